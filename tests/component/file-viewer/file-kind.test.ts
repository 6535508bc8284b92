import { describe, expect, it } from 'vitest';
import { detectFileKind, fileExtension, isZoomable } from '@/ui/file-viewer/file-kind';

describe('file viewer: kind of a file', () => {
  it('follows a specific content type, whatever the name says', () => {
    expect(detectFileKind('foto', 'image/png')).toBe('image');
    expect(detectFileKind('arquivo.bin', 'application/pdf')).toBe('pdf');
    expect(detectFileKind('audio', 'audio/mpeg')).toBe('audio');
    expect(detectFileKind('video', 'video/mp4')).toBe('video');
    expect(detectFileKind('pagina', 'text/html; charset=utf-8')).toBe('html');
    expect(detectFileKind('relatorio.pdf', 'text/plain')).toBe('text');
    expect(detectFileKind('notas', 'text/csv')).toBe('csv');
    expect(detectFileKind('contrato.pdf', 'application/msword')).toBe('unsupported');
    expect(
      detectFileKind('planilha.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    ).toBe('unsupported');
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
