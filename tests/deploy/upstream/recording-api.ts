import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the API received it from nginx. */
export interface ReceivedRequest {
  method: string;
  /** The path and query as they arrived (after nginx's rewrite). */
  url: string;
  headers: IncomingHttpHeaders;
}

export interface RecordingApi {
  /** http://127.0.0.1:<port>, for API_UPSTREAM. */
  url: string;
  /** Everything received, in order. */
  received: ReceivedRequest[];
  close: () => Promise<void>;
}

/** Headers a proxy answers for itself: not copied from the API's answer. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
]);

/**
 * A stand-in API on loopback that records the method, path and headers of every request nginx sends it,
 * then forwards the request to the suite's mock API (`target`) and answers with its answer: the app's
 * calls work as usual, and a test reads exactly what an API behind this nginx would have been told.
 */
export async function startRecordingApi(target: string): Promise<RecordingApi> {
  const received: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.entries(request.headers).flatMap(([name, value]) =>
        value === undefined || name === 'host' || HOP_BY_HOP.has(name)
          ? []
          : [[name, String(value)] as [string, string]],
      );
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      fetch(`${target}${request.url}`, { method: request.method, headers, body })
        .then(async (answer) => {
          const answered: Record<string, string> = {};
          answer.headers.forEach((value, name) => {
            if (!HOP_BY_HOP.has(name)) answered[name] = value;
          });
          response.writeHead(answer.status, answered).end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch((error: Error) =>
          response.writeHead(502, { 'Content-Type': 'text/plain' }).end(error.message),
        );
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
