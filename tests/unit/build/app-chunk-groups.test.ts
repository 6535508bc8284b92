import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appChunkGroup, appChunkSets } from '../../../build/app-chunk-groups';

const ROOT = resolve(import.meta.dirname, '../../..').replace(/\\/g, '/');
const at = (path: string) => `${ROOT}/${path}`;

/** A module graph from `path → static imports` (and `lazy` imports), paths relative to the project. */
function graphOf(imports: Record<string, string[]>, lazy: Record<string, string[]> = {}) {
  return {
    getModuleInfo(id: string) {
      const path = id.slice(ROOT.length + 1);
      if (!(path in imports)) return null;
      return { importedIds: imports[path].map(at), dynamicallyImportedIds: (lazy[path] ?? []).map(at) };
    },
  };
}

const app = {
  'src/main.tsx': ['src/app/router.tsx', 'node_modules/react-dom/index.js'],
  'src/app/router.tsx': ['src/lib/session/session-state.ts'],
  'src/lib/session/session-state.ts': [],
  'node_modules/react-dom/index.js': [],
  'src/features/auth/sign-in-page.tsx': ['src/lib/http/error-message.ts'],
  'src/lib/http/error-message.ts': [],
  'src/lib/session/session-client.ts': ['src/lib/http/client.ts', 'src/lib/session/session-state.ts'],
  'src/lib/http/client.ts': ['node_modules/axios/index.js', 'src/lib/http/error-message.ts'],
  'node_modules/axios/index.js': [],
  'src/app/guards/protected-dashboard-layout.tsx': ['src/app/shell/top-bar.tsx'],
  'src/app/shell/top-bar.tsx': ['src/ui/user-avatar.tsx'],
  'src/ui/user-avatar.tsx': [],
  'src/kit/index.ts': ['src/kit/list/resource-list-page.tsx', 'src/kit/form/resource-form.tsx'],
  'src/kit/form/resource-form.tsx': ['src/ui/button.tsx'],
  'src/kit/list/resource-list-page.tsx': [
    'src/kit/list/paged-table.tsx',
    'src/ui/button.tsx',
    'src/lib/format/date.ts',
  ],
  'src/kit/list/paged-table.tsx': ['src/kit/list/controller/list-state.ts'],
  'src/kit/list/controller/list-state.ts': [],
  'src/kit/fields/use-reference-options.ts': ['src/kit/list/controller/list-state.ts'],
  'src/kit/list/paged-table-extra.tsx': [],
  'src/ui/button.tsx': [],
  'src/lib/format/date.ts': ['node_modules/date-fns/index.js'],
  'node_modules/date-fns/index.js': [],
  'src/lib/format/documents.ts': [],
  'generated/pages/cidades/list-page.tsx': [
    'src/kit/index.ts',
    'src/lib/format/documents.ts',
    'generated/tables/references/cidades.ts',
  ],
  'generated/pages/paises/list-page.tsx': [
    'src/kit/index.ts',
    'src/lib/format/documents.ts',
    'generated/tables/references/cidades.ts',
  ],
  'generated/pages/cidades/form-page.tsx': ['src/kit/index.ts', 'src/kit/fields/use-reference-options.ts'],
  'generated/tables/references/cidades.ts': [],
  'src/features/tickets/list/ticket-list-page.tsx': [
    'src/kit/index.ts',
    'src/features/tickets/list/ticket-views.tsx',
    'src/lib/format/ticket-labels.ts',
  ],
  'src/features/tickets/list/ticket-views.tsx': ['src/ui/button.tsx'],
  'src/lib/format/ticket-labels.ts': [],
  'src/app/routes-lazy.ts': [],
};
const lazy = {
  'src/main.tsx': [
    'src/features/auth/sign-in-page.tsx',
    'src/lib/session/session-client.ts',
    'src/app/guards/protected-dashboard-layout.tsx',
    'src/app/routes-lazy.ts',
  ],
  'src/app/routes-lazy.ts': [
    'generated/pages/cidades/list-page.tsx',
    'generated/pages/paises/list-page.tsx',
    'generated/pages/cidades/form-page.tsx',
    'src/features/tickets/list/ticket-list-page.tsx',
  ],
  'src/kit/list/paged-table.tsx': ['src/kit/list/paged-table-extra.tsx'],
};

/** The sources the sets read: the kit's front door and what the tickets list names through it. */
const sources: Record<string, string> = {
  'src/kit/index.ts': [
    "export { ResourceFormPage } from './form/resource-form';",
    "export { PagedTable, type PagedTableProps } from './list/paged-table';",
    "export { ResourceListPage } from './list/resource-list-page';",
  ].join('\n'),
  'src/features/tickets/list/ticket-list-page.tsx': "import { PagedTable, type KitColumnDef } from '@/kit';",
};
const read = (id: string) => sources[id.slice(ROOT.length + 1)] ?? '';

describe('the app chunk groups', () => {
  const sets = appChunkSets(graphOf(app, lazy), read);
  const relative = (set: Set<string>) => [...set].map((id) => id.slice(ROOT.length + 1)).sort();

  it('puts the session flows and the signed-in layout in the shell, less what the entry and sign-in already have', () => {
    expect(relative(sets.shell)).toEqual([
      'src/app/guards/protected-dashboard-layout.tsx',
      'src/app/shell/top-bar.tsx',
      'src/lib/http/client.ts',
      'src/lib/session/session-client.ts',
      'src/ui/user-avatar.tsx',
    ]);
  });

  it("puts the list kit's code in the list chunks, but not the kit's forms reached only through its front door nor lazy parts", () => {
    expect(relative(new Set([...sets.list, ...sets.resourceList]))).toEqual([
      'src/kit/list/controller/list-state.ts',
      'src/kit/list/paged-table.tsx',
      'src/kit/list/resource-list-page.tsx',
    ]);
  });

  it("splits the list kit: what the tickets list names through the front door (and what that imports) in 'list', the rest in 'resource-list'", () => {
    expect(relative(sets.list)).toEqual([
      'src/kit/list/controller/list-state.ts',
      'src/kit/list/paged-table.tsx',
    ]);
    expect(relative(sets.resourceList)).toEqual(['src/kit/list/resource-list-page.tsx']);
  });

  it('puts the primitives and formats the lists share with forms in the common chunk, libraries and a resource’s own modules in neither', () => {
    expect(relative(sets.common)).toEqual([
      'src/lib/format/date.ts',
      'src/lib/format/documents.ts',
      'src/ui/button.tsx',
    ]);
  });

  it('keeps in the list chunk a kit module that imports the list kit, so the common chunk imports no other app chunk', () => {
    const withPicker = {
      ...app,
      'src/kit/list/resource-list-page.tsx': [
        ...app['src/kit/list/resource-list-page.tsx'],
        'src/kit/fields/use-reference-options.ts',
      ],
    };
    const moved = appChunkSets(graphOf(withPicker, lazy), read);
    expect(moved.common.has(at('src/kit/fields/use-reference-options.ts'))).toBe(false);
    expect(moved.resourceList.has(at('src/kit/fields/use-reference-options.ts'))).toBe(true);
  });

  it('names each module its chunk, and leaves the others to the bundler', () => {
    const graph = graphOf(app, lazy);
    expect(appChunkGroup.name(at('src/ui/user-avatar.tsx'), graph)).toBe('shell');
    expect(appChunkGroup.name(at('src/kit/list/paged-table.tsx'), graph)).toBe('list');
    expect(appChunkGroup.name(at('src/ui/button.tsx'), graph)).toBe('common');
    expect(appChunkGroup.name(at('src/main.tsx'), graph)).toBeNull();
    expect(appChunkGroup.name(at('generated/tables/references/cidades.ts'), graph)).toBeNull();
    expect(appChunkGroup.name(at('node_modules/axios/index.js'), graph)).toBeNull();
  });
});
