import type { CDPSession } from '@playwright/test';
import { MIB } from './stats';

/** The parts of a V8 heap snapshot (.heapsnapshot JSON) that size its nodes. */
export interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
}

/**
 * MiB held by the snapshot's objects, V8's compiled code left out: the code space keeps growing while
 * the engine optimises more of the functions a long session runs hot, which is not data the page
 * keeps. What a leak would grow (JS objects, closures, strings, arrays, DOM nodes) is all counted.
 */
export function objectsMB(snapshot: HeapSnapshot): number {
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const code = types.indexOf('code');
  let bytes = 0;
  for (let index = 0; index < snapshot.nodes.length; index += fields.length) {
    if (snapshot.nodes[index + typeAt] !== code) bytes += snapshot.nodes[index + sizeAt];
  }
  return bytes / MIB;
}

/** A heap snapshot of the page (after a garbage collection), as parsed JSON. */
export async function takeHeapSnapshot(cdp: CDPSession): Promise<HeapSnapshot> {
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  return JSON.parse(chunks.join('')) as HeapSnapshot;
}
