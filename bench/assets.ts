import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { KIB } from './stats';

/** JS and CSS a page loaded for its first paint, gzipped (KiB). */
export interface FirstPaintBytes {
  jsKB: number;
  cssKB: number;
  files: string[];
}

/**
 * The kind of a loaded file that counts: the build's JavaScript and CSS. The mock service worker
 * script (demo mode) is left out, as the peer apps' measure leaves it out.
 */
export function assetKind(path: string): 'js' | 'css' | null {
  if (path.endsWith('/mockServiceWorker.js')) return null;
  if (/\.m?js$/.test(path)) return 'js';
  if (path.endsWith('.css')) return 'css';
  return null;
}

/**
 * Sizes from the build folder: each file gzipped with zlib level 6 (how the peer apps' measure counts),
 * so the figure compares builds, not servers. The deployment sends the build's precompressed copies
 * (gzip level 9, or brotli where nginx has the module), which are smaller still.
 */
export function gzipSizer(dist: string): (path: string) => number {
  const sizes = new Map<string, number>();
  return (path) => {
    let size = sizes.get(path);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(dist, decodeURIComponent(path))), { level: 6 }).length;
      sizes.set(path, size);
    }
    return size;
  };
}

/** Adds up the loaded files by kind. */
export function firstPaintBytes(
  paths: readonly string[],
  gzipSize: (path: string) => number,
): FirstPaintBytes {
  let js = 0;
  let css = 0;
  const files = paths.filter((path) => assetKind(path) !== null).sort();
  for (const path of files) {
    if (assetKind(path) === 'js') js += gzipSize(path);
    else css += gzipSize(path);
  }
  return { jsKB: js / KIB, cssKB: css / KIB, files };
}
