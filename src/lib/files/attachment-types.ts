import { headIsRaster, imageContentRefused, rasterFormatOfType } from './image-content';
import { AUDIO_TYPES, VIDEO_TYPES } from './media-types';

/**
 * Attachment types of tickets and comments: pdf, jpg, png, mp3 and other audio, mp4, Excel,
 * csv, docx, txt, zip and rar. One table for the app (refuses before upload) and the mock API (refuses
 * on upload): extension → the MIME type an attachment of that name is stored, served and previewed as,
 * whatever type the browser or the client claims. No type here runs script when a browser opens it
 * (no svg, no html: an .svg or .html attachment is refused).
 */
export const ATTACHMENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  ...AUDIO_TYPES,
  mp4: VIDEO_TYPES.mp4,
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
};

const EXTRA_MIME_TYPES = [
  'image/pjpeg',
  'application/x-zip-compressed',
  'application/x-rar-compressed',
  'application/x-rar',
  'application/csv',
];
const ACCEPTED_MIME_TYPES: ReadonlySet<string> = new Set([
  ...Object.values(ATTACHMENT_TYPES),
  ...EXTRA_MIME_TYPES,
]);

/** The file input's accept attribute: every accepted extension. */
export const ATTACHMENT_ACCEPT = Object.keys(ATTACHMENT_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');

/** The message of a refused file (the same text in the app and from the mock API). */
export const attachmentRefused = (nome: string): string =>
  `Tipo de arquivo não permitido: ${nome}. Envie pdf, jpg, png, mp3 ou outro áudio, mp4, Excel (xls, xlsx), csv, docx, txt, zip ou rar`;

/**
 * The MIME type an accepted attachment is stored with; null when its type is not accepted. A name's
 * extension decides, and the type is the allow-list's: the client's MIME type is never kept (an SVG sent
 * as 'foto.png' with type image/svg+xml is image/png, and its content must then be a PNG:
 * attachmentContentRefused). Only a name without an extension is judged by its MIME type.
 */
export function attachmentType(nome: string, mime: string): string | null {
  const dot = nome.lastIndexOf('.');
  if (dot > 0) {
    // Own keys only: 'x.constructor' or 'x.__proto__' must not find Object's members.
    const extension = nome.slice(dot + 1).toLowerCase();
    return Object.hasOwn(ATTACHMENT_TYPES, extension) ? ATTACHMENT_TYPES[extension] : null;
  }
  if (rasterFormatOfType(mime) === 'jpeg') return ATTACHMENT_TYPES.jpg;
  return ACCEPTED_MIME_TYPES.has(mime) || mime.startsWith('audio/') ? mime : null;
}

/**
 * Why an attachment of type `tipo` (attachmentType's answer) is refused for its content, or null when
 * its first bytes are what the type says: an image type needs that image's signature, so an SVG or an
 * HTML page named 'foto.png' is refused. Other types are not sniffed: none of them is shown as markup.
 */
export function attachmentContentRefused(nome: string, tipo: string, head: Uint8Array): string | null {
  const format = rasterFormatOfType(tipo);
  return format === null || headIsRaster(head) ? null : imageContentRefused(nome, format);
}

/** Two files are the same attachment when they have the same name and size. */
export const attachmentKey = (file: { name: string; size: number }): string =>
  `${file.name}\u0000${file.size}`;
