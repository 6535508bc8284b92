// Remakes src/app/icons/primeicons.{css,woff2}: the PrimeIcons the app uses (scripts/lib/icon-usage.mjs)
// out of the package's 316 (35 KB of font). Run it after using an icon the app did not use before
// (tests/unit/build/icon-subset.test.ts says when). Plain Node, no other tool: the subset-font package
// (HarfBuzz's hb-subset and Google's WOFF2 encoder, compiled to WebAssembly) cuts the package's TTF down
// to the used icons' code points. The font is made and checked in memory first (its cmap must map exactly
// those code points, each to a drawn glyph); only then are the font and, after it, the stylesheet
// replaced, each through a temporary file renamed over it. On any failure both files stay as they were and
// the script exits with status 1 and a one-line message. The same sources give the same bytes.
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { APP_CSS, iconCodes, PACKAGE_CSS, usedIcons } from './lib/icon-usage.mjs';

const root = resolve(import.meta.dirname, '..');
const PACKAGE_FONT = 'node_modules/primeicons/fonts/primeicons.ttf';
const APP_FONT = 'src/app/icons/primeicons.woff2';

/** The stylesheet: the package's base rules, then one rule per used icon. */
function stylesheet(packageCss, codes, icons) {
  // The package's base rules (.pi, .pi-fw, .pi-spin and its keyframes) come before the first icon.
  const base = packageCss.slice(packageCss.indexOf('.pi {'), packageCss.search(/\n\.pi-[a-z0-9-]+:before/));
  const fontFace = `@font-face {
    font-family: 'primeicons';
    font-display: block;
    src: url('./primeicons.woff2') format('woff2');
    font-weight: normal;
    font-style: normal;
}`;
  const rules = icons.map((name) => `.pi-${name}:before {\n    content: "${codes.get(name)}";\n}`);
  const version = JSON.parse(
    readFileSync(join(root, 'node_modules/primeicons/package.json'), 'utf8'),
  ).version;
  const header = `/* Made by scripts/subset-icons.mjs from primeicons ${version} (MIT): the ${icons.length} icons the app uses. Do not edit. */`;
  return `${header}\n${fontFace}\n\n${base.trim()}\n\n${rules.join('\n\n')}\n`;
}

/**
 * What a TrueType font draws: code point → whether its glyph has an outline, from the cmap's Unicode
 * subtables (formats 4 and 12) and the glyf/loca tables.
 */
function drawnCodePoints(sfnt) {
  const tables = new Map();
  for (let i = 0; i < sfnt.readUInt16BE(4); i++) {
    const entry = 12 + 16 * i;
    tables.set(sfnt.toString('latin1', entry, entry + 4), sfnt.readUInt32BE(entry + 8));
  }
  for (const tag of ['cmap', 'head', 'loca', 'glyf'])
    if (!tables.has(tag)) throw new Error(`the font has no ${tag} table`);
  const longLoca = sfnt.readInt16BE(tables.get('head') + 50) === 1;
  const loca = tables.get('loca');
  const glyphStart = (glyph) =>
    longLoca ? sfnt.readUInt32BE(loca + 4 * glyph) : 2 * sfnt.readUInt16BE(loca + 2 * glyph);
  const drawn = (glyph) => glyphStart(glyph + 1) > glyphStart(glyph);

  const cmap = tables.get('cmap');
  const found = new Map();
  for (let i = 0; i < sfnt.readUInt16BE(cmap + 2); i++) {
    const record = cmap + 4 + 8 * i;
    const platform = sfnt.readUInt16BE(record);
    const encoding = sfnt.readUInt16BE(record + 2);
    if (!(platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)))) continue;
    const table = cmap + sfnt.readUInt32BE(record + 4);
    const format = sfnt.readUInt16BE(table);
    if (format === 4) {
      const segments = sfnt.readUInt16BE(table + 6) / 2;
      const ends = table + 14;
      const starts = ends + 2 * segments + 2;
      const deltas = starts + 2 * segments;
      const rangeOffsets = deltas + 2 * segments;
      for (let s = 0; s < segments; s++) {
        const start = sfnt.readUInt16BE(starts + 2 * s);
        const end = sfnt.readUInt16BE(ends + 2 * s);
        const delta = sfnt.readUInt16BE(deltas + 2 * s);
        const rangeOffset = sfnt.readUInt16BE(rangeOffsets + 2 * s);
        for (let code = start; code <= end && code !== 0xffff; code++) {
          // With a range offset, the segment's glyphs are listed (0: none); without, they are code + delta.
          const listed = rangeOffset
            ? sfnt.readUInt16BE(rangeOffsets + 2 * s + rangeOffset + 2 * (code - start))
            : code;
          const glyph = listed && (listed + delta) & 0xffff;
          if (glyph) found.set(code, drawn(glyph));
        }
      }
    } else if (format === 12) {
      for (let g = 0; g < sfnt.readUInt32BE(table + 12); g++) {
        const group = table + 16 + 12 * g;
        const end = sfnt.readUInt32BE(group + 4);
        for (let code = sfnt.readUInt32BE(group); code <= end; code++) {
          const glyph = sfnt.readUInt32BE(group + 8) + code - sfnt.readUInt32BE(group);
          if (glyph) found.set(code, drawn(glyph));
        }
      }
    }
  }
  return found;
}

/** Writes `content` to a temporary file beside `path` (from the root), then renames it over `path`. */
function replaceFile(path, content) {
  const temporary = join(root, `${path}.${process.pid}.tmp`);
  try {
    writeFileSync(temporary, content);
    renameSync(temporary, join(root, path));
  } finally {
    rmSync(temporary, { force: true });
  }
}

/**
 * Replaces the files in order, each through a temporary file. Should one fail, those already replaced get
 * their old content back, so that all of them stay as they were.
 */
function replaceFiles(files) {
  const old = files.map(([path]) =>
    existsSync(join(root, path)) ? readFileSync(join(root, path)) : undefined,
  );
  let done = 0;
  try {
    for (const [path, content] of files) {
      replaceFile(path, content);
      done++;
    }
  } catch (error) {
    for (let i = done - 1; i >= 0; i--) {
      if (old[i]) replaceFile(files[i][0], old[i]);
      else rmSync(join(root, files[i][0]), { force: true });
    }
    throw error;
  }
}

try {
  // Imported here so that a missing package (npm ci not run) ends in the same one-line message.
  const { default: subsetFont } = await import('subset-font');
  const packageCss = readFileSync(join(root, PACKAGE_CSS), 'utf8');
  const codes = iconCodes(packageCss);
  const icons = usedIcons(root);
  if (icons.length === 0) throw new Error('found no used icon');
  const codePoints = icons.map((name) => Number.parseInt(codes.get(name).slice(1), 16));

  const font = await subsetFont(readFileSync(join(root, PACKAGE_FONT)), String.fromCodePoint(...codePoints), {
    targetFormat: 'woff2',
  });
  // Read back what was made, decoded from the WOFF2 (all of it kept), not what was asked for.
  const drawn = drawnCodePoints(
    await subsetFont(font, undefined, { keepAllGlyphs: true, targetFormat: 'truetype' }),
  );
  const hex = (code) => `U+${code.toString(16).toUpperCase()}`;
  const missing = codePoints.filter((code) => !drawn.get(code)).map(hex);
  const extra = [...drawn.keys()].filter((code) => !codePoints.includes(code)).map(hex);
  if (missing.length || extra.length) {
    const problems = [missing.length && `lacks ${missing}`, extra.length && `maps more: ${extra}`];
    throw new Error(`the subset font ${problems.filter(Boolean).join('; ')}`);
  }

  replaceFiles([
    [APP_FONT, font],
    [APP_CSS, stylesheet(packageCss, codes, icons)],
  ]);
  console.log(`${icons.length} icons; ${APP_CSS}, ${APP_FONT}: ${font.length} bytes`);
} catch (error) {
  const message = String(error?.message ?? error).split('\n')[0];
  console.error(`subset-icons: ${message} (${APP_FONT} and ${APP_CSS} left as they were)`);
  process.exitCode = 1;
}
