import { describe, expect, it } from 'vitest';
import {
  extensionOf,
  headIsRaster,
  rasterFormatOfName,
  rasterFormatOfType,
  readHead,
  sniffRasterFormat,
  startsWithMarkup,
} from '@/lib/files/image-content';
import { buildPng } from '@mocks/db/seed/ticket-files';

const utf8 = (text: string) => new TextEncoder().encode(text);
const utf16le = (text: string) =>
  Uint8Array.from([0xff, 0xfe, ...[...text].flatMap((char) => [char.charCodeAt(0), 0])]);
const utf16be = (text: string) =>
  Uint8Array.from([0xfe, 0xff, ...[...text].flatMap((char) => [0, char.charCodeAt(0)])]);
const withBytes = (prefix: number[], text = '') => Uint8Array.from([...prefix, ...utf8(text)]);

const PNG = buildPng(2, 2, () => [10, 20, 30]);
const JPEG = Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46);
const GIF = utf8('GIF89a\u0001\u0000\u0001\u0000');
const WEBP = withBytes([0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0], 'WEBPVP8 ');
const AVIF = withBytes([0, 0, 0, 0x1c], 'ftypavif');
const bmp = (dib: number) => Uint8Array.from([0x42, 0x4d, ...Array<number>(12).fill(0), dib, 0, 0, 0]);

describe('image content: the first bytes decide', () => {
  it('knows each raster format by its signature', () => {
    expect(sniffRasterFormat(PNG)).toBe('png');
    expect(sniffRasterFormat(JPEG)).toBe('jpeg');
    expect(sniffRasterFormat(GIF)).toBe('gif');
    expect(sniffRasterFormat(utf8('GIF87a'))).toBe('gif');
    expect(sniffRasterFormat(WEBP)).toBe('webp');
    expect(sniffRasterFormat(AVIF)).toBe('avif');
    expect(sniffRasterFormat(bmp(40))).toBe('bmp');
    expect(sniffRasterFormat(bmp(124))).toBe('bmp');
  });

  it('finds no raster format in markup, text, a truncated signature or a "BM" text', () => {
    for (const head of [
      utf8('<svg/>'),
      utf8('<?xml version="1.0"?>'),
      utf8('BM de Mercadorias, lote 12'),
      PNG.slice(0, 7),
      new Uint8Array(0),
      bmp(99),
    ]) {
      expect(sniffRasterFormat(head)).toBeNull();
    }
  });

  it('sees markup after an optional byte order mark and whitespace: <svg, <?xml, <!DOCTYPE html, <html, a comment, any case', () => {
    for (const head of [
      utf8('<svg xmlns="http://www.w3.org/2000/svg">'),
      utf8('<?xml version="1.0" encoding="UTF-8"?><svg/>'),
      utf8('<!DOCTYPE html><p>'),
      utf8('<HTML><BODY>'),
      utf8('<!-- Generator: Illustrator --><svg/>'),
      utf8(' \t\r\n\f<svg/>'),
      withBytes([0xef, 0xbb, 0xbf], '<svg/>'),
      withBytes([0xef, 0xbb, 0xbf], '\n  <!doctype html>'),
      utf16le('<svg/>'),
      utf16be(' <html>'),
    ]) {
      expect(startsWithMarkup(head)).toBe(true);
    }
  });

  it('sees no markup in images, text that merely holds a tag, or a lone "<"', () => {
    for (const head of [
      PNG,
      JPEG,
      GIF,
      WEBP,
      utf8('Relatório <svg>'),
      utf8('< 5 itens'),
      utf8('x<svg/>'),
      new Uint8Array(0),
    ]) {
      expect(startsWithMarkup(head)).toBe(false);
    }
  });

  it('takes any raster picture as one (a PNG renamed .jpg is harmless) and nothing else', () => {
    expect(headIsRaster(PNG)).toBe(true);
    expect(headIsRaster(JPEG)).toBe(true);
    expect(headIsRaster(utf8('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(false);
    expect(headIsRaster(withBytes([0xef, 0xbb, 0xbf], '<svg/>'))).toBe(false);
    expect(headIsRaster(utf8('<!DOCTYPE html>'))).toBe(false);
    expect(headIsRaster(new Uint8Array(0))).toBe(false);
  });

  it('reads the promised format from a name (own keys only) or a MIME type; SVG is never a raster format', () => {
    expect(rasterFormatOfName('Foto.PNG')).toBe('png');
    expect(rasterFormatOfName('foto.jpg')).toBe('jpeg');
    expect(rasterFormatOfName('pasta/foto.webp')).toBe('webp');
    expect(rasterFormatOfName('logo.svg')).toBeNull();
    expect(rasterFormatOfName('png')).toBeNull();
    expect(rasterFormatOfName('x.constructor')).toBeNull();
    expect(rasterFormatOfType('image/png')).toBe('png');
    expect(rasterFormatOfType('image/pjpeg')).toBe('jpeg');
    expect(rasterFormatOfType('IMAGE/GIF; charset=binary')).toBe('gif');
    expect(rasterFormatOfType('image/svg+xml')).toBeNull();
    expect(rasterFormatOfType('text/html')).toBeNull();
    expect(extensionOf('a.tar.gz')).toBe('gz');
    expect(extensionOf('.gitignore')).toBe('');
  });

  it('reads the first 64 bytes of a Blob', async () => {
    const head = await readHead(new Blob([new Uint8Array(200).fill(7)]));
    expect(head).toEqual(new Uint8Array(64).fill(7));
  });
});
