import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isSeedSource, seedVersion } from '../../../build/seed-version';

/**
 * build/seed-version.ts: the saved demo database's version is derived from what the mock's data is made
 * of, so a change to the contract or to the seed drops a browser's stale database with no version kept by hand.
 */

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A scratch project with a contract, a seed module and the seed scripts. */
function project(): string {
  root = mkdtempSync(join(tmpdir(), 'seed-version-'));
  mkdirSync(join(root, 'generated'), { recursive: true });
  mkdirSync(join(root, 'mocks/db/data'), { recursive: true });
  mkdirSync(join(root, 'scripts'), { recursive: true });
  writeFileSync(join(root, 'generated/openapi.yaml'), 'Banco:\n  properties:\n    ispb: { type: string }\n');
  writeFileSync(join(root, 'mocks/db/data/bancos.ts'), "export const bancos = [{ ispb: '00000000' }];\n");
  writeFileSync(join(root, 'mocks/demo-seed.ts'), 'export {};\n');
  writeFileSync(join(root, 'scripts/demo-seed.ts'), 'export {};\n');
  writeFileSync(join(root, 'README.md'), 'not a seed source\n');
  return root;
}

describe('the version of the mock data', () => {
  it('is the same for the same sources, and a short hex hash', () => {
    const dir = project();
    const copy = mkdtempSync(join(tmpdir(), 'seed-version-copy-'));
    try {
      cpSync(dir, copy, { recursive: true });
      expect(seedVersion(dir)).toMatch(/^[0-9a-f]{12}$/);
      expect(seedVersion(copy)).toBe(seedVersion(dir));
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('changes with a renamed field in the contract, a change of seed data, or a new seed file', () => {
    const dir = project();
    const versions = new Set([seedVersion(dir)]);
    writeFileSync(
      join(dir, 'generated/openapi.yaml'),
      'Banco:\n  properties:\n    codigoIspb: { type: string }\n',
    );
    versions.add(seedVersion(dir));
    writeFileSync(
      join(dir, 'mocks/db/data/bancos.ts'),
      "export const bancos = [{ codigoIspb: '00000000' }];\n",
    );
    versions.add(seedVersion(dir));
    writeFileSync(join(dir, 'mocks/db/data/motoristas.ts'), 'export const motoristas = [];\n');
    versions.add(seedVersion(dir));
    expect(versions.size).toBe(4);
  });

  it('does not change with files the data is not made of', () => {
    const dir = project();
    const before = seedVersion(dir);
    writeFileSync(join(dir, 'README.md'), 'changed\n');
    expect(seedVersion(dir)).toBe(before);
    expect(isSeedSource(dir, join(dir, 'README.md'))).toBe(false);
    expect(isSeedSource(dir, join(dir, 'mocks/db/data/bancos.ts'))).toBe(true);
    expect(isSeedSource(dir, join(dir, 'generated/openapi.yaml'))).toBe(true);
  });
});
