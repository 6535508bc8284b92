// What `npm run generate` (scripts/generate.mjs) can skip: bundling the contract (Redocly) and orval, which
// takes 10–48 s, when nothing they read changed since the last successful generation. A manifest-only
// change then costs the page generator's second or two. Plain JavaScript, because scripts/generate.mjs runs
// on Node without a TypeScript loader; its unit test imports it too (types: contract-cache.d.mts).
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { digest, filesAt } from '../../scripts/lib/file-digest.mjs';

/**
 * The record of the last successful generation: beside generated/, not in it, and ignored by git. Not in
 * generated/ because scripts/check.sh fingerprints every file there and a fresh checkout would then always
 * look out of date; not committed because it describes this machine's run (its orval version, its
 * outputs), so a checkout without it runs orval once, which is what CI should do anyway.
 */
export const CACHE_FILE = '.generated-contract-hash';
/** The folders orval writes (and empties first). */
export const ORVAL_FOLDERS = ['generated/api', 'generated/zod', 'generated/msw'];
/**
 * What orval reads besides the bundled contract and its config: orval.config.ts builds its options from
 * tsconfig.json, checks the mutator's signature (src/lib/http/client.ts) and formats with prettier.
 */
const ORVAL_READS = ['tsconfig.json', 'src/lib/http/client.ts', '.prettierrc.json'];

/** What the bundle is made from: the contract's sources, Redocly's config and version. */
export function sourcesHash(root) {
  return digest(root, [...filesAt(root, 'openapi'), 'redocly.yaml'], ['@redocly/cli']);
}

/** What orval's output is made from: the bundled contract, orval's config and what it reads, the versions. */
export function orvalHash(root) {
  const configs = readdirSync(root)
    .filter((name) => name.startsWith('orval.config.'))
    .sort();
  const orvalPackages = existsSync(join(root, 'node_modules/@orval'))
    ? readdirSync(join(root, 'node_modules/@orval'))
        .sort()
        .map((name) => `@orval/${name}`)
    : [];
  return digest(
    root,
    ['generated/openapi.yaml', ...configs, ...ORVAL_READS],
    ['orval', ...orvalPackages, 'prettier'],
  );
}

/** orval's output as it is: a folder edited, replaced or checked out since orval wrote it is not skipped. */
export function outputsHash(root) {
  return digest(
    root,
    ORVAL_FOLDERS.flatMap((folder) => filesAt(root, folder)),
  );
}

/** The folders orval writes that are not there. */
export function missingFolders(root) {
  return ORVAL_FOLDERS.filter((folder) => !existsSync(join(root, folder)));
}

/** The hashes of the last successful generation, or null (none, or a file that is not one). */
export function readCache(root) {
  try {
    const stored = JSON.parse(readFileSync(join(root, CACHE_FILE), 'utf8'));
    return typeof stored?.sources === 'string' &&
      typeof stored.orval === 'string' &&
      typeof stored.outputs === 'string'
      ? stored
      : null;
  } catch {
    return null;
  }
}

/** Written whole or not at all (a rename), so a killed run cannot leave half a record. */
export function writeCache(root, hashes) {
  const target = join(root, CACHE_FILE);
  writeFileSync(`${target}.tmp`, `${JSON.stringify(hashes, null, 2)}\n`);
  renameSync(`${target}.tmp`, target);
}

/**
 * Whether the contract must be bundled again: forced, no record, its sources changed, or the bundle (or
 * anything else orval reads) is not what the last generation had. `current.orval` is taken on the bundle
 * as it is now.
 */
export function bundleNeeded({ force = false, stored, current }) {
  return force || !stored || stored.sources !== current.sources || stored.orval !== current.orval;
}

/**
 * Whether orval must run, and why; `current` is taken after any new bundle. It is skipped only when what
 * it reads and what it wrote are both as the last successful generation left them.
 */
export function orvalNeeded({ force = false, stored, current, missing = [] }) {
  if (force) return { run: true, reason: 'forced (--force)' };
  if (!stored) return { run: true, reason: 'no record of an earlier generation' };
  if (missing.length > 0) return { run: true, reason: `${missing.join(', ')} missing` };
  if (stored.orval !== current.orval)
    return { run: true, reason: "the contract (or orval's configuration) changed since the last generation" };
  if (stored.outputs !== current.outputs)
    return { run: true, reason: `${ORVAL_FOLDERS.join(', ')} changed since the last generation` };
  return { run: false, reason: 'contract unchanged since the last generation' };
}
