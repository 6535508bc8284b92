import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withInterSubsets } from '../../../build/theme-font';

const ROOT = resolve(import.meta.dirname, '../../..');
const theme = readFileSync(
  createRequire(import.meta.url).resolve('primereact/resources/themes/lara-light-blue/theme.css'),
  'utf8',
);

/** Every CSS file the app's own code holds. */
function appStyles(dir = join(ROOT, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return appStyles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

describe('Inter subsets in place of the theme’s full font (build/theme-font.ts)', () => {
  const replaced = withInterSubsets(theme);
  const faces = replaced.match(/@font-face\s*\{[^}]*\}/g) ?? [];

  it('leaves no face pointing at the full InterVariable files', () => {
    expect(theme).toMatch(/InterVariable\.woff2/);
    expect(replaced).not.toMatch(/InterVariable/);
  });

  it('keeps the family name with an upright and an italic face, each limited to the subset’s characters', () => {
    expect(faces).toHaveLength(2);
    for (const face of faces) {
      expect(face).toContain('font-family: "Inter var"');
      expect(face).toContain('font-display: swap');
      expect(face).toMatch(/unicode-range: U\+0000-00FF/);
    }
    expect(faces.map((face) => /font-style: (\w+)/.exec(face)?.[1])).toEqual(['normal', 'italic']);
  });

  it('points at subset files that are in the repository', () => {
    for (const face of faces) {
      const file = /url\("@\/(.+?)"\)/.exec(face)?.[1];
      expect(file, face).toBeDefined();
      expect(existsSync(join(ROOT, 'src', file!)), file).toBe(true);
    }
  });

  it('is enough for every weight the styles ask for (the subsets hold 400 to 700)', () => {
    const primereact = readFileSync(
      createRequire(import.meta.url).resolve('primereact/resources/primereact.min.css'),
      'utf8',
    );
    const styles = [replaced, primereact, ...appStyles().map((path) => readFileSync(path, 'utf8'))]
      .join('\n')
      .replace(/@font-face\s*\{[^}]*\}/g, '');
    const weights = [...styles.matchAll(/font-weight:\s*(\d+)/g)].map((match) => Number(match[1]));
    expect(weights.length).toBeGreaterThan(0);
    for (const weight of weights) expect(weight).toBeGreaterThanOrEqual(400);
    for (const weight of weights) expect(weight).toBeLessThanOrEqual(700);
  });
});
