import { appendFileSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { readContract } from './contract';
import { ContractValidator, type Verdict } from './validate';
import { apiPathOf, closeOnSignals, listenOnLoopback, readBody } from './http-io';

/**
 * The validating proxy of the conformance run (issue 37): it sits between the deployment's nginx and the
 * API (the mock API over HTTP, or a real backend), forwards every exchange unchanged, and checks each one
 * against the bundled contract (./validate.ts). Each exchange is one line of a JSON Lines report, with the
 * operation it reached and its violations; ./report.ts sums the report up and fails on any violation.
 *
 *   node --import tsx conformance/proxy.ts --port 8788 --upstream http://127.0.0.1:8787/dev/api \
 *     --base /dev/api --report test-results/conformance.jsonl
 *
 * The live socket (x-websocket) is piped through as it is: the contract describes its messages, not an
 * HTTP exchange.
 */

export interface ConformanceProxyOptions {
  port: number;
  host?: string;
  /** scheme://host[:port][/path] of the API: a request to `${base}/v1/x` goes to `${upstream}/v1/x`. */
  upstream: string;
  /** The API's path in the requests the proxy receives (nginx's API_UPSTREAM_PATH). */
  base: string;
  /** The JSON Lines report (emptied at start). */
  report: string;
  /** The bundled contract (generated/openapi.yaml). */
  contract: string;
}

export interface ReportLine extends Verdict {
  method: string;
  path: string;
  status: number;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
]);

function single(headers: IncomingMessage['headers']): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]),
  );
}

/** The bytes as the API meant them: an answer compressed on the way is checked decompressed. */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
  try {
    if (encoding === 'gzip') return gunzipSync(body);
    if (encoding === 'br') return brotliDecompressSync(body);
    if (encoding === 'deflate') return inflateSync(body);
  } catch {
    return body;
  }
  return body;
}

/** The checker's verdict; a checker that throws is one more violation, not a proxy that stops. */
function checked(check: () => Verdict): Verdict {
  try {
    return check();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      operationId: null,
      violations: [{ at: 'checker', message: `o verificador falhou: ${message}` }],
    };
  }
}

export function startConformanceProxy(options: ConformanceProxyOptions): Promise<Server> {
  const validator = new ContractValidator(readContract(options.contract));
  const upstream = new URL(options.upstream);
  const upstreamPath = upstream.pathname.replace(/\/$/, '');
  const send = upstream.protocol === 'https:' ? httpsRequest : httpRequest;
  writeFileSync(options.report, '');

  /** The API's own path of a request under the base; a request elsewhere (a probe) goes through unchecked. */
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      const requestBody = await readBody(incoming);
      const { underBase, path, query, search } = apiPathOf(incoming.url ?? '/', options.base);
      const headers = Object.fromEntries(
        Object.entries(incoming.headers).filter(([name]) => !HOP_BY_HOP.has(name) && name !== 'host'),
      );
      const forwarded = send(
        {
          host: upstream.hostname,
          port: upstream.port || undefined,
          method: incoming.method,
          path: underBase ? `${upstreamPath}${path}${search}` : (incoming.url ?? '/'),
          headers: { ...headers, host: upstream.host, 'content-length': String(requestBody.length) },
        },
        (answer) => {
          void readBody(answer).then((responseBody) => {
            const responseHeaders = Object.fromEntries(
              Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
            );
            outgoing.writeHead(answer.statusCode ?? 502, {
              ...responseHeaders,
              'content-length': responseBody.length,
            });
            outgoing.end(responseBody);
            if (!underBase) return;
            const status = answer.statusCode ?? 502;
            const verdict = checked(() =>
              validator.check({
                method: incoming.method ?? 'GET',
                path,
                query,
                requestHeaders: single(incoming.headers),
                requestBody,
                status,
                responseHeaders: single(answer.headers),
                responseBody: decoded(responseBody, answer.headers['content-encoding']),
              }),
            );
            const line: ReportLine = { method: incoming.method ?? 'GET', path, status, ...verdict };
            appendFileSync(options.report, `${JSON.stringify(line)}\n`);
            for (const violation of verdict.violations) {
              console.error(
                `fora do contrato: ${line.method} ${path} (${verdict.operationId ?? '?'}) ${violation.at}: ${violation.message}`,
              );
            }
          });
        },
      );
      forwarded.on('error', (error) => {
        outgoing.writeHead(502, { 'content-type': 'text/plain' });
        outgoing.end(`conformance proxy: ${error.message}`);
      });
      forwarded.end(requestBody);
    })();
  });

  // The live socket: the upgrade request goes to the API as it came, and both sockets are piped.
  server.on('upgrade', (incoming: IncomingMessage, client: Socket, head: Buffer) => {
    const { path, search } = apiPathOf(incoming.url ?? '/', options.base);
    const port = Number(upstream.port || (upstream.protocol === 'https:' ? 443 : 80));
    const target =
      upstream.protocol === 'https:'
        ? tlsConnect({ host: upstream.hostname, port, servername: upstream.hostname })
        : netConnect({ host: upstream.hostname, port });
    target.on('connect', () => {
      const lines = [`${incoming.method} ${upstreamPath}${path}${search} HTTP/1.1`];
      for (let index = 0; index < incoming.rawHeaders.length; index += 2) {
        const name = incoming.rawHeaders[index];
        lines.push(
          `${name}: ${name.toLowerCase() === 'host' ? upstream.host : incoming.rawHeaders[index + 1]}`,
        );
      }
      target.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) target.write(head);
      target.pipe(client);
      client.pipe(target);
    });
    const close = () => {
      target.destroy();
      client.destroy();
    };
    target.on('error', close);
    client.on('error', close);
  });

  return listenOnLoopback(server, options.port, options.host);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8788' },
      upstream: { type: 'string', default: 'http://127.0.0.1:8787/dev/api' },
      base: { type: 'string', default: '/dev/api' },
      report: { type: 'string', default: 'test-results/conformance.jsonl' },
      contract: { type: 'string', default: 'generated/openapi.yaml' },
    },
  });
  const server = await startConformanceProxy({
    port: Number(values.port),
    upstream: values.upstream,
    base: values.base,
    report: values.report,
    contract: values.contract,
  });
  console.log(`conformance proxy on http://127.0.0.1:${values.port}${values.base} → ${values.upstream}`);
  closeOnSignals(server);
}
