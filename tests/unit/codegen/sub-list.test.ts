import { describe, expect, it } from 'vitest';
import { ManifestError, parseManifest } from '../../../codegen/src/manifest-parse';
import { renderListPage } from '../../../codegen/src/templates/list';
import {
  renderSubList,
  renderSubListTool,
  subListFile,
  subListToolFile,
} from '../../../codegen/src/templates/sub-list';
import { renderViewPage } from '../../../codegen/src/templates/view';
import { edit, fixtureData, fixtureManifest } from './support';

/** The problems parseManifest reports for `data` (empty when it is valid). */
function problems(data: unknown): readonly string[] {
  try {
    parseManifest(data);
    return [];
  } catch (error) {
    if (error instanceof ManifestError) return error.problems;
    throw error;
  }
}

const SUB_LIST = 'resources[1].subLists[0]';

describe('manifest subLists', () => {
  const manifest = fixtureManifest();
  const resource = manifest.resources[1];
  const subList = resource.subLists[0];

  it('checks the listed resource, the names, the {parent} of the list label and the row conditions', () => {
    const data = fixtureData();
    edit.set(data, `${SUB_LIST}.resource`, 'paises');
    edit.set(data, `${SUB_LIST}.listLabel`, 'Cidades da empresa');
    edit.set(data, `${SUB_LIST}.actions[1].when`, 'rota != null');
    edit.push(data, 'resources[1].subLists', { ...(fixtureManifest().resources[1].subLists[0] as object) });
    expect(problems(data)).toEqual([
      `${SUB_LIST}.listLabel: expected {parent} in the text (e.g. "Usuários de {parent}")`,
      `${SUB_LIST}.actions[1].when: expected a path of the row, optionally negated (e.g. servidor, !emailConfirmado)`,
      `${SUB_LIST}.resource: unknown resource "paises"`,
      'resources[1].subLists[1].name: duplicate sub-list "cidades-atendidas"',
    ]);
  });

  it('writes the drawer and its record tool next to the pages of the resource', () => {
    expect(subListFile(resource, subList)).toBe('generated/pages/empresas/cidades-atendidas-sub-list.tsx');
    expect(subListToolFile(resource, subList)).toBe(
      'generated/pages/empresas/cidades-atendidas-sub-list-tool.tsx',
    );
  });

  it('declares texts as literals, row templates as functions of the row, conditions and calls over the contract', () => {
    const code = renderSubList({ manifest, resource, subList });
    expect(code).toContain('listLabel: (parent) => `Cidades de ${parent}`');
    expect(code).toContain(
      'listQuery: (parentId, params) => getListaCidadesPorEmpresaQueryOptions(parentId, params)',
    );
    expect(code).toContain("note: (row) => (!row.rota ? 'Sem rota' : `Rota ${row.rota?.codigo ?? ''}`)");
    expect(code).toContain('when: (row) => row.rota');
    expect(code).toContain('when: (row) => !row.principal');
    expect(code).toContain("success: () => 'Rota removida'");
    expect(code).toContain('run: (row) => tornaPrincipal(row.id, row.cidade?.id)');
    expect(code).toContain(
      "{ kind: 'lock', flag: 'canLockCustomer', recurso: 'cidades', id: (row) => row.cidade?.id, ativo: (row) => row.ativo }",
    );
    expect(code).toContain("import { RouteDialog } from '@/resources/empresas/served-cities/route-dialog';");
  });

  it('opens with both resources view flags, loads the drawer lazily and puts the tool in the list rows and on the view page', () => {
    const tool = renderSubListTool({ manifest, resource, subList });
    expect(tool).toContain(
      "empresasCidadesAtendidasAccess: RouteAccess = { flags: ['canViewCustomers', 'canViewCities'], requireAll: true }",
    );
    expect(tool).toContain("import('@generated/pages/empresas/cidades-atendidas-sub-list')");
    for (const page of [renderListPage({ manifest, resource }), renderViewPage({ manifest, resource })]) {
      expect(page).toContain(
        "import { EmpresasCidadesAtendidasTool } from '@generated/pages/empresas/cidades-atendidas-sub-list-tool';",
      );
      expect(page).toContain('recordTools: [EmpresasCidadesAtendidasTool],');
    }
  });
});
