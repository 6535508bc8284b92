import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dropUnusedComponents, UNUSED_THEME_FAMILIES } from '../../../build/theme-components';

const ROOT = resolve(import.meta.dirname, '../../..');
const theme = readFileSync(
  createRequire(import.meta.url).resolve('primereact/resources/themes/lara-light-blue/theme.css'),
  'utf8',
);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(tsx?|css|ya?ml)$/.test(entry.name) ? [path] : [];
  });
}

describe('the theme without the component families the app never renders (build/theme-components.ts)', () => {
  const trimmed = dropUnusedComponents(theme);

  it('keeps the styles of what the app renders, its internal parts included', () => {
    for (const selector of [
      '.p-button',
      '.p-inputtext',
      '.p-dropdown-panel',
      '.p-menuitem-link',
      '.p-datepicker',
      '.p-multiselect',
      '.p-checkbox-box',
      '.p-toast',
      '.p-dialog',
      '.p-sidebar',
      '.p-tabview',
      '.p-paginator',
      '.p-inputswitch',
      '.p-editor-container',
      '.p-tooltip',
      '.p-message',
      '.p-skeleton',
    ]) {
      expect(trimmed, selector).toContain(selector);
    }
    expect(trimmed).toMatch(/:root\s*\{[^}]*--primary-color/);
  });

  it('leaves no selector of an unused family, and is much smaller', () => {
    for (const family of UNUSED_THEME_FAMILIES)
      expect(trimmed, family).not.toMatch(new RegExp(`\\.p-${family}(?![a-z])`));
    expect(trimmed.length).toBeLessThan(theme.length * 0.6);
  });

  it('drops only the unused selectors of a shared rule', () => {
    const css =
      '.p-button.p-button-secondary, .p-splitbutton.p-button-secondary > .p-button { color: red }\n.p-galleria { color: blue }';
    expect(dropUnusedComponents(css).trim()).toBe('.p-button.p-button-secondary { color: red }');
  });

  it('drops none the app uses: no class of these families and no PrimeReact component of that name in the code', () => {
    const code = ['src', 'generated', 'codegen/src']
      .flatMap((dir) => sources(join(ROOT, dir)))
      .map((path) => [path, readFileSync(path, 'utf8')] as const);
    code.push(['codegen/resources.yaml', readFileSync(join(ROOT, 'codegen/resources.yaml'), 'utf8')]);
    const uses = code.flatMap(([path, text]) =>
      UNUSED_THEME_FAMILIES.filter((family) =>
        new RegExp(`(\\bp-${family}(?![a-z])|primereact/${family}['/])`).test(text),
      ).map((family) => `${family} in ${path}`),
    );
    expect(uses).toEqual([]);
  });
});
