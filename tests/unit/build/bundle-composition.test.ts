import { describe, expect, it } from 'vitest';
import { checkFirstPaint } from '../../../scripts/bundle-composition.mjs';

type Chunk = { modules: string[]; imports: string[]; dynamicImports: string[]; facade: string | null; entry: boolean };
const chunk = (modules: string[], imports: string[] = [], dynamicImports: string[] = [], facade: string | null = null, entry = false): Chunk => ({
  modules,
  imports,
  dynamicImports,
  facade,
  entry,
});
const PAGE: Array<[string, string]> = [['resource list', 'generated/pages/cidades/list-page.tsx']];

describe('first paint composition (scripts/bundle-composition.mjs)', () => {
  it('accepts heavy libraries behind a dynamic import', () => {
    const chunks = {
      'index.js': chunk(['src/main.tsx'], [], ['list.js'], 'src/main.tsx', true),
      'list.js': chunk(['generated/pages/cidades/list-page.tsx'], ['shared.js'], ['map.js'], 'generated/pages/cidades/list-page.tsx'),
      'shared.js': chunk(['node_modules/react/index.js']),
      'map.js': chunk(['node_modules/leaflet/dist/leaflet-src.js']),
    };
    expect(checkFirstPaint(chunks, PAGE)).toEqual({ problems: [], pages: [{ page: 'resource list', chunks: ['index.js', 'list.js', 'shared.js'] }] });
  });

  it('finds a heavy library reached through static imports of the route chunk or of the entry', () => {
    const chunks = {
      'index.js': chunk(['src/main.tsx'], ['boot.js'], ['list.js'], 'src/main.tsx', true),
      'boot.js': chunk(['node_modules/@faker-js/faker/dist/index.js']),
      'list.js': chunk(['generated/pages/cidades/list-page.tsx'], ['editor.js'], [], 'generated/pages/cidades/list-page.tsx'),
      'editor.js': chunk(['node_modules/quill/quill.js']),
    };
    expect(checkFirstPaint(chunks, PAGE).problems.sort()).toEqual([
      'resource list: Quill is in the first paint (editor.js holds node_modules/quill/quill.js)',
      'resource list: faker is in the first paint (boot.js holds node_modules/@faker-js/faker/dist/index.js)',
    ]);
  });

  it('says so when no chunk holds the page', () => {
    const chunks = { 'index.js': chunk(['src/main.tsx'], [], [], 'src/main.tsx', true) };
    expect(checkFirstPaint(chunks, PAGE).problems).toEqual(['resource list: no chunk holds generated/pages/cidades/list-page.tsx']);
  });
});
