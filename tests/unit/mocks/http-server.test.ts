import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@mocks/db/seed/accounts';
import { isLoopbackHost, startMockHttpServer, type MockHttpServer } from '@mocks/http-server';
import { acceptKey, decodeFrames, encodeFrame } from '@mocks/http-socket';
import type { ChamadoInput, LoginInput } from '@generated/api/model';
import { multipart } from '../../request-body';

/**
 * The mock API over real HTTP (mocks/http-server.ts), as the deployment suite and the benchmark use it:
 * a real port, real fetch and a real WebSocket (no msw interception in this file).
 */

let mock: MockHttpServer;
let api: string;

beforeAll(async () => {
  mock = await startMockHttpServer({ port: 0 });
  api = `${mock.url}/dev/api`;
});
afterAll(() => mock.close());

async function login(email: string = DEMO_ACCOUNTS.admin.email): Promise<string> {
  const response = await fetch(`${api}/v1/authorization/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, senha: DEMO_PASSWORD } satisfies LoginInput),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

describe('HTTP', () => {
  it('signs in, answers an authorized call, and refuses with the API error shape', async () => {
    const token = await login();
    const profile = await fetch(`${api}/v1/eu/perfil`, { headers: { Authorization: `Bearer ${token}` } });
    expect(profile.status).toBe(200);
    expect(profile.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await profile.json()).toMatchObject({
      usuario: { id: DEMO_ACCOUNTS.admin.id, email: DEMO_ACCOUNTS.admin.email },
    });

    const wrong = await fetch(`${api}/v1/authorization/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.admin.email, senha: 'errada' } satisfies LoginInput),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ errors: [], erro: 'E-mail ou senha inválidos' });
  });

  it('answers a path no handler takes with 404 in the API error shape', async () => {
    const response = await fetch(`${api}/v1/nada-aqui`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      errors: [],
      erro: 'Rota não encontrada na API simulada: GET /dev/api/v1/nada-aqui',
    });
  });

  it('takes a multipart upload and serves the stored file back byte for byte', async () => {
    const token = await login();
    const bytes = new Uint8Array(3000).map((_, i) => (i * 7) % 256);
    const form = multipart<ChamadoInput>({
      setor: 'SUPORTE',
      titulo: 'Chamado enviado pelo servidor HTTP simulado',
      descricao: '<p>Com um anexo.</p>',
      anexos: [new File([bytes], 'dados.txt', { type: 'text/plain' })],
    });
    const created = await fetch(`${api}/v1/chamados`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(created.status).toBe(201);
    const ticket = (await created.json()) as {
      anexos: Array<{ nome: string; url: string; tamanho: number }>;
    };
    expect(ticket.anexos).toEqual([expect.objectContaining({ nome: 'dados.txt', tamanho: 3000 })]);

    const file = await fetch(new URL(`${api}${ticket.anexos[0].url}`), {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });
});

describe('live socket', () => {
  it("delivers a user's events to a real WebSocket and forgets the connection once it closes", async () => {
    const token = await login();
    const socket = new WebSocket(
      `${mock.url.replace('http', 'ws')}/dev/api/v1/ws?usu_id=${DEMO_ACCOUNTS.admin.id}`,
    );
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve);
      socket.addEventListener('error', reject);
    });
    await vi.waitFor(() => expect(mock.ctx.live.connectionsOf(DEMO_ACCOUNTS.admin.id)).toBe(1));

    const message = new Promise<unknown>((resolve) =>
      socket.addEventListener('message', (event) => resolve(JSON.parse(String(event.data)))),
    );
    const unread = await fetch(`${api}/v1/notificacoes?lido=false`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const [first] = ((await unread.json()) as { items: Array<{ id: number }>; totalItens: number }).items;
    const count = await fetch(`${api}/v1/notificacoes/conta-notificacao`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const before = ((await count.json()) as { nao_lidas: number }).nao_lidas;
    await fetch(`${api}/v1/notificacoes/lido/${first.id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await message).toEqual({
      tipo_evento: 'NOTIFICACOES',
      status: 'SUCESSO',
      dados: { nao_lidas: before - 1 },
    });

    socket.close();
    await vi.waitFor(() => expect(mock.ctx.live.connectionsOf(DEMO_ACCOUNTS.admin.id)).toBe(0));
  });

  it('refuses an upgrade on a path without a socket', async () => {
    const socket = new WebSocket(`${mock.url.replace('http', 'ws')}/dev/api/v1/outra-coisa`);
    const outcome = await new Promise<string>((resolve) => {
      socket.addEventListener('open', () => resolve('open'));
      socket.addEventListener('error', () => resolve('error'));
    });
    expect(outcome).toBe('error');
  });
});

describe('WebSocket frames', () => {
  it('answers the handshake key of RFC 6455', () => {
    expect(acceptKey('dGhlIHNhbXBsZSBub25jZQ==')).toBe('s3pPLMBiTxaQ9kYGzzhZRbK+xOo=');
  });

  it('encodes the three length forms and decodes masked client frames, keeping an incomplete tail', () => {
    for (const size of [5, 300, 70_000]) {
      const payload = Buffer.alloc(size, 'a');
      const frame = encodeFrame(0x1, payload);
      expect(frame.length).toBe(size + (size < 126 ? 2 : size < 65_536 ? 4 : 10));
      expect(decodeFrames(frame).frames).toEqual([{ fin: true, opcode: 0x1, payload }]);
    }

    // A client frame: masked with a key, as browsers send them.
    const text = Buffer.from('olá, servidor');
    const mask = Buffer.from([1, 2, 3, 4]);
    const masked = Buffer.concat([
      Buffer.from([0x81, 0x80 | text.length]),
      mask,
      text.map((byte, i) => byte ^ mask[i % 4]),
    ]);
    const { frames, rest } = decodeFrames(Buffer.concat([masked, masked.subarray(0, 3)]));
    expect(frames).toEqual([{ fin: true, opcode: 0x1, payload: text }]);
    expect(rest).toEqual(masked.subarray(0, 3));
  });
});

describe('where it listens', () => {
  it('refuses an address other machines reach unless told explicitly (it signs in anyone with the demo passwords)', async () => {
    for (const host of ['0.0.0.0', '::', '192.168.0.10']) {
      await expect(startMockHttpServer({ host, port: 0 })).rejects.toThrow(/--allow-remote/);
    }
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1'])
      expect(isLoopbackHost(host)).toBe(true);
    const remote = await startMockHttpServer({ host: '0.0.0.0', port: 0, allowRemote: true });
    await remote.close();
  });
});
