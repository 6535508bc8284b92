/**
 * What a file's first bytes say it is. A name's extension and a client's MIME type are claims; the bytes
 * are not: an SVG or an HTML page renamed 'foto.png' starts with markup, never with a PNG signature.
 * Shared by the app (checks before upload, previews) and the mock API (checks on upload, serving).
 */

/** The raster image formats the app shows as pictures. None of them can carry a script. */
export type RasterFormat = 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp' | 'avif';

/** Extension → the raster format a file of that name must hold. */
const RASTER_FORMAT_OF_EXTENSION: Readonly<Record<string, RasterFormat>> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
  bmp: 'bmp',
  avif: 'avif',
};

/** The MIME type of each raster format (what a preview's blob is re-typed to). */
export const RASTER_TYPES: Readonly<Record<RasterFormat, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  avif: 'image/avif',
};

/** How a format is named in a message: 'PNG', 'JPEG', … */
export const rasterFormatLabel = (format: RasterFormat): string => format.toUpperCase();

/** The message of a file refused for its content (the same text in the app and from the mock API). */
export const imageContentRefused = (nome: string, format: RasterFormat): string =>
  `Arquivo recusado: o conteúdo de ${nome} não é uma imagem ${rasterFormatLabel(format)}`;

/** How many first bytes the checks read: every signature and any BOM and whitespace before markup. */
export const HEAD_BYTES = 64;

/** The lower-case extension of a file name ('' when it has none; the last path segment only). */
export function extensionOf(name: string): string {
  const base = name.trim().split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The raster format a name's extension promises (null for any other extension). Own keys only. */
export function rasterFormatOfName(name: string): RasterFormat | null {
  const extension = extensionOf(name);
  return Object.hasOwn(RASTER_FORMAT_OF_EXTENSION, extension) ? RASTER_FORMAT_OF_EXTENSION[extension] : null;
}

/** The raster format of a MIME type (image/pjpeg is JPEG); null for any other type, SVG included. */
export function rasterFormatOfType(type: string): RasterFormat | null {
  const base = type.split(';')[0].trim().toLowerCase();
  if (base === 'image/pjpeg' || base === 'image/jpg') return 'jpeg';
  const found = (Object.keys(RASTER_TYPES) as RasterFormat[]).find((format) => RASTER_TYPES[format] === base);
  return found ?? null;
}

const ascii = (head: Uint8Array, offset: number, text: string): boolean =>
  head.length >= offset + text.length &&
  [...text].every((char, index) => head[offset + index] === char.charCodeAt(0));

/** BMP's DIB header sizes (core, info, v2, v3, OS/2 2, v4, v5): 'BM' alone is too weak a signature. */
const BMP_DIB_SIZES = new Set([12, 16, 40, 52, 56, 64, 108, 124]);

/** The raster format the bytes start with, by its signature; null when they are none of them. */
export function sniffRasterFormat(head: Uint8Array): RasterFormat | null {
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => head[index] === byte))
    return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return 'gif';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return 'webp';
  if (ascii(head, 4, 'ftypavif') || ascii(head, 4, 'ftypavis')) return 'avif';
  if (ascii(head, 0, 'BM') && head.length >= 18) {
    const dib = head[14] | (head[15] << 8) | (head[16] << 16) | (head[17] << 24);
    if (BMP_DIB_SIZES.has(dib)) return 'bmp';
  }
  return null;
}

/** The bytes as text, past a UTF-8 or UTF-16 byte order mark (UTF-16 markup has a zero in every other byte). */
function headText(head: Uint8Array): string {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf)
    return new TextDecoder('utf-8').decode(head.subarray(3));
  if (head[0] === 0xff && head[1] === 0xfe) return new TextDecoder('utf-16le').decode(head.subarray(2));
  if (head[0] === 0xfe && head[1] === 0xff) return new TextDecoder('utf-16be').decode(head.subarray(2));
  return new TextDecoder('utf-8').decode(head);
}

/**
 * Whether the bytes start, after an optional byte order mark and whitespace, with markup: a tag, an XML
 * declaration, a doctype or a comment ('<svg', '<?xml', '<!DOCTYPE html', '<html', '<!--', …). Such a
 * file is an SVG, an HTML page or some other XML, all of which a browser may run script from.
 */
export function startsWithMarkup(head: Uint8Array): boolean {
  return /^\s*<[a-z?!]/i.test(headText(head));
}

/**
 * Whether the bytes are a raster picture: the format the name promises or another one (a photo renamed
 * '.jpg' that holds a PNG is common and harmless, and browsers draw a picture by its bytes). An SVG, an
 * HTML page or any other content is not, whatever it is called.
 */
export function headIsRaster(head: Uint8Array): boolean {
  return sniffRasterFormat(head) !== null;
}

/** The first `HEAD_BYTES` bytes of a Blob or File. */
export async function readHead(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.slice(0, HEAD_BYTES).arrayBuffer());
}
