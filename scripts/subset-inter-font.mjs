// Remakes src/app/fonts/inter-latin{,-italic}.woff2 from the Inter variable fonts PrimeReact's theme ships:
// optical size fixed at text size (14), weights 400 to 700 (the only ones the styles use), the characters
// of build/theme-font.ts's INTER_SUBSET_RANGE and the layout features text needs (kerning, ligatures,
// accents, tabular figures). Not part of the build: the subsets are committed. Plain Node, like
// scripts/subset-icons.mjs: the subset-font package (HarfBuzz's instancer and subsetter and Google's WOFF2
// encoder, in WebAssembly). Each subset is written through a temporary file renamed over the old one, so
// a failure leaves the committed fonts as they were.
//
//   node scripts/subset-inter-font.mjs
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import subsetFont from 'subset-font';

const root = resolve(import.meta.dirname, '..');
const FONTS = 'node_modules/primereact/resources/themes/lara-light-blue/fonts';
const FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'];

/** 'U+0000-00FF, U+0131' → every character of the ranges. */
function rangeText(range) {
  return range
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, ''))
    .filter(Boolean)
    .flatMap((part) => {
      const [first, last = first] = part.split('-').map((hex) => Number.parseInt(hex, 16));
      return Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index));
    })
    .join('');
}

const range = readFileSync(join(root, 'build/theme-font.ts'), 'utf8').match(
  /INTER_SUBSET_RANGE =\s*'([^']+)'/,
)?.[1];
if (!range) throw new Error('build/theme-font.ts has no INTER_SUBSET_RANGE');

try {
  for (const [style, suffix] of [
    ['', ''],
    ['-Italic', '-italic'],
  ]) {
    const source = readFileSync(join(root, FONTS, `InterVariable${style}.woff2`));
    const subset = await subsetFont(source, rangeText(range), {
      targetFormat: 'woff2',
      variationAxes: { opsz: 14, wght: { min: 400, max: 700, default: 400 } },
      keepFeatures: FEATURES,
    });
    const out = join(root, `src/app/fonts/inter-latin${suffix}.woff2`);
    writeFileSync(`${out}.tmp`, subset);
    renameSync(`${out}.tmp`, out);
    console.log(`${out.slice(root.length + 1)}: ${subset.length} bytes`);
  }
} catch (error) {
  console.error(`subset-inter-font: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
