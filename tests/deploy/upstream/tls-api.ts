import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { Duplex } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import { acceptKey, encodeFrame } from '../../../mocks/http-socket';

/** What an upstream saw of one request: the TLS server name (SNI) nginx sent, the path, the Host. */
export interface SeenRequest {
  upstream: string;
  /** false: the client sent none. */
  sni: string | false;
  url: string;
  host: string | undefined;
  /** What the proxy said of the caller (X-Forwarded-For, Forwarded). */
  forwardedFor?: string;
  forwarded?: string;
}

export interface TlsApi {
  /** Everything this upstream answered, in order. */
  seen: SeenRequest[];
  close: () => Promise<void>;
}

/**
 * A stand-in for the real API over HTTPS on a loopback address: it answers every request, and every
 * live-socket upgrade with one text frame, with JSON saying which upstream it is and what it received
 * (and paths ending in /redirect with a redirect).
 */
export async function startTlsApi(
  name: string,
  address: string,
  port: number,
  tls: { keyFile: string; certFile: string },
): Promise<TlsApi> {
  const seen: SeenRequest[] = [];
  const record = (
    url: string | undefined,
    socket: TLSSocket,
    host: string | undefined,
    headers: IncomingHttpHeaders = {},
  ) => {
    const entry: SeenRequest = { upstream: name, sni: socket.servername ?? false, url: url ?? '', host };
    if (headers['x-forwarded-for']) entry.forwardedFor = String(headers['x-forwarded-for']);
    if (headers.forwarded) entry.forwarded = String(headers.forwarded);
    seen.push(entry);
    return JSON.stringify(entry);
  };
  const server: Server = createServer(
    { key: readFileSync(tls.keyFile), cert: readFileSync(tls.certFile) },
    (request, response) => {
      const body = record(request.url, request.socket as TLSSocket, request.headers.host, request.headers);
      // …/redirect answers a redirect to the API's own absolute URL of …/moved, as APIs do after a POST.
      if (request.url?.endsWith('/redirect')) {
        const location = `https://${request.headers.host}${request.url.replace(/redirect$/, 'moved')}`;
        response.writeHead(303, { Location: location }).end();
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(body);
    },
  );
  // Upgraded sockets are the test's to end: the server no longer counts them as connections.
  const sockets = new Set<Duplex>();
  server.on('upgrade', (request, socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.once('end', () => socket.end());
    const body = record(request.url, socket as TLSSocket, request.headers.host);
    socket.write(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        `Sec-WebSocket-Accept: ${acceptKey(String(request.headers['sec-websocket-key']))}\r\n\r\n`,
    );
    socket.write(encodeFrame(0x1, Buffer.from(body)));
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, address, () => resolve());
  });
  return {
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
