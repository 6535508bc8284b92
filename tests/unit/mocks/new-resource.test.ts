import { describe, expect, it, vi } from 'vitest';
import type { Motivo } from '@generated/api/model';
import { literal } from '../../../codegen/src/expressions';
import { renderManifest } from '../../../codegen/src/generate';
import { parseManifest } from '../../../codegen/src/manifest-parse';
import { readYaml, ROOT } from '../codegen/support';
import {
  moedasEntity,
  moedasEntry,
  moedasMock,
  moedasResource,
  type MoedaInput,
} from './new-resource-fixture';
import { setupMockApi } from './support';

/**
 * Issue 4: adding a simple resource is a manifest entry plus its contract paths, and nothing else. A
 * fictitious resource (moedas) is added to the real manifest in memory: the generator gives its pages,
 * route, hub entry, permission entity and mock spec. Then the mock API runs with generated/ as it would be
 * after `npm run generate` (the contract's Recurso enum, generated/tables/permissions.ts,
 * generated/tables/resources.ts and generated/tables/mock-resources.ts with the entries checked above;
 * vi.mock stands in for the files, since the contract has no moedas) and no other change: it has a table, a
 * definition and the admin's action codes for it, and serves list, create, get, update and lock.
 */

vi.mock('@generated/api/model', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@generated/api/model')>();
  return { ...actual, Recurso: { ...actual.Recurso, moedas: 'moedas' } };
});
vi.mock('@generated/tables/permissions', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@generated/tables/permissions')>();
  const fixture = await import('./new-resource-fixture');
  return { permissionEntities: [...actual.permissionEntities, fixture.moedasEntity] };
});
vi.mock('@generated/tables/resources', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@generated/tables/resources')>();
  const fixture = await import('./new-resource-fixture');
  return { ...actual, resources: [...actual.resources, fixture.moedasResource] };
});
vi.mock('@generated/tables/mock-resources', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@generated/tables/mock-resources')>();
  const fixture = await import('./new-resource-fixture');
  return { ...actual, mockResources: { ...actual.mockResources, moedas: fixture.moedasMock } };
});

const api = setupMockApi();

function generated() {
  const data = readYaml(`${ROOT}codegen/resources.yaml`) as { resources: unknown[] };
  data.resources.push(moedasEntry);
  const files = renderManifest(parseManifest(data));
  return (path: string) => files.find((file) => file.path === path)?.content ?? '';
}

describe('a new simple resource', () => {
  it('gets its pages, route, hub entry, permission entity and mock spec from its manifest entry', () => {
    const file = generated();
    for (const page of ['list', 'form', 'view']) {
      const component = `Moedas${page.charAt(0).toUpperCase()}${page.slice(1)}Page`;
      expect(file(`generated/pages/moedas/${page}-page.tsx`)).toContain(`export function ${component}`);
      // The list's record also carries the request its route starts ahead of the page.
      const extra = page === 'list' ? ', prefetchList: module.prefetchList' : '';
      expect(file('generated/pages/routes.tsx')).toContain(
        `import('./moedas/${page}-page').then((module) => ({ Component: module.${component}${extra} }))`,
      );
    }
    expect(file('generated/pages/moedas/list-query.ts')).toContain("from '@generated/api/moedas/moedas'");
    expect(file('generated/tables/resources.ts')).toContain(
      `export const moedasResource: ResourceInfo = ${literal(moedasResource)};`,
    );
    expect(file('generated/tables/resources.ts')).toMatch(
      /resources: readonly ResourceInfo\[\] = \[[^\]]*, moedasResource\]/,
    );
    expect(file('generated/tables/resource-groups.ts')).toContain(
      "segments: ['cidades', 'paises', 'bancos', 'moedas']",
    );
    expect(file('generated/tables/resource-groups.ts')).toContain(
      "moedas: { icon: 'pi pi-dollar', description: 'Moedas com código ISO 4217' }",
    );
    expect(file('generated/tables/permissions.ts')).toContain(literal(moedasEntity));

    const { columns, filters, fields, references } = moedasMock;
    const mock = file('generated/tables/mock-resources.ts');
    expect(mock).toContain(
      "export const moedasMock = { recurso: 'moedas', label: 'Moedas', singular: 'Moeda', gender: 'f', " +
        "permission: 'MOEDA', " +
        "defaultSort: 'nome,asc', listQuery: ListaMoedasQueryParams, createBody: CriaMoedaBody, " +
        'updateBody: AlteraMoedaBody, readModel: BuscaMoedaResponse, ' +
        `columns: ${literal(columns)}, filters: ${literal(filters)}, ` +
        `fields: ${literal(fields)}, references: ${literal(references)} } as const;`,
    );
    expect(mock).toContain(
      'import { AlteraMoedaBody, BuscaMoedaResponse, CriaMoedaBody, ListaMoedasQueryParams } ' +
        "from '@generated/zod/moedas/moedas';",
    );
    expect(mock).toContain('moedas: Moeda;');
    expect(mock).toMatch(/mockResources = \{[^}]*moedas: moedasMock \}/);
  });

  it('gets a routine with its action codes, held by the admin profile, and its screens in the seed', async () => {
    const { token } = await api.login();
    const { acoes } = (await (await api.call(token, '/v1/eu/permissoes')).json()) as { acoes: string[] };
    expect(acoes).toEqual(
      expect.arrayContaining(['CON_MOEDA', 'NOV_MOEDA', 'ALT_MOEDA', 'ATIVA_INATIVA_MOEDA']),
    );
    expect(acoes).not.toContain('IMPORTA_MOEDA');
    const { rotinas, 'rotinas-front-end': telas } = api.ctx.db.resources;
    const rotina = rotinas.find((item) => item.codigo === 'MOEDA');
    expect(rotina?.descricao).toBe('MOEDAS');
    // Seeded after the routines of the existing resources, whose ids and codes stay as they were.
    expect(rotinas.find((item) => item.codigo === 'NCM')!.id).toBeLessThan(rotina!.id);
    expect(rotinas.find((item) => item.codigo === 'MOD')!.acoes[0]).toMatchObject({
      id: 1,
      codigo: 'CON_MOD',
    });
    expect(telas.find((tela) => tela.rota === '/dashboard/moedas/:currencyId/edita')?.rotinaId).toBe(
      rotina!.id,
    );
  });

  it('is served by the mock API: list, create, get, update and lock', async () => {
    const { token } = await api.login();
    const empty = await api.call(token, '/v1/moedas');
    expect(empty.status).toBe(200);
    expect(await empty.json()).toMatchObject({ items: [], totalItens: 0 });

    const created = await api.call<MoedaInput>(token, '/v1/moedas', {
      method: 'POST',
      json: { codigo: 'BRL', nome: '  real brasileiro ', simbolo: 'R$' },
    });
    expect(created.status).toBe(201);
    const moeda = (await created.json()) as { id: number };
    expect(moeda).toMatchObject({ codigo: 'BRL', nome: 'REAL BRASILEIRO', simbolo: 'R$', ativo: true });

    const found = await api.call(token, `/v1/moedas/${moeda.id}`);
    expect(await found.json()).toMatchObject({ id: moeda.id, nome: 'REAL BRASILEIRO' });
    // The answer agrees with the word's gender, which the manifest gives.
    const missing = await api.call(token, '/v1/moedas/999999');
    expect(missing.status).toBe(404);
    expect((await missing.json()).erro).toBe('Moeda não encontrada');

    const updated = await api.call<MoedaInput>(token, `/v1/moedas/${moeda.id}`, {
      method: 'PUT',
      json: { codigo: 'BRL', nome: 'real', simbolo: 'R$' },
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ nome: 'REAL' });
    const listed = await api.call(token, '/v1/moedas?codigo=BRL&filtros=real');
    expect(((await listed.json()) as { items: unknown[] }).items).toEqual([
      expect.objectContaining({ id: moeda.id }),
    ]);

    const locked = await api.call<Motivo>(token, `/v1/moedas/inativa/${moeda.id}`, {
      method: 'PUT',
      json: { motivo: 'moeda fora de circulação' },
    });
    expect(locked.status).toBe(200);
    expect(await locked.json()).toMatchObject({ ativo: false });
    const inactive = await api.call(token, '/v1/moedas?situacao=LOCK');
    expect(((await inactive.json()) as { items: unknown[] }).items).toEqual([
      expect.objectContaining({ id: moeda.id, ativo: false }),
    ]);
  });

  it('fills the country it references from its id, refuses one that does not exist, and applies its filters', async () => {
    const { token } = await api.login();
    const [brasil] = (
      (await (await api.call(token, '/v1/paises?sigla=BR')).json()) as { items: Array<{ id: number }> }
    ).items;
    const created = await api.call<MoedaInput>(token, '/v1/moedas', {
      method: 'POST',
      json: { codigo: 'BRL', nome: 'Real', paisId: brasil.id, emissaoDesde: '1994-07-01' },
    });
    expect(created.status).toBe(201);
    const real = (await created.json()) as { id: number };
    expect(real).toMatchObject({ paisId: brasil.id, pais: { id: brasil.id, nome: 'BRASIL' } });
    expect(await (await api.call(token, `/v1/moedas/${real.id}`)).json()).toMatchObject({
      pais: { id: brasil.id, nome: 'BRASIL' },
    });
    await api.call<MoedaInput>(token, '/v1/moedas', {
      method: 'POST',
      json: { codigo: 'USD', nome: 'Dólar americano', emissaoDesde: '1792-04-02' },
    });

    const unknown = await api.call<MoedaInput>(token, '/v1/moedas', {
      method: 'POST',
      json: { codigo: 'EUR', nome: 'Euro', paisId: 999_999 },
    });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errors).toEqual([{ campo: 'paisId', errors: ['Opção inválida'] }]);

    const codes = async (query: string) =>
      (
        (await (await api.call(token, `/v1/moedas?${query}`)).json()) as { items: Array<{ codigo: string }> }
      ).items.map((moeda) => moeda.codigo);
    expect(await codes(`paisId=${brasil.id}`)).toEqual(['BRL']);
    // Text is found by a part of it, without regard to case or accents.
    expect(await codes('nome=dolar')).toEqual(['USD']);
    // A range's bounds are inclusive; a record without the value is outside every range.
    expect(await codes('emissaoDesdeDe=1994-07-01')).toEqual(['BRL']);
    expect(await codes('emissaoDesdeAte=1994-06-30')).toEqual(['USD']);
    expect(await codes('emissaoDesdeDe=1700-01-01&emissaoDesdeAte=1994-07-01')).toEqual(['USD', 'BRL']);
  });

  it('refuses its writes to a profile without its action codes (403)', async () => {
    const { token } = await api.login('suporte@retaguarda.dev');
    const response = await api.call<MoedaInput>(token, '/v1/moedas', {
      method: 'POST',
      json: { codigo: 'USD', nome: 'Dólar', simbolo: 'US$' },
    });
    expect(response.status).toBe(403);
  });
});
