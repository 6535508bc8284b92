import type { CDPSession } from '@playwright/test';
import { KIB } from './stats';

/** One response as CDP's Network domain saw it. */
export interface Transfer {
  url: string;
  /** CDP's resource type, lower case: document, script, stylesheet, font, image, fetch, xhr, other… */
  type: string;
  /** Network.loadingFinished's encodedDataLength: the bytes received, headers included. */
  bytes: number;
}

/** What a first visit fetched from the site: the total and its split by resource type, in KiB. */
export interface TransferTally {
  totalKB: number;
  byTypeKB: Record<string, number>;
  requests: number;
  /** Requests to other origins (not counted): none is expected. */
  elsewhere: string[];
}

/** Adds up the responses from `origin`, by type. */
export function tallyTransfers(transfers: readonly Transfer[], origin: string): TransferTally {
  const byType: Record<string, number> = {};
  let total = 0;
  let requests = 0;
  const elsewhere: string[] = [];
  for (const transfer of transfers) {
    if (!transfer.url.startsWith('http')) continue;
    if (new URL(transfer.url).origin !== origin) {
      elsewhere.push(transfer.url);
      continue;
    }
    byType[transfer.type] = (byType[transfer.type] ?? 0) + transfer.bytes;
    total += transfer.bytes;
    requests++;
  }
  const byTypeKB = Object.fromEntries(
    Object.entries(byType)
      .sort(([, a], [, b]) => b - a)
      .map(([type, bytes]) => [type, Math.round((bytes / KIB) * 10) / 10]),
  );
  return { totalKB: total / KIB, byTypeKB, requests, elsewhere };
}

/** Requests that never end by design and so never hold up "the network is idle". */
const STREAMS = new Set(['eventsource', 'websocket']);

/**
 * Records a page's responses through CDP (Network.enable on `cdp`, before the navigation) and tells
 * when the network has been idle (no request in flight) for a while.
 */
export async function recordTransfers(cdp: CDPSession) {
  const requests = new Map<string, { url: string; type: string }>();
  const inFlight = new Set<string>();
  const finished: Transfer[] = [];
  let lastActivity = performance.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    const type = (event.type ?? 'other').toLowerCase();
    requests.set(event.requestId, { url: event.request.url, type });
    if (!STREAMS.has(type)) inFlight.add(event.requestId);
    lastActivity = performance.now();
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.type = event.type.toLowerCase();
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) finished.push({ ...request, bytes: event.encodedDataLength });
    inFlight.delete(event.requestId);
    lastActivity = performance.now();
  });
  cdp.on('Network.loadingFailed', (event) => {
    inFlight.delete(event.requestId);
    lastActivity = performance.now();
  });
  await cdp.send('Network.enable');
  return {
    transfers: () => [...finished],
    /** Resolves true once nothing has been in flight for `quietMs`, false when `timeoutMs` passes first. */
    idle: async (quietMs: number, timeoutMs: number): Promise<boolean> => {
      const end = performance.now() + timeoutMs;
      while (performance.now() < end) {
        if (inFlight.size === 0 && performance.now() - lastActivity >= quietMs) return true;
        await new Promise((done) => setTimeout(done, 100));
      }
      return false;
    },
  };
}
