import { createServer, request as httpRequest, type Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { seedDatabase } from '../mocks/db/seed';
import { apiPathOf, closeOnSignals, listenOnLoopback, readBody } from './http-io';

/**
 * The random-data run's API (issue 37): Stoplight Prism in mock mode (`prism mock -d`) answers every call
 * with random data the contract allows, and this thin layer in front of it pins only what the run needs
 * to get past the door: the session's user is an active administrator (only they may use the app; a
 * random `admin: false` signs out at once) who may do every action (a random subset of action codes
 * would hide the screens to walk). Everything else, the avatar's URL included, stays random: the point
 * is an app that holds up whatever contract-valid data a backend sends. The live socket, which Prism
 * does not serve, is refused (the app retries it quietly).
 *
 *   node --import tsx conformance/random-data-api.ts --port 8790 --prism http://127.0.0.1:4010 --base /dev/api
 */

export interface RandomDataApiOptions {
  port: number;
  /** Prism's address (its API is at its root). */
  prism: string;
  /** The API's path in the requests this layer receives (nginx's API_UPSTREAM_PATH). */
  base: string;
}

/** Every action code the demo's profiles grant: the administrator of the run may do them all. */
function everyActionCode(): string[] {
  const db = seedDatabase('demo');
  return [...new Set(db.resources.permissoes.all().flatMap((profile) => profile.acoes))].sort();
}

/** The answer of `path`, with what this run pins; null: forwarded as Prism gave it. */
function pinned(path: string, body: Buffer, actions: readonly string[]): Buffer | null {
  if (path === '/v1/eu/perfil') {
    const profile = JSON.parse(body.toString('utf8')) as { usuario: Record<string, unknown> };
    profile.usuario = { ...profile.usuario, admin: true, ativo: true };
    return Buffer.from(JSON.stringify(profile));
  }
  if (path === '/v1/eu/permissoes') return Buffer.from(JSON.stringify({ acoes: actions }));
  return null;
}

export function startRandomDataApi(options: RandomDataApiOptions): Promise<Server> {
  const actions = everyActionCode();
  const prism = new URL(options.prism);
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      const body = await readBody(incoming);
      const { path, search } = apiPathOf(incoming.url ?? '/', options.base);
      const headers = { ...incoming.headers, host: prism.host, 'content-length': String(body.length) };
      delete headers['accept-encoding'];
      const forwarded = httpRequest(
        {
          host: prism.hostname,
          port: prism.port,
          method: incoming.method,
          path: `${path}${search}`,
          headers,
        },
        (answer) => {
          void readBody(answer).then((answerBody) => {
            const status = answer.statusCode ?? 502;
            const changed = status === 200 ? pinned(path, answerBody, actions) : null;
            const sent = changed ?? answerBody;
            const answerHeaders = { ...answer.headers, 'content-length': String(sent.length) };
            delete answerHeaders['transfer-encoding'];
            outgoing.writeHead(status, answerHeaders);
            outgoing.end(sent);
          });
        },
      );
      forwarded.on('error', (error) => {
        outgoing.writeHead(502, { 'content-type': 'text/plain' });
        outgoing.end(`random-data API: ${error.message}`);
      });
      forwarded.end(body);
    })();
  });
  server.on('upgrade', (_request, socket) => socket.destroy());
  return listenOnLoopback(server, options.port);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8790' },
      prism: { type: 'string', default: 'http://127.0.0.1:4010' },
      base: { type: 'string', default: '/dev/api' },
    },
  });
  const server = await startRandomDataApi({
    port: Number(values.port),
    prism: values.prism,
    base: values.base,
  });
  console.log(`random-data API on http://127.0.0.1:${values.port}${values.base} → Prism at ${values.prism}`);
  closeOnSignals(server);
}
