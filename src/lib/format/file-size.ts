const UNITS = ['bytes', 'KB', 'MB', 'GB'] as const;

/** A file size in pt-BR: '512 bytes', '1,5 KB', '12,3 MB' (1 KB = 1024 bytes). */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  if (unit === 0) return `${value} ${value === 1 ? 'byte' : 'bytes'}`;
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} ${UNITS[unit]}`;
}
