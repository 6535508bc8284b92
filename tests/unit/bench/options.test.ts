import { describe, expect, it } from 'vitest';
import { assetKind, firstPaintBytes } from '../../../bench/assets';
import { GROUPS, parseOptions } from '../../../bench/options';
import { peerValue } from '../../../bench/peers';

describe('bench command line', () => {
  it('measures every group, 5 runs after one warm-up, at 4x CPU, without failing on budgets by default', () => {
    expect(parseOptions([])).toEqual({
      runs: 5,
      warmup: 1,
      throttle: 4,
      only: new Set(GROUPS),
      strict: false,
      skipBuild: false,
      out: 'bench/results.json',
    });
  });

  it('takes a quick iteration: one run, some groups, strict', () => {
    const options = parseOptions([
      '--runs',
      '1',
      '--warmup',
      '0',
      '--only',
      'load,heap',
      '--strict',
      '--skip-build',
      '--out',
      '/tmp/r.json',
    ]);
    expect(options).toMatchObject({ runs: 1, warmup: 0, strict: true, skipBuild: true, out: '/tmp/r.json' });
    expect([...options.only]).toEqual(['load', 'heap']);
  });

  it('refuses unknown groups, options and counts', () => {
    expect(() => parseOptions(['--only', 'load,speed'])).toThrow(/unknown: speed/);
    expect(() => parseOptions(['--runs', '0'])).toThrow(/--runs/);
    expect(() => parseOptions(['--runs', '2.5'])).toThrow(/--runs/);
    expect(() => parseOptions(['--fast'])).toThrow();
  });
});

describe('bench first-paint bytes', () => {
  it('counts the build’s JavaScript and CSS, not the mock worker script, fonts or data', () => {
    expect(assetKind('/assets/index-abc.js')).toBe('js');
    expect(assetKind('/assets/pdf.worker-abc.mjs')).toBe('js');
    expect(assetKind('/assets/index-abc.css')).toBe('css');
    expect(assetKind('/mockServiceWorker.js')).toBeNull();
    expect(assetKind('/assets/primeicons-abc.woff2')).toBeNull();
    expect(assetKind('/config.json')).toBeNull();
  });

  it('adds the gzip sizes of the loaded files by kind, in KiB', () => {
    const sizes: Record<string, number> = {
      '/assets/a.js': 1024,
      '/assets/b.js': 512,
      '/assets/a.css': 2048,
    };
    const loaded = firstPaintBytes(
      ['/assets/b.js', '/config.json', '/assets/a.css', '/assets/a.js', '/mockServiceWorker.js'],
      (path) => sizes[path],
    );
    expect(loaded).toEqual({ jsKB: 1.5, cssKB: 2, files: ['/assets/a.css', '/assets/a.js', '/assets/b.js'] });
  });
});

describe('bench peers', () => {
  it("reads a figure from the summary of the peers' measure.mjs", () => {
    const summary = { listRouteJsGzKB: 157.9, median: { coldLcpMs: 772 } };
    expect(peerValue(summary, 'listRouteJsGzKB')).toBe(157.9);
    expect(peerValue(summary, 'median.coldLcpMs')).toBe(772);
    expect(peerValue(summary, 'median.submitToTenthRowMs')).toBeNull();
    expect(peerValue(undefined, 'median.coldLcpMs')).toBeNull();
  });
});
