import { useEffect, useRef, useState } from 'react';

interface Preview {
  file: File;
  url: string;
}

/**
 * A local preview of a chosen image: `choose(file)` (from the change handler) makes an object URL,
 * revoked when replaced or on unmount. The URL is answered only while `current` is that file.
 * (Same approach as the profile's avatar preview; features and components do not share code.)
 */
export function useImagePreview(current: File | null): { previewUrl: string | null; choose: (file: File) => void } {
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
    if (typeof URL === 'undefined' || typeof URL.createObjectURL !== 'function') return;
    if (latest.current) URL.revokeObjectURL(latest.current.url);
    const next = { file, url: URL.createObjectURL(file) };
    latest.current = next;
    setPreview(next);
  };

  return { previewUrl: preview && current && preview.file === current ? preview.url : null, choose };
}
