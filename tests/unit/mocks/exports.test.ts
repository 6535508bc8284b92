import { describe, expect, it } from 'vitest';
import type { Recurso } from '@generated/api/model';
import type { AnyResourceDefinition } from '@mocks/kit/resource';
import { readWorkbook } from '@mocks/kit/xlsx';
import { resourceDefinitions } from '@mocks/resources';
import { setupMockApi } from './support';

const api = setupMockApi();

type Token = string;

/** Every record the list call answers for `query`, page after page. */
async function listAll(token: Token, recurso: Recurso, query: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for (let pagina = 1; ; pagina++) {
    const response = await api.call(token, `/v1/${recurso}?${query}&limitePagina=100&pagina=${pagina}`);
    expect(response.status).toBe(200);
    const page = (await response.json()) as { items: Record<string, unknown>[]; totalPaginas: number };
    items.push(...page.items);
    if (pagina >= page.totalPaginas) return items;
  }
}

/** The first export column of each row of the Excel export for `query`. */
async function exportedKeys(token: Token, recurso: Recurso, query: string): Promise<unknown[]> {
  const response = await api.call(token, `/v1/${recurso}/exporta-excel?${query}`);
  expect(response.status).toBe(200);
  const sheet = await readWorkbook(await response.arrayBuffer());
  return sheet.rows.map((row) => row.values[sheet.headers[0]]);
}

function firstColumnOf(recurso: Recurso) {
  const definition = resourceDefinitions[recurso] as unknown as AnyResourceDefinition;
  return (record: Record<string, unknown>) => definition.exportColumns[0].value(record as never);
}

describe('mock API: exports apply the resource’s own advanced filters', () => {
  const cases: Array<[Recurso, string]> = [
    ['cfops', 'tipo=SAIDA&codigoInicial=5&ordenacao=codigo,desc'],
    ['bancos', 'codigo=001'],
    ['praca-pedagio', 'uf=SP&situacao=UNLOCK'],
    ['modulos', 'valorMinimo=50&valorMaximo=150'],
    ['aliquotas-icms', 'ufOrigem=SP&ufDestino=RJ'],
    ['paises', 'sigla=BR'],
  ];

  it.each(cases)('%s?%s exports exactly the rows the list answers, in its order', async (recurso, query) => {
    const { token } = await api.login();
    const listed = await listAll(token, recurso, query);
    const everything = await listAll(token, recurso, 'situacao=ALL');
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.length).toBeLessThan(everything.length);
    expect(await exportedKeys(token, recurso, query)).toEqual(listed.map(firstColumnOf(recurso)));
  });

  it('refuses an advanced filter value the resource’s list refuses (both exports)', async () => {
    const { token } = await api.login();
    for (const kind of ['exporta-excel', 'exporta-listagem']) {
      const response = await api.call(token, `/v1/cfops/${kind}?tipo=QUALQUER`);
      expect(response.status).toBe(400);
      expect((await api.call(token, `/v1/cfops/${kind}?tipo=ENTRADA`)).status).toBe(200);
    }
  });

  it('filters the PDF listing too', async () => {
    const { token } = await api.login();
    const text = async (query: string) =>
      new TextDecoder('latin1').decode(
        new Uint8Array(await (await api.call(token, `/v1/bancos/exporta-listagem?${query}`)).arrayBuffer()),
      );
    const [one] = await listAll(token, 'bancos', 'codigo=001');
    const [other] = await listAll(token, 'bancos', 'codigo=237');
    const filtered = await text('codigo=001');
    expect(filtered).toContain(String(one.nome));
    expect(filtered).not.toContain(String(other.nome));
  });
});

describe('mock API: exports of a selection (ids)', () => {
  it('exports only the records whose ids are sent, in the order asked, with either export', async () => {
    const { token } = await api.login();
    const listed = await listAll(token, 'cidades', 'filtros=rio&ordenacao=nome,desc');
    const chosen = [listed[4], listed[0], listed[2]];
    const ids = chosen.map((record) => `ids=${String(record.id)}`).join('&');
    const expected = [listed[0], listed[2], listed[4]].map(firstColumnOf('cidades'));
    expect(await exportedKeys(token, 'cidades', `${ids}&ordenacao=nome,desc`)).toEqual(expected);
    // The limit counts the selection's rows, not the whole list's.
    expect(await exportedKeys(token, 'cidades', `${ids}&ordenacao=nome,desc&limitePagina=2`)).toEqual(
      expected.slice(0, 2),
    );
    const pdf = new TextDecoder('latin1').decode(
      new Uint8Array(await (await api.call(token, `/v1/cidades/exporta-listagem?${ids}`)).arrayBuffer()),
    );
    expect(pdf).toContain(String(chosen[0].nome));
    expect(pdf).not.toContain(String(listed[1].nome));
  });

  it('refuses ids that are not record ids, and more than 100 of them', async () => {
    const { token } = await api.login();
    expect((await api.call(token, '/v1/cidades/exporta-excel?ids=abc')).status).toBe(400);
    const many = Array.from({ length: 101 }, (_, index) => `ids=${index + 1}`).join('&');
    expect((await api.call(token, `/v1/cidades/exporta-excel?${many}`)).status).toBe(400);
  });
});
