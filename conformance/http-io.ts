import type { IncomingMessage, Server } from 'node:http';

/** The whole body of a request or an answer. */
export function readBody(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/**
 * A request's address read against the API's base path (`base`: '/api', or '' at the root): its path
 * under the base (`underBase`; a path outside it is left whole), its query, and the query as sent.
 */
export function apiPathOf(url: string, base: string) {
  const { pathname, searchParams } = new URL(url, 'http://loopback');
  const underBase = pathname.startsWith(`${base}/`);
  return {
    underBase,
    path: underBase ? pathname.slice(base.length) : pathname,
    query: searchParams,
    search: url.includes('?') ? url.slice(url.indexOf('?')) : '',
  };
}

/** Starts `server` on loopback at `port`; resolves once it listens. */
export function listenOnLoopback(server: Server, port: number, host = '127.0.0.1'): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** A command-line server stops when asked to (the scripts that start it send TERM at their end). */
export function closeOnSignals(server: Server): void {
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
