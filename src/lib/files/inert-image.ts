import {
  extensionOf,
  RASTER_TYPES,
  rasterFormatOfName,
  readHead,
  sniffRasterFormat,
  startsWithMarkup,
} from './image-content';

/**
 * A picture (an avatar, a logo) in the form it may be shown in: `blob`, to be given an object URL, is a
 * raster image re-typed to its format; `dataUrl` is an SVG. A blob: address is of the app's origin, so
 * one holding an SVG or an HTML page would run its script there when opened in a new tab ('Abrir imagem
 * em nova guia'); a data: address has an opaque origin (and Chromium refuses to open one as a page), and
 * an SVG shown by <img> never runs script. So an SVG logo is shown only as a data: URL in an <img>, and
 * anything that is neither a raster image nor an SVG is not shown at all.
 */
export type InertImage = { blob: Blob } | { dataUrl: string };

const SVG_TYPE = 'image/svg+xml';

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 8192)
    binary += String.fromCharCode(...bytes.subarray(start, start + 8192));
  return btoa(binary);
}

async function svgDataUrl(blob: Blob): Promise<InertImage> {
  return { dataUrl: `data:${SVG_TYPE};base64,${toBase64(new Uint8Array(await blob.arrayBuffer()))}` };
}

/**
 * The picture `blob` may be shown as, or null. With a `name` (a file the user chose) the extension
 * decides: a raster name needs its bytes to be a picture (an SVG named 'foto.png' gives null), an .svg
 * name gives a data: URL. Without one (bytes the API answered) the bytes decide: a raster signature, or
 * markup the answer typed image/svg+xml.
 */
export async function toInertImage(blob: Blob, name?: string): Promise<InertImage | null> {
  const head = await readHead(blob).catch(() => null);
  if (!head) return null;
  if (name !== undefined) {
    const format = rasterFormatOfName(name);
    if (format) {
      const held = sniffRasterFormat(head);
      return held ? { blob: new Blob([blob], { type: RASTER_TYPES[held] }) } : null;
    }
    return extensionOf(name) === 'svg' ? svgDataUrl(blob) : null;
  }
  const format = sniffRasterFormat(head);
  if (format) return { blob: new Blob([blob], { type: RASTER_TYPES[format] }) };
  const type = blob.type.split(';')[0].trim().toLowerCase();
  return type === SVG_TYPE && startsWithMarkup(head) ? svgDataUrl(blob) : null;
}
