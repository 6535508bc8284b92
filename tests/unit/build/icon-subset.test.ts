import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_CSS, iconCodes, PACKAGE_CSS, usedIcons } from '../../../scripts/lib/icon-usage.mjs';
import { inlineIconMarkup, inlineIcons } from '../../../src/ui/inline-icons';

const ROOT = resolve(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

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
    expect(existsSync(join(ROOT, 'src/app/icons/primeicons.woff2'))).toBe(true);
    expect(css).toContain('.pi-spin');
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
