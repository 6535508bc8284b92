import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { startConformanceProxy, type ReportLine } from '../../../conformance/proxy';
import { smallContract, THING } from './support';

/**
 * The validating proxy (conformance/proxy.ts) between fetch and a tiny upstream answering fixed JSON, with
 * the small contract of ./support.ts written to a YAML file: the client gets the upstream's answer as it
 * was, and the report gets one line per call under the API's base, with the operation and its violations.
 */

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const received: Received[] = [];
let upstream: Server;
let proxy: Server;
let origin: string;
let folder: string;
let report: string;

const json = (status: number, value: unknown, headers: Record<string, string> = {}) => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  body: Buffer.from(JSON.stringify(value)),
});

/** The upstream's fixed answers by method and path (the API lives under /api there). */
const ROUTES: Record<string, () => { status: number; headers: Record<string, string>; body: Buffer }> = {
  'GET /api/v1/things': () => json(200, { totalItens: 1, items: [THING] }),
  // A deliberately wrong answer: no nome.
  'GET /api/v1/things/7': () => json(200, { id: 7, situacao: 'ATIVO' }, { 'x-upstream': 'sim' }),
  // Compressed on the way, with a situacao the contract does not have.
  'GET /api/v1/things/8': () => ({
    status: 200,
    headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    body: gzipSync(JSON.stringify({ ...THING, id: 8, situacao: 'EXCLUIDO' })),
  }),
  'POST /api/v1/things': () => json(201, THING),
  'GET /health': () => ({ status: 200, headers: { 'content-type': 'text/plain' }, body: Buffer.from('ok') }),
};

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

const close = (server: Server | undefined) =>
  new Promise<void>((resolve) => {
    if (!server) return resolve();
    server.closeAllConnections();
    server.close(() => resolve());
  });

beforeAll(async () => {
  upstream = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = request.url ?? '/';
      received.push({
        method: request.method ?? '',
        url,
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      });
      const route = ROUTES[`${request.method} ${url.split('?')[0]}`];
      const answer = route ? route() : json(404, { erro: 'Não encontrado' });
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body);
    });
  });
  // The live socket: a 101 and then every byte echoed.
  upstream.on('upgrade', (request, socket) => {
    received.push({ method: 'UPGRADE', url: request.url ?? '', headers: request.headers, body: '' });
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    socket.on('data', (chunk: Buffer) => socket.write(chunk));
    socket.on('end', () => socket.end());
  });
  const upstreamPort = await listen(upstream);

  folder = mkdtempSync(join(tmpdir(), 'conformance-proxy-'));
  report = join(folder, 'conformance.jsonl');
  const contract = join(folder, 'openapi.yaml');
  writeFileSync(contract, stringify(smallContract()));
  proxy = await startConformanceProxy({
    port: 0,
    upstream: `http://127.0.0.1:${upstreamPort}/api`,
    base: '/dev/api',
    report,
    contract,
  });
  origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await close(proxy);
  await close(upstream);
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const reportLines = (): ReportLine[] =>
  readFileSync(report, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReportLine);

/** The report's lines the calls in `run` added. */
async function linesOf(run: () => Promise<void>): Promise<ReportLine[]> {
  const before = reportLines().length;
  await run();
  return reportLines().slice(before);
}

const auth = { Authorization: 'Bearer um.token' };

describe('the conformance proxy', () => {
  it('forwards a valid call unchanged and reports it with its operation and no violation', async () => {
    let status = 0;
    let body: unknown;
    const lines = await linesOf(async () => {
      const response = await fetch(`${origin}/dev/api/v1/things?pagina=1&situacao=ATIVO`, { headers: auth });
      status = response.status;
      body = await response.json();
    });
    expect(status).toBe(200);
    expect(body).toEqual({ totalItens: 1, items: [THING] });
    expect(received.at(-1)).toMatchObject({ method: 'GET', url: '/api/v1/things?pagina=1&situacao=ATIVO' });
    expect(lines).toEqual([
      { method: 'GET', path: '/v1/things', status: 200, operationId: 'listaThings', violations: [] },
    ]);
  });

  it('hands the client a wrong answer as it came, and reports where it breaks the contract', async () => {
    let response: Response | undefined;
    let body: unknown;
    const lines = await linesOf(async () => {
      response = await fetch(`${origin}/dev/api/v1/things/7`, { headers: auth });
      body = await response.json();
    });
    expect(response?.status).toBe(200);
    expect(response?.headers.get('x-upstream')).toBe('sim');
    expect(body).toEqual({ id: 7, situacao: 'ATIVO' });
    expect(lines).toEqual([
      {
        method: 'GET',
        path: '/v1/things/7',
        status: 200,
        operationId: 'buscaThing',
        violations: [{ at: 'response.body.nome', message: "must have required property 'nome'" }],
      },
    ]);
  });

  it('checks a compressed answer decompressed', async () => {
    const lines = await linesOf(async () => {
      const response = await fetch(`${origin}/dev/api/v1/things/8`, { headers: auth });
      expect(await response.json()).toEqual({ ...THING, id: 8, situacao: 'EXCLUIDO' });
    });
    expect(lines.map(({ operationId, violations }) => [operationId, violations.map(({ at }) => at)])).toEqual(
      [['buscaThing', ['response.body.situacao']]],
    );
  });

  it('forwards a request body byte for byte and reports a missing required header', async () => {
    const sent = JSON.stringify({ nome: 'Ação', situacao: 'ATIVO' });
    const lines = await linesOf(async () => {
      const response = await fetch(`${origin}/dev/api/v1/things`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: sent,
      });
      expect(response.status).toBe(201);
      await response.arrayBuffer();
    });
    expect(received.at(-1)).toMatchObject({ method: 'POST', url: '/api/v1/things', body: sent });
    expect(lines).toEqual([
      {
        method: 'POST',
        path: '/v1/things',
        status: 201,
        operationId: 'criaThing',
        violations: [{ at: 'request.header.Idempotency-Key', message: 'parâmetro obrigatório ausente' }],
      },
    ]);
  });

  it('reports a call no operation takes, with the upstream status passed through', async () => {
    const lines = await linesOf(async () => {
      const response = await fetch(`${origin}/dev/api/v1/outra-coisa`, { headers: auth });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ erro: 'Não encontrado' });
    });
    expect(lines).toEqual([
      {
        method: 'GET',
        path: '/v1/outra-coisa',
        status: 404,
        operationId: null,
        violations: [{ at: 'request', message: expect.stringContaining('GET /v1/outra-coisa') as string }],
      },
    ]);
  });

  it('forwards a request outside the API base as it is, without a report line', async () => {
    const lines = await linesOf(async () => {
      const response = await fetch(`${origin}/health`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('ok');
    });
    expect(received.at(-1)).toMatchObject({ method: 'GET', url: '/health' });
    expect(lines).toEqual([]);
  });

  it('keeps running after a path with a malformed percent escape, and reports it', async () => {
    const lines = await linesOf(async () => {
      const response = await fetch(`${origin}/dev/api/v1/things/%E0%A4%A`, { headers: auth });
      expect(response.status).toBe(404);
      await response.arrayBuffer();
      const next = await fetch(`${origin}/health`);
      expect(next.status).toBe(200);
      await next.arrayBuffer();
    });
    expect(lines.map(({ operationId, violations }) => [operationId, violations.map(({ at }) => at)])).toEqual(
      [['buscaThing', ['request.path.id']]],
    );
  });

  it('pipes a WebSocket upgrade under the base to the upstream path, without a report line', async () => {
    const lines = await linesOf(async () => {
      const { port } = new URL(origin);
      const socket = connect({ host: '127.0.0.1', port: Number(port) });
      const echoed = new Promise<string>((resolve, reject) => {
        let seen = '';
        let pinged = false;
        socket.on('data', (chunk: Buffer) => {
          seen += chunk.toString();
          // Once the upstream's 101 is through, bytes sent are the upstream's to echo.
          if (!pinged && seen.includes('\r\n\r\n')) {
            pinged = true;
            socket.write('ping');
          }
          if (seen.endsWith('\r\n\r\nping')) resolve(seen);
        });
        socket.on('error', reject);
      });
      socket.write(
        'GET /dev/api/v1/socket?token=abc HTTP/1.1\r\nHost: retaguarda\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
      );
      const text = await echoed;
      socket.destroy();
      expect(text).toMatch(/^HTTP\/1\.1 101 /);
    });
    expect(received.at(-1)).toMatchObject({ method: 'UPGRADE', url: '/api/v1/socket?token=abc' });
    expect(lines).toEqual([]);
  });
});
