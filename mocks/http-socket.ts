import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocketHandler, WebSocketHandlerConnection } from 'msw';

/**
 * The live socket of the mock API over real HTTP: a small RFC 6455 server (text frames, ping, close;
 * no extensions) whose connections are handed to the msw `ws` handlers of the mock API (LiveHub), the
 * same handlers the browser worker and the Node tests use. msw types the handlers against connection
 * handles so that a connection living anywhere can be given to them.
 */

const HANDSHAKE_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const OPCODE = { continuation: 0x0, text: 0x1, binary: 0x2, close: 0x8, ping: 0x9, pong: 0xa } as const;

type ClientHandle = WebSocketHandlerConnection['client'];
type ServerHandle = WebSocketHandlerConnection['server'];

/** The Sec-WebSocket-Accept value answering a client's Sec-WebSocket-Key. */
export function acceptKey(key: string): string {
  return createHash('sha1')
    .update(key + HANDSHAKE_GUID)
    .digest('base64');
}

/** One unmasked, unfragmented frame (what a server sends). */
export function encodeFrame(opcode: number, payload: Buffer = Buffer.alloc(0)): Buffer {
  const length = payload.length;
  const header = length < 126 ? Buffer.alloc(2) : length < 65_536 ? Buffer.alloc(4) : Buffer.alloc(10);
  header[0] = 0x80 | opcode;
  if (length < 126) header[1] = length;
  else if (length < 65_536) {
    header[1] = 126;
    header.writeUInt16BE(length, 2);
  } else {
    header[1] = 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  return Buffer.concat([header, payload]);
}

export interface Frame {
  fin: boolean;
  opcode: number;
  payload: Buffer;
}

/** The complete frames at the start of `buffer` (client frames are masked) and the bytes left over. */
export function decodeFrames(buffer: Buffer): { frames: Frame[]; rest: Buffer } {
  const frames: Frame[] = [];
  let offset = 0;
  while (buffer.length - offset >= 2) {
    const first = buffer[offset];
    const second = buffer[offset + 1];
    let length = second & 0x7f;
    let cursor = offset + 2;
    if (length === 126) {
      if (buffer.length < cursor + 2) break;
      length = buffer.readUInt16BE(cursor);
      cursor += 2;
    } else if (length === 127) {
      if (buffer.length < cursor + 8) break;
      length = Number(buffer.readBigUInt64BE(cursor));
      cursor += 8;
    }
    const masked = (second & 0x80) !== 0;
    const mask = masked ? buffer.subarray(cursor, cursor + 4) : null;
    if (masked) cursor += 4;
    if (buffer.length < cursor + length) break;
    const payload = Buffer.from(buffer.subarray(cursor, cursor + length));
    if (mask) for (let i = 0; i < payload.length; i++) payload[i] ^= mask[i % 4];
    frames.push({ fin: (first & 0x80) !== 0, opcode: first & 0x0f, payload });
    offset = cursor + length;
  }
  return { frames, rest: buffer.subarray(offset) };
}

/** The client side of one upgraded connection, as the msw handlers see it. */
class SocketClient extends EventTarget {
  readonly id = randomUUID();
  private closed = false;

  constructor(
    readonly url: URL,
    private readonly socket: Duplex,
  ) {
    super();
  }

  send(data: unknown): void {
    if (this.closed) return;
    const text = typeof data === 'string' ? data : String(data);
    this.socket.write(encodeFrame(OPCODE.text, Buffer.from(text)));
  }

  close(code = 1000, reason = ''): void {
    if (this.closed) return;
    const payload = Buffer.alloc(2 + Buffer.byteLength(reason));
    payload.writeUInt16BE(code, 0);
    payload.write(reason, 2);
    this.socket.end(encodeFrame(OPCODE.close, payload));
    this.markClosed();
  }

  /** The connection ended (either side): the handlers hear 'close' once. */
  markClosed(): void {
    if (this.closed) return;
    this.closed = true;
    this.dispatchEvent(new Event('close'));
  }

  receive(frame: Frame, pending: Buffer[]): void {
    if (frame.opcode === OPCODE.ping) this.socket.write(encodeFrame(OPCODE.pong, frame.payload));
    else if (frame.opcode === OPCODE.close)
      this.close(frame.payload.length >= 2 ? frame.payload.readUInt16BE(0) : 1000);
    else if (
      frame.opcode === OPCODE.text ||
      frame.opcode === OPCODE.binary ||
      frame.opcode === OPCODE.continuation
    ) {
      pending.push(frame.payload);
      if (!frame.fin) return;
      const data = Buffer.concat(pending.splice(0)).toString('utf8');
      this.dispatchEvent(new MessageEvent('message', { data }));
    }
  }
}

/** No original server stands behind the mock: its handle does nothing. */
class NoServer extends EventTarget {
  connect(): void {}
  send(): void {}
  close(): void {}
}

/**
 * Answers an HTTP upgrade to the WebSocket protocol when a `ws` handler of the mock API takes its URL;
 * otherwise refuses it with 404. `origin` is the server's own origin (ws://host:port).
 */
export async function upgradeToMockSocket(
  request: IncomingMessage,
  socket: Duplex,
  handlers: WebSocketHandler[],
  origin: string,
): Promise<void> {
  const key = request.headers['sec-websocket-key'];
  const url = new URL(request.url ?? '/', origin);
  const client = new SocketClient(url, socket);
  const handler = handlers.find((candidate) => candidate.test(url));
  if (typeof key !== 'string' || !handler) {
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    return;
  }
  socket.write(
    'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
      `Sec-WebSocket-Accept: ${acceptKey(key)}\r\n\r\n`,
  );
  let buffered: Buffer = Buffer.alloc(0);
  const pending: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => {
    const { frames, rest } = decodeFrames(Buffer.concat([buffered, chunk]));
    buffered = rest;
    for (const frame of frames) client.receive(frame, pending);
  });
  socket.on('close', () => client.markClosed());
  socket.on('error', () => client.markClosed());
  await handler.run({
    client: client as unknown as ClientHandle,
    server: new NoServer() as unknown as ServerHandle,
    info: { protocols: undefined },
  });
}
