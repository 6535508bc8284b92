import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressFolder } from '../../../build/precompress-plugin';

describe('precompressFolder (the .gz and .br files nginx sends as they are)', () => {
  let dir: string;
  const text = (bytes: number) =>
    'export const answer = "retaguarda";\n'.repeat(Math.ceil(bytes / 36)).slice(0, bytes);
  const write = (file: string, content: string | Buffer) => {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), content);
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a .gz and a .br beside each text file that decompress to the same bytes', async () => {
    write('assets/index-abc.js', text(4000));
    write('assets/pdf.worker.min-abc.mjs', text(5000));
    write('assets/index-abc.css', 'body { color: black; }\n'.repeat(100));
    write('index.html', `<!doctype html>${'<p>retaguarda</p>'.repeat(60)}`);
    write('favicon.svg', `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(200)}</svg>`);

    const written = await precompressFolder(dir);

    for (const file of [
      'assets/index-abc.js',
      'assets/pdf.worker.min-abc.mjs',
      'assets/index-abc.css',
      'index.html',
      'favicon.svg',
    ]) {
      const source = readFileSync(join(dir, file));
      expect(written).toContain(`${file}.gz`);
      expect(written).toContain(`${file}.br`);
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).equals(source), file).toBe(true);
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))).equals(source), file).toBe(true);
    }
  });

  it('leaves alone small files, formats compressed already, dot folders and what would not shrink', async () => {
    write('version.json', text(MIN_BYTES - 1));
    write('assets/font-abc.woff2', text(4000));
    write('assets/photo-abc.png', text(4000));
    write('.vite/manifest.json', text(4000));
    write('assets/random-abc.js', randomBytes(4000));

    expect(await precompressFolder(dir)).toEqual([]);
    expect(existsSync(join(dir, '.vite/manifest.json.gz'))).toBe(false);
  });
});
