import { describe, expect, it } from 'vitest';
import { detectFileKind, fileExtension, isZoomable, previewType } from '@/ui/file-viewer/file-kind';

describe('file viewer: kind of a file', () => {
  it('follows a known extension, whatever the content type claims', () => {
    expect(detectFileKind('foto.png', 'image/svg+xml')).toBe('image');
    expect(detectFileKind('foto.png', 'text/html')).toBe('image');
    expect(detectFileKind('relatorio.pdf', 'text/plain')).toBe('pdf');
    expect(detectFileKind('contrato.pdf', 'application/msword')).toBe('pdf');
    expect(detectFileKind('notas.txt', 'text/html')).toBe('text');
  });

  it('follows a specific content type when the name has no known extension', () => {
    expect(detectFileKind('foto', 'image/png')).toBe('image');
    expect(detectFileKind('arquivo.bin', 'application/pdf')).toBe('pdf');
    expect(detectFileKind('audio', 'audio/mpeg')).toBe('audio');
    expect(detectFileKind('video', 'video/mp4')).toBe('video');
    expect(detectFileKind('pagina', 'text/html; charset=utf-8')).toBe('html');
    expect(detectFileKind('notas', 'text/csv')).toBe('csv');
    expect(
      detectFileKind('planilha.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    ).toBe('unsupported');
  });

  it('never takes an SVG for an image: not by its extension, not by its type (it is downloaded, not previewed)', () => {
    expect(detectFileKind('logo.svg')).toBe('unsupported');
    expect(detectFileKind('logo.svg', 'image/png')).toBe('unsupported');
    expect(detectFileKind('logo', 'image/svg+xml')).toBe('unsupported');
    expect(detectFileKind('logo.bin', 'image/svg+xml; charset=utf-8')).toBe('unsupported');
    expect(detectFileKind('dados', 'text/xml')).toBe('unsupported');
  });

  it("re-types a preview to its extension's type, never to the answer's", () => {
    expect(previewType('foto.png', 'image', 'image/svg+xml')).toBe('image/png');
    expect(previewType('foto.JPG', 'image', 'text/html')).toBe('image/jpeg');
    expect(previewType('foto', 'image', 'image/webp')).toBe('image/webp');
    expect(previewType('ligacao.mp3', 'audio', 'text/html')).toBe('audio/mpeg');
    expect(previewType('gravacao', 'video', 'video/mp4')).toBe('video/mp4');
    expect(previewType('gravacao', 'video', 'text/html')).toBeNull();
    expect(previewType('pagina.html', 'html', 'text/html')).toBeNull();
  });

  it('uses the extension (any case) when the type is missing or generic', () => {
    expect(detectFileKind('Print.PNG')).toBe('image');
    expect(detectFileKind('contrato.pdf', 'application/octet-stream')).toBe('pdf');
    expect(detectFileKind('gravacao.mp3', '')).toBe('audio');
    expect(detectFileKind('tutorial.mp4')).toBe('video');
    expect(detectFileKind('email.htm')).toBe('html');
    expect(detectFileKind('log-transmissao.TXT')).toBe('text');
    expect(detectFileKind('documentos.csv', 'application/octet-stream')).toBe('csv');
    expect(detectFileKind('backup.zip')).toBe('unsupported');
    expect(detectFileKind('LEIAME')).toBe('unsupported');
    expect(detectFileKind('constructor')).toBe('unsupported');
    expect(detectFileKind('x.constructor')).toBe('unsupported');
  });

  it('reads the extension of the last path segment only', () => {
    expect(fileExtension('pasta.v2/arquivo')).toBe('');
    expect(fileExtension('.gitignore')).toBe('');
    expect(fileExtension('a.tar.gz')).toBe('gz');
  });

  it('zooms images and pdfs only', () => {
    expect(isZoomable('image')).toBe(true);
    expect(isZoomable('pdf')).toBe(true);
    for (const kind of ['audio', 'video', 'html', 'text', 'csv', 'unsupported'] as const)
      expect(isZoomable(kind)).toBe(false);
  });
});
