import { describe, expect, it } from 'vitest';
import { checkDemoStartup, checkFirstPaint } from '../../../scripts/bundle-composition.mjs';

type Chunk = {
  modules: string[];
  imports: string[];
  dynamicImports: string[];
  facade: string | null;
  entry: boolean;
};
const chunk = (
  modules: string[],
  imports: string[] = [],
  dynamicImports: string[] = [],
  facade: string | null = null,
  entry = false,
): Chunk => ({
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
      'list.js': chunk(
        ['generated/pages/cidades/list-page.tsx'],
        ['shared.js'],
        ['map.js'],
        'generated/pages/cidades/list-page.tsx',
      ),
      'shared.js': chunk(['node_modules/react/index.js']),
      'map.js': chunk(['node_modules/leaflet/dist/leaflet-src.js']),
    };
    expect(checkFirstPaint(chunks, PAGE)).toEqual({
      problems: [],
      pages: [{ page: 'resource list', chunks: ['index.js', 'list.js', 'shared.js'] }],
    });
  });

  it('finds a heavy library reached through static imports of the route chunk or of the entry', () => {
    const chunks = {
      'index.js': chunk(['src/main.tsx'], ['boot.js'], ['list.js'], 'src/main.tsx', true),
      'boot.js': chunk(['node_modules/@faker-js/faker/dist/index.js']),
      'list.js': chunk(
        ['generated/pages/cidades/list-page.tsx'],
        ['editor.js'],
        [],
        'generated/pages/cidades/list-page.tsx',
      ),
      'editor.js': chunk(['node_modules/quill/quill.js']),
    };
    expect(checkFirstPaint(chunks, PAGE).problems.sort()).toEqual([
      'resource list: Quill is in the first paint (editor.js holds node_modules/quill/quill.js)',
      'resource list: faker is in the first paint (boot.js holds node_modules/@faker-js/faker/dist/index.js)',
    ]);
  });

  it('says so when no chunk holds the page', () => {
    const chunks = { 'index.js': chunk(['src/main.tsx'], [], [], 'src/main.tsx', true) };
    expect(checkFirstPaint(chunks, PAGE).problems).toEqual([
      'resource list: no chunk holds generated/pages/cidades/list-page.tsx',
    ]);
  });
});

describe('demo start-up composition (scripts/bundle-composition.mjs)', () => {
  const FAKER = 'node_modules/@faker-js/faker/dist/index.js';

  it('accepts faker and the seed code in the chunk the mock API imports dynamically (the large profile)', () => {
    const chunks = {
      'index.js': chunk(['src/main.tsx'], ['shared.js'], ['browser.js'], 'src/main.tsx', true),
      'shared.js': chunk(['node_modules/react/index.js']),
      'browser.js': chunk(
        ['mocks/browser.ts', 'mocks/demo-seed.ts', 'node_modules/msw/lib/browser/index.mjs'],
        ['shared.js'],
        ['seed.js'],
        'mocks/browser.ts',
      ),
      'seed.js': chunk(
        ['mocks/db/seed/seed-context.ts', FAKER, 'mocks/db/seed/index.ts'],
        ['browser.js'],
        [],
        'mocks/db/seed/index.ts',
      ),
    };
    expect(checkDemoStartup(chunks)).toEqual({
      problems: [],
      chunks: ['index.js', 'shared.js', 'browser.js'],
      lazy: ['seed.js'],
    });
  });

  it('finds faker or the seed code imported statically by the mock API or by the entry', () => {
    const chunks = {
      'index.js': chunk(['src/main.tsx'], ['boot.js'], ['browser.js'], 'src/main.tsx', true),
      'boot.js': chunk(['src/app/boot.ts', FAKER]),
      'browser.js': chunk(['mocks/browser.ts'], ['seed.js'], [], 'mocks/browser.ts'),
      'seed.js': chunk(['mocks/db/seed/index.ts']),
    };
    expect(checkDemoStartup(chunks).problems.sort()).toEqual([
      `demo start-up: faker is loaded at start-up (boot.js holds ${FAKER})`,
      'demo start-up: the seed code is loaded at start-up (seed.js holds mocks/db/seed/index.ts)',
    ]);
  });

  it('counts the parts of the mock API that its start-up module imports dynamically as start-up too', () => {
    const chunks = {
      'index.js': chunk(['src/main.tsx'], [], ['browser.js'], 'src/main.tsx', true),
      'browser.js': chunk(['mocks/browser.ts'], [], ['browser-api.js'], 'mocks/browser.ts'),
      'browser-api.js': chunk(['mocks/browser-api.ts'], [], ['later.js'], 'mocks/browser-api.ts'),
      'later.js': chunk(['mocks/handlers/page-data.ts'], ['data.js'], [], 'mocks/handlers/page-data.ts'),
      'data.js': chunk(['mocks/db/seed/seed-context.ts']),
    };
    expect(checkDemoStartup(chunks).problems).toEqual([
      'demo start-up: the seed code is loaded at start-up (data.js holds mocks/db/seed/seed-context.ts)',
    ]);
  });

  it('finds the QA panel loaded at start-up, and accepts it behind the mock API’s dynamic import', () => {
    const lazy = {
      'index.js': chunk(['src/main.tsx'], [], ['browser.js'], 'src/main.tsx', true),
      'browser.js': chunk(
        ['mocks/browser.ts', 'mocks/qa/settings.ts'],
        [],
        ['browser-api.js'],
        'mocks/browser.ts',
      ),
      'browser-api.js': chunk(
        ['mocks/browser-api.ts', 'mocks/qa/browser-qa.ts'],
        [],
        ['launcher.js'],
        'mocks/browser-api.ts',
      ),
      'launcher.js': chunk(
        ['mocks/qa/qa-panel.css', 'mocks/qa/launcher.tsx'],
        [],
        ['panel.js'],
        'mocks/qa/launcher.tsx',
      ),
      'panel.js': chunk(
        ['mocks/qa/panel.tsx', 'generated/tables/operations.ts'],
        ['launcher.js'],
        [],
        'mocks/qa/panel.tsx',
      ),
    };
    expect(checkDemoStartup(lazy).problems).toEqual([]);
    const eager = {
      ...lazy,
      'browser-api.js': chunk(['mocks/browser-api.ts'], ['launcher.js'], [], 'mocks/browser-api.ts'),
    };
    expect(checkDemoStartup(eager).problems).toEqual([
      'demo start-up: the QA panel is loaded at start-up (launcher.js holds mocks/qa/qa-panel.css)',
    ]);
  });

  it('says so when no chunk holds the mock API (not a demo build)', () => {
    const chunks = { 'index.js': chunk(['src/main.tsx'], [], [], 'src/main.tsx', true) };
    expect(checkDemoStartup(chunks).problems).toEqual([
      'demo start-up: no chunk holds mocks/browser.ts (not a demo build?)',
    ]);
  });
});
