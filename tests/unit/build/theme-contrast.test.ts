import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ACCESSIBLE_THEME_COLORS, darkenThemeColors } from '../../../build/theme-contrast';

/** WCAG 2 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** White and the theme's surfaces text sits on (ground, grey chips, the blue highlight). */
const SURFACES = ['#ffffff', '#f9fafb', '#f3f4f6', '#eff6ff'];

describe('theme contrast (build/theme-contrast.ts)', () => {
  it.each(Object.entries(ACCESSIBLE_THEME_COLORS))(
    '%s becomes %s, which reaches 4.5:1 on white and the theme surfaces',
    (_from, to) => {
      for (const surface of SURFACES)
        expect(contrast(to, surface), `${to} on ${surface}`).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('replaces in one pass, whatever the case: a colour that is itself replaced is not replaced again', () => {
    expect(darkenThemeColors('a{color:#3B82F6;background:#2563eb}b{color:#EF4444}')).toBe(
      'a{color:#2563eb;background:#1d4ed8}b{color:#c81e1e}',
    );
    expect(darkenThemeColors('c{color:#3b82f680}')).toBe('c{color:#3b82f680}');
  });

  it('leaves none of the failing colours in the lara-light-blue theme', () => {
    const require = createRequire(import.meta.url);
    const theme = readFileSync(
      require.resolve('primereact/resources/themes/lara-light-blue/theme.css'),
      'utf8',
    );
    const darkened = darkenThemeColors(theme).toLowerCase();
    for (const from of [
      '#3b82f6',
      '#ef4444',
      '#22c55e',
      '#0ea5e9',
      '#f97316',
      '#a855f7',
      '#e24c4c',
      '#1ea97c',
      '#cc8925',
      '#ff5757',
    ]) {
      expect(darkened, from).not.toMatch(new RegExp(`${from}\\b`));
    }
  });
});
