import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { brightenDarkThemeColors, withDarkScheme } from '../../../build/theme-dark';

const require = createRequire(import.meta.url);
const theme = (name: string) =>
  readFileSync(require.resolve(`primereact/resources/themes/${name}/theme.css`), 'utf8');

/** The values of the custom properties of the rule with `selector`. */
function variables(css: string, selector: string): Map<string, string> {
  const values = new Map<string, string>();
  postcss.parse(css).walkRules((rule) => {
    if (rule.selector === selector)
      rule.walkDecls((declaration) => void values.set(declaration.prop, declaration.value));
  });
  return values;
}

describe('dark mode in the one theme stylesheet (build/theme-dark.ts)', () => {
  it('turns each colour that differs into a variable, light on :root and dark under the dark attribute, one per pair', () => {
    const light =
      ':root{--text-color:#4b5563;color-scheme:light}.a{color:#4b5563;padding:0.5rem 0}.b{color:#4b5563;border:1px solid #e5e7eb}.c{color:#111}';
    const dark =
      ':root{--text-color:rgba(255, 255, 255, 0.87);color-scheme:dark}.a{color:rgba(255, 255, 255, 0.87);padding:0.25rem 0}.b{color:rgba(255, 255, 255, 0.87);border:1px solid #424b57}.c{color:#111}';
    const css = withDarkScheme(light, dark);
    expect(variables(css, ':root').get('--t0')).toBe('#4b5563');
    expect(variables(css, ":root[data-theme='dark']").get('--t0')).toBe('rgba(255, 255, 255, 0.87)');
    expect(variables(css, ":root[data-theme='dark']").get('--t1')).toBe('dark');
    expect(css).toContain('.a{color:var(--t0);padding:0.5rem 0}');
    expect(css).toContain('.b{color:var(--t0);border:var(--t2)}');
    // The same in both: left as it is.
    expect(css).toContain('.c{color:#111}');
    expect(variables(css, ':root').get('--text-color')).toBe('var(--t0)');
  });

  it('keeps the light value where the dark theme changes no colour but a size (the same layout in both themes)', () => {
    const css = withDarkScheme(
      '.a{border:0 none;font-weight:600;opacity:0.6}',
      '.a{border:1px solid #424b57;font-weight:700;opacity:0.4}',
    );
    expect(css).toContain('.a{border:0 none;font-weight:600;opacity:0.6}');
  });

  it('gives every colour of lara-light-blue that lara-dark-blue changes its dark value, and leaves the rest of the light theme as it was', () => {
    const light = theme('lara-light-blue');
    const dark = theme('lara-dark-blue');
    const css = withDarkScheme(light, brightenDarkThemeColors(dark));
    const darkValues = variables(css, ":root[data-theme='dark']");
    expect(darkValues.size).toBeGreaterThan(150);
    expect([...darkValues.values()]).toContain('dark');
    // The body text, the cards and the primary colour switch.
    const lightRoot = variables(light, ':root');
    const mergedRoot = variables(css, ':root');
    for (const name of ['--text-color', '--surface-card', '--surface-ground', '--primary-color']) {
      const variable = /^var\((--t\d+)\)$/.exec(mergedRoot.get(name) ?? '')?.[1];
      expect(variable, name).toBeDefined();
      expect(mergedRoot.get(variable!), name).toBe(lightRoot.get(name));
      expect(darkValues.get(variable!), name).toBe(
        variables(brightenDarkThemeColors(dark), ':root').get(name),
      );
    }
    // With every variable put back to its light value, the stylesheet is the light theme.
    const lightOf = variables(css, ':root');
    const restored = css
      .slice(css.indexOf('}', css.indexOf(":root[data-theme='dark']")) + 1)
      .replace(/var\((--t\d+)\)/g, (_match, name: string) => lightOf.get(name) ?? '');
    expect(postcss.parse(restored).toString().replace(/\s+/g, '')).toBe(
      postcss.parse(light).toString().replace(/\s+/g, ''),
    );
  });

  it("lifts the dark theme's secondary text to reach 4.5:1 on its lighter grey surfaces, and makes the toasts' tints opaque", () => {
    expect(brightenDarkThemeColors('a{color:rgba(255, 255, 255, 0.6)}')).toBe(
      'a{color:rgba(255, 255, 255, 0.7)}',
    );
    const toasts = brightenDarkThemeColors(theme('lara-dark-blue'));
    for (const tint of [
      'rgba(59, 130, 246, 0.2)',
      'rgba(16, 185, 129, 0.2)',
      'rgba(234, 179, 8, 0.2)',
      'rgba(239, 68, 68, 0.2)',
    ]) {
      expect(toasts).not.toContain(tint);
    }
  });
});
