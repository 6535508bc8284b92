import { useEffect, useRef, useState } from 'react';

interface Preview {
  file: File;
  url: string;
}

function canPreview(): boolean {
  return typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function';
}

/**
 * A local preview of a chosen file (an object URL, revoked when replaced or on unmount). `choose` is
 * called from the change handler; the URL is only answered while `current` is the previewed file, so
 * clearing the form's value drops the preview at once.
 */
export function useFilePreview(current: File | null): {
  previewUrl: string | null;
  choose: (file: File) => void;
} {
  const [preview, setPreview] = useState<Preview | null>(null);
  const latest = useRef<Preview | null>(null);

  useEffect(
    () => () => {
      if (latest.current) URL.revokeObjectURL(latest.current.url);
      latest.current = null;
    },
    [],
  );

  const choose = (file: File) => {
    if (!canPreview()) return;
    if (latest.current) URL.revokeObjectURL(latest.current.url);
    const next = { file, url: URL.createObjectURL(file) };
    latest.current = next;
    setPreview(next);
  };

  return { previewUrl: preview && current && preview.file === current ? preview.url : null, choose };
}
