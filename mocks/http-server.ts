import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { getResponse, HttpHandler, WebSocketHandler } from 'msw';
import type { MockDatabase } from './db/database';
import { seedDatabase } from './db/seed';
import type { SeedProfile } from './db/seed/seed-context';
import { createHandlers } from './handlers';
import { inMemoryAccess, type MockContext } from './kit/context';
import { LiveHub } from './kit/live-hub';
import { upgradeToMockSocket } from './http-socket';

/**
 * The mock API over real HTTP (`npm run mock:server -- --port 8787`): the same stateful handlers as
 * the browser worker and the Node tests, answering a real socket, with the live socket (/v1/ws) as a
 * real WebSocket. The production deployment suite and the benchmark put nginx (or any HTTP client) in
 * front of it. One database for every client, seeded at start; it lives as long as the process.
 */

export interface MockHttpServerOptions {
  port?: number;
  host?: string;
  /** Path of the API (default '/dev/api'). */
  apiBase?: string;
  profile?: SeedProfile;
  db?: MockDatabase;
  /** Logs each request (method, path, status) to stdout. */
  log?: boolean;
  /**
   * Listen on an address other hosts reach (0.0.0.0, a LAN address). The mock signs in anyone with the
   * demo's well-known passwords: never without being told.
   */
  allowRemote?: boolean;
  /**
   * The fixed authorization the cloud-instance calls must carry: the CLOUD_AUTHORIZATION of the nginx in
   * front (the mock's own value when not given).
   */
  cloudAuthorization?: string;
}

/** Whether `host` is reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

export interface MockHttpServer {
  server: Server;
  ctx: MockContext;
  /** http://host:port (the API is under `${url}${apiBase}`). */
  url: string;
  close: () => Promise<void>;
}

const NO_BODY = new Set(['GET', 'HEAD']);

async function toFetchRequest(message: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = message.method ?? 'GET';
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (!NO_BODY.has(method)) {
    const chunks: Buffer[] = [];
    for await (const chunk of message) chunks.push(chunk as Buffer);
    body = new Uint8Array(Buffer.concat(chunks));
  }
  return new Request(new URL(message.url ?? '/', origin), { method, headers, body });
}

async function writeFetchResponse(response: Response, res: ServerResponse, head: boolean): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  const body = head || response.body === null ? null : Buffer.from(await response.arrayBuffer());
  if (body) headers['content-length'] = String(body.length);
  res.writeHead(response.status, response.statusText || undefined, headers);
  res.end(body ?? undefined);
}

/** An error in the API's own shape (mocks/kit/respond.ts). */
function sendError(res: ServerResponse, status: number, erro: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ errors: [], erro }));
}

/**
 * A database of one's own: a request carrying this cookie is answered from a fresh seeded database of
 * that name (made at its first request, about 0.1 s), not the server's shared one. A test that writes
 * names one per attempt, so that it sees the seed whatever ran before it, and a retried test does not
 * meet the records its first attempt made (the same guarantee the browser mock gives every test).
 */
export const MOCK_DATABASE_COOKIE = 'retaguarda-mock-db';
const OWN_DATABASES_KEPT = 40;

function ownDatabaseName(cookieHeader: string | undefined): string | null {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === MOCK_DATABASE_COOKIE && value) return decodeURIComponent(value);
  }
  return null;
}

interface MockApi {
  ctx: MockContext;
  httpHandlers: HttpHandler[];
  socketHandlers: WebSocketHandler[];
}

function mockApiOf(ctx: MockContext): MockApi {
  const handlers = createHandlers(ctx);
  return {
    ctx,
    httpHandlers: handlers.filter((handler): handler is HttpHandler => handler instanceof HttpHandler),
    socketHandlers: handlers.filter(
      (handler): handler is WebSocketHandler => handler instanceof WebSocketHandler,
    ),
  };
}

/** Starts the mock API on `host:port` (port 0 picks a free one). */
export async function startMockHttpServer(options: MockHttpServerOptions = {}): Promise<MockHttpServer> {
  const host = options.host ?? '127.0.0.1';
  if (!isLoopbackHost(host) && !options.allowRemote) {
    throw new Error(
      `API simulada: ${host} é alcançável por outras máquinas e a API simulada aceita as senhas públicas da demonstração; use --allow-remote para escutar nele assim mesmo.`,
    );
  }
  const contextOf = (db: MockDatabase): MockContext => ({
    db,
    live: new LiveHub(),
    apiBase: options.apiBase ?? '/dev/api',
    now: () => new Date(),
    access: inMemoryAccess,
    cloudAuthorization: options.cloudAuthorization,
  });
  const main = mockApiOf(contextOf(options.db ?? seedDatabase(options.profile ?? 'demo')));
  const ctx = main.ctx;
  const ownDatabases = new Map<string, MockApi>();
  /** The API of the request's own database (MOCK_DATABASE_COOKIE), or the server's. */
  const apiFor = (req: IncomingMessage): MockApi => {
    const name = ownDatabaseName(req.headers.cookie);
    if (!name) return main;
    let api = ownDatabases.get(name);
    if (!api) {
      api = mockApiOf(contextOf(seedDatabase(options.profile ?? 'demo')));
      ownDatabases.set(name, api);
      // The oldest goes first: a run of many tests keeps only the recent ones in memory.
      if (ownDatabases.size > OWN_DATABASES_KEPT) ownDatabases.delete(ownDatabases.keys().next().value!);
    }
    return api;
  };
  let origin = '';

  const server = createServer((req, res) => {
    void (async () => {
      const request = await toFetchRequest(req, origin);
      const response = await getResponse(apiFor(req).httpHandlers, request, { quiet: true });
      if (options.log) console.log(`${req.method} ${req.url} ${response?.status ?? 404}`);
      if (!response)
        return sendError(res, 404, `Rota não encontrada na API simulada: ${req.method} ${req.url}`);
      await writeFetchResponse(response, res, req.method === 'HEAD');
    })().catch((error: unknown) => {
      console.error('API simulada:', error);
      if (!res.headersSent) sendError(res, 500, 'Erro interno da API simulada');
      else res.destroy();
    });
  });
  server.on('upgrade', (req, socket) => {
    if (options.log) console.log(`UPGRADE ${req.url}`);
    socket.on('error', () => socket.destroy());
    void upgradeToMockSocket(req, socket, apiFor(req).socketHandlers, origin.replace(/^http/, 'ws')).catch(
      () => socket.destroy(),
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8787, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    server,
    ctx,
    url: origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * `tsx mocks/http-server.ts --port 8787 [--host 127.0.0.1 [--allow-remote]] [--profile demo|large] [--log]
 * [--cloud-authorization "$CLOUD_AUTHORIZATION"]` (the value of the nginx in front)
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8787' },
      host: { type: 'string', default: '127.0.0.1' },
      profile: { type: 'string', default: 'demo' },
      'api-base': { type: 'string', default: '/dev/api' },
      log: { type: 'boolean', default: false },
      'allow-remote': { type: 'boolean', default: false },
      'cloud-authorization': { type: 'string' },
    },
  });
  const mock = await startMockHttpServer({
    port: Number(values.port),
    host: values.host,
    profile: values.profile as SeedProfile,
    apiBase: values['api-base'],
    log: values.log,
    allowRemote: values['allow-remote'],
    cloudAuthorization: values['cloud-authorization'],
  });
  console.log(
    `API simulada em ${mock.url}${mock.ctx.apiBase} (socket ${mock.url.replace(/^http/, 'ws')}${mock.ctx.apiBase}/v1/ws)`,
  );
  const stop = () => void mock.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
