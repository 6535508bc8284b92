import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildPng, DISGUISED_SVG_NAME } from '@mocks/db/seed/ticket-files';
import type { AlteraPerfilInput, ChamadoInput } from '@generated/api/model';
import { multipart } from '../../request-body';
import { setupMockApi } from './support';

const api = setupMockApi({ now: () => new Date('2026-11-21T12:00:00Z') });

function readU32(bytes: Uint8Array, offset: number): number {
  return new DataView(bytes.buffer, bytes.byteOffset).getUint32(offset);
}

describe('mock API: stored files', () => {
  async function openTicketWith(token: string, file: File) {
    const body = multipart<ChamadoInput>({
      setor: 'SUPORTE',
      titulo: 'Print da rejeição na emissão do CT-e',
      descricao: '<p>Segue o print</p>',
      anexos: [file],
    });
    return api.call(token, '/v1/chamados', { method: 'POST', body });
  }

  it('serves an attachment as a download of the same bytes: its extension’s type, attachment with the RFC 6266 name, CSP sandbox and nosniff', async () => {
    const { token } = await api.login();
    const bytes = buildPng(3, 2, (x) => [x * 80, 0, 0]);
    // The client's type is a claim: the extension's type is what is stored and served.
    const created = await openTicketWith(
      token,
      new File([bytes], 'rejeição sefaz.png', { type: 'image/svg+xml' }),
    );
    expect(created.status).toBe(201);
    const [anexo] = (await created.json()).anexos;
    expect(anexo.tipo).toBe('image/png');

    const download = await api.call(token, anexo.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="rejei__o sefaz.png"; filename*=UTF-8''${encodeURIComponent('rejeição sefaz.png')}`,
    );
    expect(download.headers.get('content-security-policy')).toBe('sandbox');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
  });

  it.each([
    [
      'an SVG',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
      'image/svg+xml',
    ],
    [
      'an SVG after a BOM and an XML declaration',
      '\uFEFF  <?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>',
      'image/png',
    ],
    ['an HTML page', '<!DOCTYPE html><html><script>alert(1)</script></html>', 'text/html'],
  ])(
    'refuses a foto.png that is %s, whatever type the client sends, and stores nothing',
    async (_what, content, type) => {
      const { token } = await api.login();
      const files = Object.keys(api.ctx.db.files).length;
      const refused = await openTicketWith(token, new File([content], 'foto.png', { type }));
      expect(refused.status).toBe(400);
      expect((await refused.json()).errors).toEqual([
        { campo: 'anexos', errors: ['Arquivo recusado: o conteúdo de foto.png não é uma imagem PNG'] },
      ]);
      expect(Object.keys(api.ctx.db.files)).toHaveLength(files);
    },
  );

  it('serves a stored SVG named .png (saved before uploads were checked) as application/octet-stream, a sandboxed download', async () => {
    const { token } = await api.login();
    const anexo = api.ctx.db.chamados
      .all()
      .flatMap((ticket) => ticket.anexos)
      .find((candidate) => candidate.nome === DISGUISED_SVG_NAME)!;
    expect(anexo.tipo).toBe('image/svg+xml');
    const download = await api.call(token, anexo.url);
    expect(download.headers.get('content-type')).toBe('application/octet-stream');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(download.headers.get('content-security-policy')).toBe('sandbox');
    expect(await download.text()).toContain('<script>');
  });

  it('stores an avatar under its extension’s type and refuses an SVG named as a picture', async () => {
    const { token } = await api.login();
    const profile = (avatar: File) => {
      const body = multipart<AlteraPerfilInput>({ nome: 'Administrador', avatar });
      return api.call(token, '/v1/eu/altera-perfil', { method: 'PUT', body });
    };
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const refused = await profile(new File([svg], 'foto.png', { type: 'image/png' }));
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual([
      { campo: 'avatar', errors: ['O avatar deve ser uma imagem'] },
    ]);
    expect((await profile(new File([svg], 'foto.svg', { type: 'image/svg+xml' }))).status).toBe(400);

    const saved = await profile(
      new File([buildPng(2, 2, () => [0, 0, 0])], 'foto.png', { type: 'image/svg+xml' }),
    );
    expect(saved.status).toBe(200);
    const { avatarUrl } = (await saved.json()) as { avatarUrl: string };
    expect(api.ctx.db.files[avatarUrl.replace('/v1/arquivos/', '')].tipo).toBe('image/png');
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
