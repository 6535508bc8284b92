import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';

export interface DnsServer {
  port: number;
  /** The names asked for, in order (any record type). */
  queries: string[];
  /** Answers `name`'s A queries with `address` from now on. */
  set: (name: string, address: string) => void;
  close: () => Promise<void>;
}

const TYPE_A = 1;

/** The question's name (labels from offset 12) and where the question's type starts. */
function readQuestion(message: Buffer): { name: string; end: number } {
  const labels: string[] = [];
  let offset = 12;
  while (message[offset] !== 0) {
    const length = message[offset];
    labels.push(message.subarray(offset + 1, offset + 1 + length).toString('ascii'));
    offset += length + 1;
  }
  return { name: labels.join('.').toLowerCase(), end: offset + 1 };
}

/**
 * A DNS server on 127.0.0.1 (UDP, a free port) for nginx's resolver in the deployment suite: A records
 * of the names it was given, with a TTL of one second; no record of any other type (an empty answer),
 * NXDOMAIN for other names. Enough for nginx, not a general DNS server.
 */
export async function startDnsServer(): Promise<DnsServer> {
  const records = new Map<string, string>();
  const queries: string[] = [];
  const socket = createSocket('udp4');
  socket.on('message', (message, peer) => {
    if (message.length < 17) return;
    const { name, end } = readQuestion(message);
    const type = message.readUInt16BE(end);
    queries.push(name);
    const address = records.get(name);
    const header = Buffer.alloc(12);
    message.copy(header, 0, 0, 2); // the query's id
    header.writeUInt16BE(0x8180 | (address ? 0 : 3), 2); // a response, recursion available; NXDOMAIN for unknown names
    header.writeUInt16BE(1, 4); // the question, repeated
    const answers: Buffer[] = [];
    if (address && type === TYPE_A) {
      const answer = Buffer.alloc(16);
      answer.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
      answer.writeUInt16BE(TYPE_A, 2);
      answer.writeUInt16BE(1, 4); // class IN
      answer.writeUInt32BE(1, 6); // TTL: one second
      answer.writeUInt16BE(4, 10);
      address.split('.').forEach((part, index) => answer.writeUInt8(Number(part), 12 + index));
      answers.push(answer);
    }
    header.writeUInt16BE(answers.length, 6);
    socket.send(Buffer.concat([header, message.subarray(12, end + 4), ...answers]), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', () => resolve()));
  return {
    port: (socket.address() as AddressInfo).port,
    queries,
    set: (name, address) => records.set(name.toLowerCase(), address),
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
