import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from './support';

const api = setupMockApi({ now: () => new Date('2026-11-21T12:00:00Z') });

function readU32(bytes: Uint8Array, offset: number): number {
  return new DataView(bytes.buffer, bytes.byteOffset).getUint32(offset);
}

describe('mock API: stored files', () => {
  it('downloads an attachment’s URL as the same bytes, with its type and an inline disposition', async () => {
    const { token } = await api.login();
    const bytes = Uint8Array.from({ length: 300 }, (_, index) => (index * 37) % 256);
    const body = new FormData();
    body.append('setor', 'SUPORTE');
    body.append('titulo', 'Print da rejeição na emissão do CT-e');
    body.append('descricao', '<p>Segue o print</p>');
    body.append('anexos', new File([bytes], 'rejeição sefaz.png', { type: 'image/png' }));
    const created = await api.call(token, '/v1/chamados', { method: 'POST', body });
    expect(created.status).toBe(201);
    const [anexo] = (await created.json()).anexos;

    const download = await api.call(token, anexo.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    const disposition = download.headers.get('content-disposition')!;
    expect(disposition.startsWith('inline;')).toBe(true);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('rejeição sefaz.png')}`);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
  });

  it('answers 404 for an unknown file and 401 without a session', async () => {
    const { token } = await api.login();
    const missing = await api.call(token, '/v1/arquivos/file-999999');
    expect(missing.status).toBe(404);
    expect((await missing.json()).erro).toBe('Arquivo não encontrado');
    expect((await api.call(null, '/v1/arquivos/file-1')).status).toBe(401);
  });

  it('serves the seeded attachments as real files (PNG with valid chunks, PDF, text)', async () => {
    const { token } = await api.login();
    const anexos = api.ctx.db.chamados
      .all()
      .flatMap((ticket) => [...ticket.anexos, ...ticket.comentarios.flatMap((c) => c.anexos)]);
    const byType = (tipo: string) => anexos.find((anexo) => anexo.tipo === tipo)!;

    const png = new Uint8Array(await (await api.call(token, byType('image/png').url)).arrayBuffer());
    expect([...png.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const width = readU32(png, 16);
    const height = readU32(png, 20);
    const idatLength = readU32(png, 33);
    expect(String.fromCharCode(...png.slice(37, 41))).toBe('IDAT');
    const pixels = inflateSync(png.slice(41, 41 + idatLength));
    expect(pixels.length).toBe((width * 3 + 1) * height);

    const pdf = await (await api.call(token, byType('application/pdf').url)).text();
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const csv = await (await api.call(token, byType('text/csv').url)).text();
    expect(csv.split('\n')[0]).toBe('numero;serie;emissao;rejeicao');
    expect(byType('text/plain').tamanho).toBe(
      (await (await api.call(token, byType('text/plain').url)).arrayBuffer()).byteLength,
    );
  });
});
