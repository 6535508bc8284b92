/** What the viewer can show a file as, from its content type and, failing that, its extension. */
export type FileKind = 'image' | 'pdf' | 'audio' | 'video' | 'html' | 'text' | 'csv' | 'unsupported';

const EXTENSION_KINDS: Record<string, FileKind> = {
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  bmp: 'image',
  svg: 'image',
  avif: 'image',
  pdf: 'pdf',
  mp3: 'audio',
  wav: 'audio',
  ogg: 'audio',
  oga: 'audio',
  m4a: 'audio',
  aac: 'audio',
  flac: 'audio',
  opus: 'audio',
  mp4: 'video',
  m4v: 'video',
  webm: 'video',
  ogv: 'video',
  mov: 'video',
  html: 'html',
  htm: 'html',
  txt: 'text',
  log: 'text',
  csv: 'csv',
};

/** Types of comma or semicolon separated values, shown as a table. */
const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/comma-separated-values']);

/** Content types that say nothing about the file: the extension decides then. */
const GENERIC_TYPES = new Set([
  '',
  'application/octet-stream',
  'binary/octet-stream',
  'application/x-download',
]);

/** The lower-case extension of a file name ('' when it has none). */
export function fileExtension(name: string): string {
  const base = name.trim().split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

function kindOfContentType(contentType: string): FileKind | null {
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (GENERIC_TYPES.has(type)) return null;
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/pdf' || type === 'application/x-pdf') return 'pdf';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('video/')) return 'video';
  if (type === 'text/html' || type === 'application/xhtml+xml') return 'html';
  if (CSV_TYPES.has(type)) return 'csv';
  if (type.startsWith('text/')) return 'text';
  return 'unsupported';
}

/**
 * The kind of a file: a specific content type wins; a missing or generic one (octet-stream) leaves
 * the decision to the name's extension; anything else is 'unsupported'.
 */
export function detectFileKind(name: string, contentType?: string | null): FileKind {
  const byType = contentType ? kindOfContentType(contentType) : null;
  if (byType) return byType;
  const extension = fileExtension(name);
  return Object.hasOwn(EXTENSION_KINDS, extension) ? EXTENSION_KINDS[extension] : 'unsupported';
}

/** Kinds the zoom applies to. */
export function isZoomable(kind: FileKind): boolean {
  return kind === 'image' || kind === 'pdf';
}
