import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bundleNeeded,
  CACHE_FILE,
  missingFolders,
  orvalHash,
  orvalNeeded,
  outputsHash,
  readCache,
  sourcesHash,
  writeCache,
  type ContractHashes,
} from '../../../codegen/src/contract-cache.mjs';

/**
 * When `npm run generate` may skip the contract bundle and orval (10–48 s): only when what they read and
 * what orval wrote are as the last successful generation left them (scripts/generate.mjs).
 */

const stored: ContractHashes = { sources: 's1', orval: 'o1', outputs: 'w1' };

describe('bundle and orval decisions', () => {
  it('bundles again unless the sources and the bundle are the last generation’s', () => {
    expect(bundleNeeded({ stored, current: { sources: 's1', orval: 'o1' } })).toBe(false);
    expect(bundleNeeded({ stored, current: { sources: 's2', orval: 'o1' } })).toBe(true);
    // The bundle (or orval's config) differs though the sources do not: made again from the sources.
    expect(bundleNeeded({ stored, current: { sources: 's1', orval: 'o2' } })).toBe(true);
    expect(bundleNeeded({ stored: null, current: { sources: 's1', orval: 'o1' } })).toBe(true);
    expect(bundleNeeded({ force: true, stored, current: { sources: 's1', orval: 'o1' } })).toBe(true);
  });

  it('skips orval only when its inputs and its outputs are unchanged and its folders are there', () => {
    expect(orvalNeeded({ stored, current: { orval: 'o1', outputs: 'w1' }, missing: [] })).toEqual({
      run: false,
      reason: 'contract unchanged since the last generation',
    });
    expect(orvalNeeded({ stored, current: { orval: 'o2', outputs: 'w1' } })).toEqual({
      run: true,
      reason: "the contract (or orval's configuration) changed since the last generation",
    });
    expect(orvalNeeded({ stored, current: { orval: 'o1', outputs: 'w2' } })).toMatchObject({ run: true });
    expect(
      orvalNeeded({ stored, current: { orval: 'o1', outputs: 'w1' }, missing: ['generated/msw'] }),
    ).toEqual({
      run: true,
      reason: 'generated/msw missing',
    });
    expect(orvalNeeded({ stored: null, current: { orval: 'o1', outputs: 'w1' } })).toMatchObject({
      run: true,
    });
    expect(orvalNeeded({ force: true, stored, current: { orval: 'o1', outputs: 'w1' } })).toEqual({
      run: true,
      reason: 'forced (--force)',
    });
  });
});

describe('the hashes and their record', () => {
  let root = '';
  afterEach(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  async function repository(): Promise<string> {
    root = await mkdtemp(join(tmpdir(), 'contract-cache-'));
    await mkdir(join(root, 'openapi/schemas'), { recursive: true });
    for (const folder of ['generated/api', 'generated/zod', 'generated/msw'])
      await mkdir(join(root, folder), { recursive: true });
    await writeFile(join(root, 'openapi/openapi.yaml'), 'openapi: 3.1.0\n');
    await writeFile(join(root, 'openapi/schemas/pais.yaml'), 'description: País\n');
    await writeFile(join(root, 'generated/openapi.yaml'), 'openapi: 3.1.0\n');
    await writeFile(join(root, 'generated/api/paises.ts'), 'export {};\n');
    await writeFile(join(root, 'orval.config.ts'), 'export default {};\n');
    return root;
  }

  it('change with what they are made from, and only with it', async () => {
    const dir = await repository();
    const before = { sources: sourcesHash(dir), orval: orvalHash(dir), outputs: outputsHash(dir) };
    expect({ sources: sourcesHash(dir), orval: orvalHash(dir), outputs: outputsHash(dir) }).toEqual(before);

    await writeFile(join(dir, 'openapi/schemas/pais.yaml'), 'description: Países\n');
    expect(sourcesHash(dir)).not.toBe(before.sources);
    expect(orvalHash(dir)).toBe(before.orval);

    await writeFile(join(dir, 'orval.config.ts'), 'export default { api: {} };\n');
    expect(orvalHash(dir)).not.toBe(before.orval);

    await writeFile(join(dir, 'generated/api/paises.ts'), 'export const edited = 1;\n');
    expect(outputsHash(dir)).not.toBe(before.outputs);
  });

  it('names the folders orval writes that are missing', async () => {
    const dir = await repository();
    expect(missingFolders(dir)).toEqual([]);
    await rm(join(dir, 'generated/zod'), { recursive: true });
    expect(missingFolders(dir)).toEqual(['generated/zod']);
  });

  it('reads back the record it wrote, and no record from a file that is not one', async () => {
    const dir = await repository();
    expect(readCache(dir)).toBeNull();
    writeCache(dir, stored);
    expect(readCache(dir)).toEqual(stored);
    await writeFile(join(dir, CACHE_FILE), '{ "sources": 1 }');
    expect(readCache(dir)).toBeNull();
  });
});
