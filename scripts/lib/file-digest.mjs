// A hash of files' names and contents: what `npm run generate` compares to skip orval
// (codegen/src/contract-cache.mjs) and what names the version of the mock's data (build/seed-version.ts).
// Plain JavaScript: scripts/generate.mjs runs on Node without a TypeScript loader.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The files at `path` (a file, or every file under a folder), relative to `root`, `/`-separated, sorted. */
export function filesAt(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** The installed version of a package, or 'missing'. */
function versionOf(root, name) {
  try {
    return JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return 'missing';
  }
}

/** sha256 (hex) of the files' names and contents (a missing file counts as such) and the packages' versions. */
export function digest(root, files, packages = []) {
  const hash = createHash('sha256');
  for (const file of files) {
    const path = join(root, file);
    hash.update(`${file}\0`);
    hash.update(existsSync(path) ? readFileSync(path) : '\0missing');
    hash.update('\0');
  }
  for (const name of packages) hash.update(`${name}@${versionOf(root, name)}\0`);
  return hash.digest('hex');
}
