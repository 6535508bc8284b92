import { describe, expect, it } from 'vitest';
import { attachmentContentRefused, attachmentType } from '@/lib/files/attachment-types';
import { buildPng } from '@mocks/db/seed/ticket-files';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('attachment types', () => {
  it('accepts the listed extensions', () => {
    expect(attachmentType('nota.pdf', 'application/pdf')).toBe('application/pdf');
    expect(attachmentType('planilha.xlsx', 'application/octet-stream')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });

  it('types an attachment by its extension, never by the MIME type the client claims', () => {
    expect(attachmentType('foto.png', 'image/svg+xml')).toBe('image/png');
    expect(attachmentType('FOTO.JPG', 'text/html')).toBe('image/jpeg');
    expect(attachmentType('foto.jpeg', 'image/pjpeg')).toBe('image/jpeg');
    expect(attachmentType('relatorio.pdf', 'text/html; charset=utf-8')).toBe('application/pdf');
    expect(attachmentType('notas.txt', 'application/xhtml+xml')).toBe('text/plain');
    expect(attachmentType('ligacao.mp3', 'image/svg+xml')).toBe('audio/mpeg');
  });

  it('refuses svg and html whatever the MIME type says, and judges a name without an extension by a type of the list', () => {
    expect(attachmentType('logo.svg', 'image/svg+xml')).toBeNull();
    expect(attachmentType('logo.svg', 'image/png')).toBeNull();
    expect(attachmentType('pagina.html', 'text/plain')).toBeNull();
    expect(attachmentType('foto', 'image/svg+xml')).toBeNull();
    expect(attachmentType('pagina', 'text/html')).toBeNull();
    expect(attachmentType('foto', 'image/png')).toBe('image/png');
    expect(attachmentType('foto', 'image/pjpeg')).toBe('image/jpeg');
  });

  it("refuses names whose 'extension' is a member every object has (the allow-list holds its own keys only)", () => {
    for (const name of ['x.constructor', 'x.__proto__', 'x.toString', 'x.hasOwnProperty', 'x.valueOf']) {
      expect(attachmentType(name, 'application/octet-stream')).toBeNull();
      expect(attachmentType(name, 'text/html')).toBeNull();
    }
  });
});

describe('attachment content', () => {
  it('refuses an SVG or an HTML page under an image type, saying which image it is not', () => {
    const refused = 'Arquivo recusado: o conteúdo de foto.png não é uma imagem PNG';
    expect(
      attachmentContentRefused('foto.png', 'image/png', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBe(refused);
    expect(attachmentContentRefused('foto.png', 'image/png', bytes('<!DOCTYPE html><html></html>'))).toBe(
      refused,
    );
    expect(
      attachmentContentRefused('foto.jpg', 'image/jpeg', bytes('\ufeff  <svg onload="alert(1)"/>')),
    ).toBe('Arquivo recusado: o conteúdo de foto.jpg não é uma imagem JPEG');
  });

  it('accepts a picture under any image name (a PNG renamed .jpg too), and does not sniff types never shown as markup', () => {
    expect(
      attachmentContentRefused(
        'foto.png',
        'image/png',
        buildPng(1, 1, () => [0, 0, 0]),
      ),
    ).toBeNull();
    expect(
      attachmentContentRefused('foto.jpg', 'image/jpeg', Uint8Array.of(0xff, 0xd8, 0xff, 0xe0)),
    ).toBeNull();
    expect(
      attachmentContentRefused(
        'foto.jpg',
        'image/jpeg',
        buildPng(1, 1, () => [0, 0, 0]),
      ),
    ).toBeNull();
    expect(attachmentContentRefused('notas.txt', 'text/plain', bytes('<svg/>'))).toBeNull();
    expect(attachmentContentRefused('nota.pdf', 'application/pdf', bytes('<html>'))).toBeNull();
  });
});
