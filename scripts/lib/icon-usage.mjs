// Which PrimeIcons the app uses: every `pi-<name>` written in its code, pages, manifest and generator
// that names an icon of the primeicons package. Icons are always written out whole (never composed from
// parts), so this list is complete; scripts/subset-icons.mjs keeps only these in the app's icon font.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'generated', 'codegen/src', 'codegen/resources.yaml'];
const SOURCE_FILE = /\.(tsx?|css|ya?ml)$/;
/** The package's own stylesheet: the name → code point of every icon. */
export const PACKAGE_CSS = 'node_modules/primeicons/primeicons.css';
/** What the app loads instead: the same rules for the used icons only (made by scripts/subset-icons.mjs). */
export const APP_CSS = 'src/app/icons/primeicons.css';

function files(path) {
  try {
    return readdirSync(path, { withFileTypes: true }).flatMap((entry) => files(join(path, entry.name)));
  } catch {
    return SOURCE_FILE.test(path) ? [path] : [];
  }
}

/** name → CSS content escape ('eye' → '\\e966') of the icons a stylesheet defines. */
export function iconCodes(css) {
  return new Map(
    [...css.matchAll(/\.pi-([a-z0-9-]+):before\s*\{\s*content:\s*"(\\[0-9a-f]+)"/g)].map((match) => [
      match[1],
      match[2],
    ]),
  );
}

/** The icons the app uses, sorted, that the package defines. */
export function usedIcons(root) {
  const known = iconCodes(readFileSync(join(root, PACKAGE_CSS), 'utf8'));
  const names = new Set();
  for (const file of SOURCES.flatMap((source) => files(join(root, source)))) {
    if (file.endsWith(APP_CSS)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(/\bpi-([a-z0-9]+(?:-[a-z0-9]+)*)/g))
      if (known.has(match[1])) names.add(match[1]);
  }
  return [...names].sort();
}
