import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { saveFile } from '@/lib/http/download';
import { getErrorMessage } from '@/lib/http/error-message';
import { FILE_GC_TIME_MS, FILE_STALE_TIME_MS, fetchFileBlob, getFileQueryKey } from '@/lib/http/use-file-url';
import { toast } from '@/lib/toast/toast';

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
      saveFile({ blob, fileName: name });
    } catch (caught) {
      toast.error(getErrorMessage(caught));
    } finally {
      setPending(false);
    }
  }, [apiPath, name, queryClient]);
  return { download, pending };
}
