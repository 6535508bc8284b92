import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  RASTER_TYPES,
  rasterFormatLabel,
  rasterFormatOfType,
  readHead,
  sniffRasterFormat,
} from '@/lib/files/image-content';
import { saveFile } from '@/lib/http/download';
import { getErrorMessage } from '@/lib/http/error-message';
import { FILE_GC_TIME_MS, FILE_STALE_TIME_MS, fetchFileBlob, getFileQueryKey } from '@/lib/http/use-file-url';
import { toast } from '@/lib/toast/toast';
import { previewType, type FileKind } from './file-kind';
import { fileViewerTexts as texts } from './file-viewer-texts';

/**
 * The bytes of a stored file (an API path such as '/v1/arquivos/file-3'), loaded through the one HTTP
 * client (bearer in the header, never in a URL) and cached under the same key as every other use.
 */
export function useViewerBlob(apiPath: string, enabled: boolean) {
  return useQuery({
    queryKey: getFileQueryKey(apiPath),
    queryFn: enabled ? ({ signal }) => fetchFileBlob(apiPath, signal) : skipToken,
    staleTime: FILE_STALE_TIME_MS,
    gcTime: FILE_GC_TIME_MS,
    retry: false,
  });
}

/** The bytes a preview shows, once checked: 'refused' says why an image is not shown. */
export type PreviewBlob =
  { status: 'pending' } | { status: 'ready'; blob: Blob } | { status: 'refused'; message: string };

const PENDING: PreviewBlob = { status: 'pending' };

/** An image's bytes re-typed to the raster type they hold when they are a picture; refused otherwise. */
async function checkedImage(blob: Blob, name: string, type: string | null): Promise<PreviewBlob> {
  const format = type ? rasterFormatOfType(type) : null;
  const held = sniffRasterFormat(await readHead(blob).catch(() => new Uint8Array(0)));
  if (format && held) return { status: 'ready', blob: new Blob([blob], { type: RASTER_TYPES[held] }) };
  return { status: 'refused', message: texts.notAnImage(name, format ? rasterFormatLabel(format) : null) };
}

/**
 * The bytes to preview, re-typed before any object URL is made of them, so a blob: address opened in a
 * new tab is never an SVG or an HTML page of the app's origin: an image becomes the raster type its first
 * bytes hold once they are a picture (an SVG named 'foto.png' is refused, never shown
 * as an image); audio and video take the type of their extension. Other kinds are read, never given an
 * object URL (html goes to a sandboxed frame's srcdoc, pdf to pdf.js, text and csv as text).
 */
export function usePreviewBlob(
  blob: Blob | undefined,
  kind: FileKind,
  name: string,
  contentType?: string | null,
): PreviewBlob {
  const type = previewType(name, kind, contentType);
  const media = kind === 'audio' || kind === 'video';
  const retyped = useMemo(
    () => (blob && media ? new Blob([blob], { type: type ?? 'application/octet-stream' }) : null),
    [blob, media, type],
  );
  const [image, setImage] = useState<{ source: Blob; preview: PreviewBlob } | null>(null);
  useEffect(() => {
    if (!blob || kind !== 'image') return undefined;
    let active = true;
    void checkedImage(blob, name, type).then((preview) => {
      if (active) setImage({ source: blob, preview });
    });
    return () => {
      active = false;
    };
  }, [blob, kind, name, type]);

  if (!blob) return PENDING;
  if (kind === 'image') return image?.source === blob ? image.preview : PENDING;
  return { status: 'ready', blob: retyped ?? blob };
}

/** Revocations waiting for the end of the current commit (a StrictMode remount cancels them). */
const pendingRevokes = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * An object URL of `blob` while it is given; revoked as soon as the blob changes, is taken away or the
 * component unmounts (the drawer closed).
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => {
    if (!url) return undefined;
    clearTimeout(pendingRevokes.get(url));
    pendingRevokes.delete(url);
    return () => {
      pendingRevokes.set(
        url,
        setTimeout(() => {
          pendingRevokes.delete(url);
          URL.revokeObjectURL(url);
        }, 0),
      );
    };
  }, [url]);
  return url;
}

/** Saves the file under `name`, reusing the cached bytes when they are already loaded. */
export function useDownloadFile(apiPath: string, name: string) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const download = useCallback(async () => {
    setPending(true);
    try {
      const blob = await queryClient.fetchQuery({
        queryKey: getFileQueryKey(apiPath),
        queryFn: ({ signal }) => fetchFileBlob(apiPath, signal),
        staleTime: FILE_STALE_TIME_MS,
        gcTime: FILE_GC_TIME_MS,
        retry: false,
      });
      // Saved, never shown: an octet-stream blob: address opened anywhere is a download, not a page.
      saveFile({ blob: new Blob([blob], { type: 'application/octet-stream' }), fileName: name });
    } catch (caught) {
      toast.error(getErrorMessage(caught));
    } finally {
      setPending(false);
    }
  }, [apiPath, name, queryClient]);
  return { download, pending };
}
