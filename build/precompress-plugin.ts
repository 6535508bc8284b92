import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Text formats worth compressing (images other than svg, woff/woff2 and pdf are compressed already). */
export const COMPRESSIBLE = /\.(m?js|cjs|css|html|json|svg|txt|xml|webmanifest|map|ttf|otf|eot|ico|wasm)$/i;
/** nginx's gzip_min_length: smaller answers go uncompressed (the saving is less than the headers). */
export const MIN_BYTES = 512;
/**
 * Brotli's quality: 9 compresses this build's JavaScript 8% better than gzip -9 in about 1.5 s of CPU;
 * 11 (the maximum) gains 8% more but takes 13 s, on every build of CI.
 */
export const BROTLI_QUALITY = 9;

/** The files of `dir` (relative paths), leaving out dot folders: the build manifest is never served. */
async function filesOf(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) =>
        entry.isDirectory()
          ? filesOf(dir, join(prefix, entry.name))
          : Promise.resolve([join(prefix, entry.name)]),
      ),
  );
  return nested.flat();
}

/**
 * Writes `<file>.gz` and `<file>.br` beside every compressible file of `dir` of at least MIN_BYTES,
 * each only when it is smaller than the file. nginx sends them as they are (gzip_static, brotli_static):
 * the best compression once at build time instead of a quick one on every answer. Returns the files written.
 */
export async function precompressFolder(dir: string): Promise<string[]> {
  const candidates = (await filesOf(dir)).filter((file) => COMPRESSIBLE.test(file));
  const written = await Promise.all(
    candidates.map(async (file) => {
      const source = await readFile(join(dir, file));
      if (source.length < MIN_BYTES) return [];
      // zlib runs on libuv's thread pool: the files compress in parallel.
      const [gz, br] = await Promise.all([
        gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
        brotliAsync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
      ]);
      const out: string[] = [];
      for (const [extension, compressed] of [
        ['gz', gz],
        ['br', br],
      ] as const) {
        if (compressed.length >= source.length) continue;
        await writeFile(join(dir, `${file}.${extension}`), compressed);
        out.push(`${file}.${extension}`);
      }
      return out;
    }),
  );
  return written.flat().sort();
}

/**
 * Precompresses the build output once Vite has written it (public/ files included), for nginx's
 * gzip_static and brotli_static (deploy/nginx.conf.template).
 */
export function precompress(): Plugin {
  return {
    name: 'retaguarda:precompress',
    apply: 'build',
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(options) {
        if (!options.dir) return;
        const written = await precompressFolder(options.dir);
        this.info(`precompressed ${written.length} files (.gz, .br)`);
      },
    },
  };
}
