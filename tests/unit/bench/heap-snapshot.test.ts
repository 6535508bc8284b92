import { describe, expect, it } from 'vitest';
import { objectsMB, type HeapSnapshot } from '../../../bench/heap-snapshot';

const MIB = 1024 * 1024;

/** A snapshot of the given [type, self size] nodes, laid out as V8 writes them (one flat array). */
function snapshotOf(nodes: Array<[string, number]>): HeapSnapshot {
  const types = ['hidden', 'array', 'string', 'object', 'code', 'closure', 'native'];
  return {
    snapshot: {
      meta: { node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'], node_types: [types] },
    },
    nodes: nodes.flatMap(([type, size], index) => [types.indexOf(type), 0, index, size, 0]),
  };
}

describe('objectsMB: what a leak would grow in a heap snapshot', () => {
  it('adds up every object, string, closure, array and DOM node', () => {
    const snapshot = snapshotOf([
      ['object', MIB],
      ['string', MIB / 2],
      ['closure', MIB / 4],
      ['array', MIB / 4],
      ['native', MIB],
    ]);
    expect(objectsMB(snapshot)).toBe(3);
  });

  it('leaves out compiled code, which grows as the engine optimises more functions', () => {
    expect(
      objectsMB(
        snapshotOf([
          ['object', MIB],
          ['code', 5 * MIB],
        ]),
      ),
    ).toBe(1);
  });
});
