import { useMutation } from '@tanstack/react-query';
import type { AxiosRequestConfig, AxiosResponseHeaders } from 'axios';
import { useRef, useState } from 'react';
import { fileNameFromContentDisposition, saveFile } from '@/lib/http/download';

/** A generated orval call that answers a blob, given the extra axios options of its last-but-one argument. */
export type BlobCall = (options: AxiosRequestConfig) => Promise<Blob>;

export interface BlobDownloadJob {
  /** Which download this is (e.g. 'excel'), to show progress at the right button. */
  key: string;
  call: BlobCall;
  /** The name the file is saved under. */
  fileName: string;
  /**
   * The answer's Content-Disposition name wins over fileName (import templates, named by the server).
   * Exports name themselves: their stamp follows the clock the screens show, not the server's UTC.
   */
  preferServerName?: boolean;
}

/**
 * Downloads a blob through a generated call with progress (0..1, null while the size is unknown) and
 * hands it to the browser under the job's file name. One download at a time: a second
 * start while one runs is ignored. A failure shows the generic error toast (query client).
 */
export function useBlobDownload() {
  const [progress, setProgress] = useState<number | null>(null);
  const busy = useRef(false);
  const mutation = useMutation({
    retry: false,
    mutationFn: async ({ call, fileName, preferServerName }: BlobDownloadJob) => {
      let disposition: string | undefined;
      setProgress(null);
      const blob = await call({
        onDownloadProgress: (event) => {
          if (event.total) setProgress(Math.min(1, event.loaded / event.total));
        },
        // Identity transform that also reads the file name (orval's calls answer the body only).
        transformResponse: [
          (data: unknown, headers: AxiosResponseHeaders) => {
            const value = headers?.get?.('content-disposition');
            disposition = typeof value === 'string' ? value : undefined;
            return data;
          },
        ],
      });
      const serverName = preferServerName ? fileNameFromContentDisposition(disposition) : null;
      saveFile({ blob, fileName: serverName ?? fileName });
    },
    onSettled: () => {
      busy.current = false;
    },
  });

  const running = mutation.isPending ? (mutation.variables?.key ?? null) : null;
  return {
    /** Key of the download under way, or null. */
    running,
    progress,
    start: (job: BlobDownloadJob) => {
      if (busy.current) return;
      busy.current = true;
      mutation.mutate(job);
    },
  };
}
