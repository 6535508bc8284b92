import type { AxiosProgressEvent, AxiosRequestConfig } from 'axios';
import { http } from './client';

/** Reads the file name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall back to the plain parameter */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  return (plain[2] ?? plain[1]).trim() || null;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** Fetches a file through the one HTTP client, reporting progress from 0 to 1 when the size is known. */
export async function fetchFile(
  config: AxiosRequestConfig,
  fallbackName: string,
  onProgress?: (fraction: number) => void,
): Promise<DownloadedFile> {
  const response = await http.request<Blob>({
    ...config,
    responseType: 'blob',
    onDownloadProgress: (event: AxiosProgressEvent) => {
      if (onProgress && event.total) onProgress(Math.min(1, event.loaded / event.total));
    },
  });
  const header = response.headers['content-disposition'] as string | undefined;
  return { blob: response.data, fileName: fileNameFromContentDisposition(header) ?? fallbackName };
}

/** Hands a blob to the browser as a download. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
