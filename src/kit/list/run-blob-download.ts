import type { AxiosResponseHeaders } from 'axios';
import { fileNameFromContentDisposition, saveFile } from '@/lib/http/download';
import type { BlobDownloadJob } from './use-blob-download';

/**
 * Runs a download of useBlobDownload: the call, its progress (0..1, reported once the size is known) and
 * the file handed to the browser. Loaded with the first download: a list's first paint holds its button only.
 */
export async function runBlobDownload(
  { call, fileName, preferServerName }: BlobDownloadJob,
  onProgress: (fraction: number) => void,
): Promise<void> {
  let disposition: string | undefined;
  const blob = await call({
    onDownloadProgress: (event) => {
      if (event.total) onProgress(Math.min(1, event.loaded / event.total));
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
}
