import { describe, expect, it } from 'vitest';
import * as prettier from 'prettier';
import { formatFiles, renderManifest } from '../../../codegen/src/generate';
import { ImportSet, printImports } from '../../../codegen/src/imports';
import { fixtureManifest, ROOT } from './support';

/**
 * Snapshots of every template on the fixture manifest (tests/unit/codegen/fixture.yaml), formatted as
 * the CLI writes them. A change to a template shows up here as a readable diff of generated code.
 */
describe('templates', async () => {
  const options = (await prettier.resolveConfig(`${ROOT}generated/pages/routes.tsx`)) ?? {};
  const files = await formatFiles(renderManifest(fixtureManifest()), options);

  it('render every output of the manifest', () => {
    expect(files.map((file) => file.path)).toEqual([
      'generated/tables/resources.ts',
      'generated/tables/resource-groups.ts',
      'generated/tables/enums.ts',
      'generated/tables/permissions.ts',
      'generated/tables/mock-resources.ts',
      'generated/pages/routes.tsx',
      'generated/tables/config-forms.ts',
      'generated/tables/references/planos.ts',
      'generated/tables/references/empresas.ts',
      'generated/tables/references/filiais.ts',
      'generated/pages/cidades/list-query.ts',
      'generated/pages/cidades/list-page.tsx',
      'generated/pages/cidades/form-page.tsx',
      'generated/pages/cidades/view-page.tsx',
      'generated/pages/empresas/list-query.ts',
      'generated/pages/empresas/list-page.tsx',
      'generated/pages/empresas/form-page.tsx',
      'generated/pages/empresas/view-page.tsx',
      'generated/pages/empresas/config-page.tsx',
      'generated/pages/empresas/cidades-atendidas-sub-list.tsx',
      'generated/pages/empresas/cidades-atendidas-sub-list-tool.tsx',
    ]);
  });

  it('start every file with the generated banner', () => {
    for (const file of files) expect(file.content.startsWith('/**\n * generated — do not edit.')).toBe(true);
  });

  it.each(files.map((file) => [file.path.replace(/^generated\//, ''), file.content]))(
    'match the snapshot of %s',
    async (name, content) => {
      await expect(content).toMatchFileSnapshot(`./__snapshots__/${name.replace(/\//g, '__')}.snap`);
    },
  );
});

describe('printImports', () => {
  it('prints one sorted, deduplicated declaration per module, type-only where possible', () => {
    const imports = new ImportSet();
    imports.value('@/lib/format/documents', 'formatCpfCnpj');
    imports.type('@generated/api/model', 'Empresa');
    imports.value('./pages/x', 'X');
    imports.type('react', 'ComponentType');
    imports.value('@/lib/format/documents', 'formatCep');
    imports.type('@generated/api/model', 'Cidade');
    imports.type('@/lib/format/documents', 'Input');
    imports.value('@/lib/format/documents', 'formatCep');
    expect(printImports(imports)).toBe(
      [
        "import type { ComponentType } from 'react';",
        "import type { Cidade, Empresa } from '@generated/api/model';",
        "import { formatCep, formatCpfCnpj, type Input } from '@/lib/format/documents';",
        "import { X } from './pages/x';",
      ].join('\n'),
    );
  });

  it('refuses one name from two modules', () => {
    const imports = new ImportSet();
    imports.value('@generated/api/cidades/cidades', 'listaCidades');
    expect(() => imports.value('@generated/api/paises/paises', 'listaCidades')).toThrow(/listaCidades/);
  });
});
