import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * What the mock's data is made from: the contract (as bundled, what the app and the mock are generated
 * from), the seed's data and code, and the script that makes the demo's seed. A change to any of them
 * may change the shape or the content of a saved demo database.
 */
const SEED_SOURCES = ['generated/openapi.yaml', 'mocks/db', 'mocks/demo-seed.ts', 'scripts/demo-seed.ts'];

/** Whether a file (absolute) is one of the seed's sources. */
export function isSeedSource(root: string, file: string): boolean {
  const path = relative(root, file).split(sep).join('/');
  return SEED_SOURCES.some((source) => path === source || path.startsWith(`${source}/`));
}

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

/**
 * The version of the mock's data: a hash of its sources (their paths and contents). A browser whose saved
 * demo database has another one drops it and starts from the new seed; no version is kept by hand.
 */
export function seedVersion(root: string): string {
  const hash = createHash('sha256');
  for (const file of SEED_SOURCES.flatMap((source) => filesUnder(join(root, source)))) {
    hash.update(relative(root, file).split(sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}
