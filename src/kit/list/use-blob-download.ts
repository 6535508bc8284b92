import { useMutation } from '@tanstack/react-query';
import type { AxiosRequestConfig } from 'axios';
import { useRef, useState } from 'react';

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
 * hands it to the browser under the job's file name (./run-blob-download.ts, loaded with the first
 * download). One download at a time: a second start while one runs is ignored. A failure (the call's,
 * or the download's code not loading) shows the generic error toast (query client).
 */
export function useBlobDownload() {
  const [progress, setProgress] = useState<number | null>(null);
  const busy = useRef(false);
  const mutation = useMutation({
    retry: false,
    mutationFn: async (job: BlobDownloadJob) => {
      setProgress(null);
      const { runBlobDownload } = await import('./run-blob-download');
      await runBlobDownload(job, setProgress);
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
