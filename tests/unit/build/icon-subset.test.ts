import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_CSS, iconCodes, PACKAGE_CSS, usedIcons } from '../../../scripts/lib/icon-usage.mjs';
import { inlineIconMarkup, inlineIcons } from '../../../src/ui/inline-icons';

const ROOT = resolve(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const APP_FONT = 'src/app/icons/primeicons.woff2';

/** The subset-font package (it has no types): what scripts/subset-icons.mjs makes the font with. */
const subsetFont = createRequire(import.meta.url)('subset-font') as (
  font: Buffer,
  text: string | undefined,
  options: { targetFormat: 'truetype' | 'woff2'; keepAllGlyphs?: boolean },
) => Promise<Buffer>;
/** A WOFF2 font as TrueType, all of it kept (subset-font decodes it with wawoff2 on the way in). */
const decodeWoff2 = (font: Buffer) =>
  subsetFont(font, undefined, { keepAllGlyphs: true, targetFormat: 'truetype' });
const codePoint = (escape: string) => Number.parseInt(escape.slice(1), 16);

/**
 * What a TrueType font draws: code point → whether its glyph has an outline, from the cmap's Unicode
 * subtables (formats 4 and 12) and the loca table. Read here, not with the script's own reader, so that
 * the test checks the file and not the script.
 */
function drawnCodePoints(font: Buffer): Map<number, boolean> {
  const tables = new Map<string, number>();
  for (let i = 0; i < font.readUInt16BE(4); i++) {
    tables.set(font.toString('latin1', 12 + 16 * i, 16 + 16 * i), font.readUInt32BE(20 + 16 * i));
  }
  const table = (tag: string) => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`the font has no ${tag} table`);
    return offset;
  };
  const loca = table('loca');
  const longLoca = font.readInt16BE(table('head') + 50) === 1;
  const start = (glyph: number) =>
    longLoca ? font.readUInt32BE(loca + 4 * glyph) : 2 * font.readUInt16BE(loca + 2 * glyph);
  const drawn = new Map<number, boolean>();
  const map = (code: number, glyph: number) => {
    if (glyph !== 0) drawn.set(code, start(glyph + 1) > start(glyph));
  };
  const cmap = table('cmap');
  for (let i = 0; i < font.readUInt16BE(cmap + 2); i++) {
    const [platform, encoding] = [font.readUInt16BE(cmap + 4 + 8 * i), font.readUInt16BE(cmap + 6 + 8 * i)];
    if (platform !== 0 && !(platform === 3 && (encoding === 1 || encoding === 10))) continue;
    const subtable = cmap + font.readUInt32BE(cmap + 8 + 8 * i);
    const format = font.readUInt16BE(subtable);
    if (format === 4) {
      const segments = font.readUInt16BE(subtable + 6) / 2;
      const ends = subtable + 14;
      const starts = ends + 2 * segments + 2; // after a reserved word
      const deltas = starts + 2 * segments;
      const rangeOffsets = deltas + 2 * segments;
      for (let s = 0; s < segments; s++) {
        const [first, last] = [font.readUInt16BE(starts + 2 * s), font.readUInt16BE(ends + 2 * s)];
        const delta = font.readUInt16BE(deltas + 2 * s);
        const rangeOffset = font.readUInt16BE(rangeOffsets + 2 * s);
        for (let code = first; code <= last && code !== 0xffff; code++) {
          const listed = rangeOffset
            ? font.readUInt16BE(rangeOffsets + 2 * s + rangeOffset + 2 * (code - first))
            : code;
          map(code, listed && (listed + delta) & 0xffff);
        }
      }
    } else if (format === 12) {
      for (let g = 0; g < font.readUInt32BE(subtable + 12); g++) {
        const group = subtable + 16 + 12 * g;
        const first = font.readUInt32BE(group);
        for (let code = first; code <= font.readUInt32BE(group + 4); code++) {
          map(code, font.readUInt32BE(group + 8) + code - first);
        }
      }
    }
  }
  return drawn;
}

/** The icons of a stylesheet its font does not draw, and the code points the font maps that it lists for no icon. */
function mismatch(codes: Map<string, string>, font: Map<number, boolean>) {
  const listed = new Set([...codes.values()].map(codePoint));
  return {
    notDrawn: [...codes].filter(([, escape]) => !font.get(codePoint(escape))).map(([name]) => name),
    unlisted: [...font.keys()].filter((code) => !listed.has(code)).map((code) => code.toString(16)),
  };
}

describe('the app’s PrimeIcons subset (src/app/icons)', () => {
  const used = usedIcons(ROOT);
  const packageCodes = iconCodes(read(PACKAGE_CSS));
  const appCodes = iconCodes(read(APP_CSS));

  it('finds the icons the code uses, whole names only', () => {
    expect(used).toEqual(
      expect.arrayContaining(['pencil', 'ellipsis-h', 'building-columns', 'sort-amount-up-alt']),
    );
    expect(used).not.toContain('spin');
  });

  it('has a rule, with the package’s code point, for every icon the code uses (else run node scripts/subset-icons.mjs)', () => {
    const missing = used.filter((name) => appCodes.get(name) !== packageCodes.get(name));
    expect(missing).toEqual([]);
  });

  it('loads its own font file and nothing of the package’s', () => {
    const css = read(APP_CSS);
    expect(css).toContain("url('./primeicons.woff2') format('woff2')");
    expect(css).not.toMatch(/\.(eot|ttf|svg|woff)\b['?#]/);
    expect(existsSync(join(ROOT, APP_FONT))).toBe(true);
    expect(css).toContain('.pi-spin');
  });

  it('has a font that draws exactly the icons its stylesheet lists (else run node scripts/subset-icons.mjs)', async () => {
    const font = drawnCodePoints(await decodeWoff2(readFileSync(join(ROOT, APP_FONT))));
    expect(appCodes.size).toBeGreaterThan(0);
    expect(mismatch(appCodes, font)).toEqual({ notDrawn: [], unlisted: [] });
  });

  it('would see a font that lacks a listed icon, or draws one more', async () => {
    const ttf = readFileSync(join(ROOT, 'node_modules/primeicons/fonts/primeicons.ttf'));
    const listed = [...new Set(appCodes.values())];
    const [dropped, ...kept] = listed;
    const extra = [...packageCodes.values()].find((escape) => !listed.includes(escape)) ?? '';
    const text = String.fromCodePoint(...[...kept, extra].map(codePoint));
    const font = drawnCodePoints(await decodeWoff2(await subsetFont(ttf, text, { targetFormat: 'woff2' })));
    expect(mismatch(appCodes, font)).toEqual({
      notDrawn: [...appCodes].filter(([, escape]) => escape === dropped).map(([name]) => name),
      unlisted: [extra.slice(1)],
    });
  });
});

describe('the icons drawn inline (src/ui/inline-icons.ts: the sign-in page, which then loads no icon font)', () => {
  it("are PrimeIcons' own drawings, path for path", () => {
    for (const [name, paths] of Object.entries(inlineIcons)) {
      const svg = read(`node_modules/primeicons/raw-svg/${name}.svg`);
      expect(
        [...svg.matchAll(/<path d="([^"]+)"/g)].map((match) => match[1]),
        name,
      ).toEqual(paths);
    }
  });

  it('are decorative markup showing the drawing the way the icon font does, with the classes asked for', () => {
    expect(inlineIconMarkup('eye', 'extra')).toBe(
      `<svg class="app-icon extra" viewBox="3 3 18 18" aria-hidden="true" focusable="false">${inlineIcons.eye.map((d) => `<path d="${d}"></path>`).join('')}</svg>`,
    );
  });
});
