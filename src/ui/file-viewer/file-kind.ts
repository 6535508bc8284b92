import { extensionOf, RASTER_TYPES, rasterFormatOfName, rasterFormatOfType } from '@/lib/files/image-content';
import { AUDIO_TYPES, VIDEO_TYPES } from '@/lib/files/media-types';

/** What the viewer can show a file as, from its name's extension and, failing that, its content type. */
export type FileKind = 'image' | 'pdf' | 'audio' | 'video' | 'html' | 'text' | 'csv' | 'unsupported';

/**
 * Extension → kind. Images are the raster formats only (png, jpg, jpeg, gif, webp, bmp, avif), shown once
 * their first bytes are that format. SVG is not previewed at all (download only): an <img> would not run
 * its script, but the object URL it needs, opened in a new tab ('Abrir imagem em nova guia'), would, in
 * the app's origin. html is shown only in a sandboxed frame fed by srcdoc (no object URL).
 */
const EXTENSION_KINDS: Record<string, FileKind> = {
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  bmp: 'image',
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
  weba: 'audio',
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

/** Extension → the type an audio or video preview's object URL is made with. */
const MEDIA_TYPES: Readonly<Record<string, string>> = { ...AUDIO_TYPES, ...VIDEO_TYPES };

/** Types of comma or semicolon separated values, shown as a table. */
const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/comma-separated-values']);

/** Content types that say nothing about the file. */
const GENERIC_TYPES = new Set([
  '',
  'application/octet-stream',
  'binary/octet-stream',
  'application/x-download',
]);

/** The lower-case extension of a file name ('' when it has none). */
export const fileExtension = extensionOf;

const baseType = (contentType: string): string => contentType.split(';')[0].trim().toLowerCase();

function kindOfContentType(contentType: string): FileKind | null {
  const type = baseType(contentType);
  if (GENERIC_TYPES.has(type)) return null;
  // image/svg+xml and any other image type that is not a raster format: never an image.
  if (type.startsWith('image/')) return rasterFormatOfType(type) ? 'image' : 'unsupported';
  if (type === 'application/pdf' || type === 'application/x-pdf') return 'pdf';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('video/')) return 'video';
  if (type === 'text/html' || type === 'application/xhtml+xml') return 'html';
  if (CSV_TYPES.has(type)) return 'csv';
  if (type === 'text/xml') return 'unsupported';
  if (type.startsWith('text/')) return 'text';
  return 'unsupported';
}

/**
 * The kind of a file: a known extension decides, whatever the content type claims (a 'foto.png' sent as
 * image/svg+xml is an image to be checked, not an SVG); a name without a known extension is judged by a
 * specific content type (an SVG type never makes an image); anything else is 'unsupported'.
 */
export function detectFileKind(name: string, contentType?: string | null): FileKind {
  const extension = fileExtension(name);
  if (extension && Object.hasOwn(EXTENSION_KINDS, extension)) return EXTENSION_KINDS[extension];
  if (extension === 'svg') return 'unsupported';
  return (contentType ? kindOfContentType(contentType) : null) ?? 'unsupported';
}

/**
 * The type a preview's object URL is made with: the type of the name's extension (an image's raster
 * type, an audio's or video's own), never the type the answer came with. Without a known extension, a
 * raster image type or an audio or video type the content type names; null when there is none (then no
 * object URL is made).
 */
export function previewType(name: string, kind: FileKind, contentType?: string | null): string | null {
  const extension = fileExtension(name);
  const type = contentType ? baseType(contentType) : '';
  if (kind === 'image') {
    const format =
      rasterFormatOfName(name) ??
      (Object.hasOwn(EXTENSION_KINDS, extension) ? null : rasterFormatOfType(type));
    return format ? RASTER_TYPES[format] : null;
  }
  if (kind === 'audio' || kind === 'video') {
    if (Object.hasOwn(MEDIA_TYPES, extension)) return MEDIA_TYPES[extension];
    return type.startsWith(`${kind}/`) && /^[a-z0-9.+-]+\/[a-z0-9.+-]+$/.test(type) ? type : null;
  }
  return null;
}

/** Kinds the zoom applies to. */
export function isZoomable(kind: FileKind): boolean {
  return kind === 'image' || kind === 'pdf';
}
