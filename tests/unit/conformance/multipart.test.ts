import { describe, expect, it } from 'vitest';
import { boundaryOf, parseMultipart } from '../../../conformance/multipart';
import { formBody } from './support';

/**
 * The checker's own multipart parser (conformance/multipart.ts) on the bytes the platform's fetch sends for
 * a FormData (undici in Node 24, as a browser would): each part keeps its name, its file name and the
 * Content-Type it declared, or null when it declared none.
 */
describe('parseMultipart on a body built by FormData', () => {
  it('reads a JSON Blob part, a plain text part and a file with their names, types and bytes', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x0d, 0x0a, 0x2d, 0x2d]);
    const form = new FormData();
    form.append('dados', new Blob(['{"nome":"Ação"}'], { type: 'application/json' }));
    form.append('prioridade', 'três');
    form.append('arquivo', new File([bytes], 'nota-fiscal.pdf', { type: 'application/pdf' }));
    const { body, contentType } = await formBody(form);

    const boundary = boundaryOf(contentType);
    expect(boundary).toBeTruthy();
    const parts = parseMultipart(body, boundary ?? '');

    expect(parts.map(({ name, filename, contentType: type }) => ({ name, filename, type }))).toEqual([
      // A Blob appended without a file name is sent as the file 'blob'.
      { name: 'dados', filename: 'blob', type: 'application/json' },
      { name: 'prioridade', filename: null, type: null },
      { name: 'arquivo', filename: 'nota-fiscal.pdf', type: 'application/pdf' },
    ]);
    expect(parts[0].body.toString('utf8')).toBe('{"nome":"Ação"}');
    expect(parts[1].body.toString('utf8')).toBe('três');
    // Bytes that look like a line end and a delimiter's dashes stay the file's own.
    expect([...parts[2].body]).toEqual([...bytes]);
  });

  it('keeps repeated parts of one name in order, and an empty part', async () => {
    const form = new FormData();
    form.append('anexos', new File(['a'], 'a.txt', { type: 'text/plain' }));
    form.append('anexos', new File(['bb'], 'b.txt', { type: 'text/plain' }));
    form.append('comentario', '');
    const { body, contentType } = await formBody(form);

    const parts = parseMultipart(body, boundaryOf(contentType) ?? '');
    expect(parts.map(({ name, filename, body: bytes }) => [name, filename, bytes.toString()])).toEqual([
      ['anexos', 'a.txt', 'a'],
      ['anexos', 'b.txt', 'bb'],
      ['comentario', null, ''],
    ]);
  });
});

describe('boundaryOf', () => {
  it('reads a quoted or bare boundary, and gives null without one', () => {
    expect(boundaryOf('multipart/form-data; boundary="a b;c"')).toBe('a b;c');
    expect(boundaryOf('multipart/form-data; charset=utf-8; BOUNDARY=xyz')).toBe('xyz');
    expect(boundaryOf('multipart/form-data')).toBeNull();
  });
});
