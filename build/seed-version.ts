import { relative, sep } from 'node:path';
import { digest, filesAt } from '../scripts/lib/file-digest.mjs';

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

/**
 * The version of the mock's data: a hash of its sources (their paths and contents). A browser whose saved
 * demo database has another one drops it and starts from the new seed; no version is kept by hand.
 */
export function seedVersion(root: string): string {
  return digest(
    root,
    SEED_SOURCES.flatMap((source) => filesAt(root, source)),
  ).slice(0, 12);
}
