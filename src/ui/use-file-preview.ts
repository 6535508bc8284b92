import { useEffect, useRef, useState } from 'react';
import { toInertImage } from '@/lib/files/inert-image';

interface Preview {
  file: File;
  url: string;
  /** Whether `url` is an object URL to revoke (a data: URL is not). */
  objectUrl: boolean;
}

function canPreview(): boolean {
  return typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function';
}

function release(preview: Preview | null): void {
  if (preview?.objectUrl) URL.revokeObjectURL(preview.url);
}

/**
 * A local preview of a chosen picture, made inert first (toInertImage): a raster image by its name's
 * extension, its bytes that format, is shown through an object URL of a blob re-typed to that format; an
 * .svg through a data: URL (a blob: address of an SVG, opened in a new tab, would run its script in the
 * app's origin); anything else is not previewed. The object URL is revoked when replaced or on unmount.
 * `choose` is called from the change handler; the URL is only answered while `current` is the previewed
 * file, so clearing the form's value drops the preview at once.
 */
export function useFilePreview(current: File | null): {
  previewUrl: string | null;
  choose: (file: File) => void;
} {
  const [preview, setPreview] = useState<Preview | null>(null);
  const latest = useRef<Preview | null>(null);
  const chosen = useRef<File | null>(null);

  useEffect(
    () => () => {
      chosen.current = null;
      release(latest.current);
      latest.current = null;
    },
    [],
  );

  const choose = (file: File) => {
    if (!canPreview()) return;
    chosen.current = file;
    void toInertImage(file, file.name).then((image) => {
      // A later choice (or the unmount) wins over this one.
      if (chosen.current !== file) return;
      release(latest.current);
      const next = image
        ? 'blob' in image
          ? { file, url: URL.createObjectURL(image.blob), objectUrl: true }
          : { file, url: image.dataUrl, objectUrl: false }
        : null;
      latest.current = next;
      setPreview(next);
    });
  };

  return { previewUrl: preview && current && preview.file === current ? preview.url : null, choose };
}
