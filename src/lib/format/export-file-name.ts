import { formatFileStamp } from './date';

/**
 * The name a downloaded export is saved under: 'cidades-20240305-1407.xlsx', stamped with the moment of
 * the download on the clock the screens show (local time), not the server's UTC.
 */
export function exportFileName(base: string, extension: string, moment: Date = new Date()): string {
  return `${base}-${formatFileStamp(moment)}.${extension}`;
}
