import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Contract, type OpenApiDocument } from '../../../codegen/src/contract';
import { contractProblems } from '../../../codegen/src/contract-checks';
import { ManifestError, parseManifest } from '../../../codegen/src/manifest-parse';
import { renderViewPage } from '../../../codegen/src/templates/view';
import { edit, fixtureData, fixtureManifest, readYaml, realManifest } from './support';

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

const RELATED = 'resources[1].related';

describe('manifest related lists', () => {
  it('takes either a resource of the manifest or a list written out, not both nor neither', () => {
    const both = fixtureData();
    edit.set(both, `${RELATED}[1].resource`, 'cidades');
    const neither = fixtureData();
    edit.set(neither, `${RELATED}[0].resource`, undefined);
    const message =
      'expected either `resource` (a segment of resources) or `list` (a list that is not a resource)';
    expect(problems(both)).toEqual([`${RELATED}[1]: ${message}`]);
    expect(problems(neither)).toEqual([`${RELATED}[0]: ${message}`]);
  });

  it('refuses an unknown resource, a param its list does not filter by, and a dependent filter without its parent', () => {
    const unknown = fixtureData();
    edit.set(unknown, `${RELATED}[0].resource`, 'veiculos');
    expect(problems(unknown)).toEqual([`${RELATED}[0].resource: unknown resource "veiculos"`]);

    const notAFilter = fixtureData();
    edit.set(notAFilter, `${RELATED}[0].param`, 'planoId');
    expect(problems(notAFilter)).toEqual([
      `${RELATED}[0]: "planoId" is not a filter of empresas.list.filters: 'Ver todos' could not show it`,
    ]);

    // The list drops a branch filter without its customer: 'Ver todos' would open unfiltered.
    const orphan = fixtureData();
    edit.set(orphan, `${RELATED}[0].with`, {});
    expect(problems(orphan)).toEqual([
      `${RELATED}[0].with: the filter "filialId" of empresas depends on "empresaId": give it too (e.g. with: { empresaId: empresaId })`,
    ]);
  });

  it('refuses a param given twice, two lists under one title and an enum detail without its enum', () => {
    const data = fixtureData();
    edit.set(data, `${RELATED}[0].params`, { empresaId: 3 });
    edit.set(data, `${RELATED}[1].title`, 'Empresas da filial');
    edit.set(data, `${RELATED}[1].detail`, { field: 'status', kind: 'enum' });
    expect(problems(data)).toEqual([
      `${RELATED}[0]: param "empresaId" is given twice (param, with, params)`,
      `${RELATED}[1].title: duplicate related list "Empresas da filial"`,
      `${RELATED}[1].detail.enum: kind enum needs \`enum\` (a name of enums)`,
    ]);
  });

  it('declares each list on the view page: its call with the params naming the record, rows, links and addresses', () => {
    const manifest = fixtureManifest();
    const code = renderViewPage({ manifest, resource: manifest.resources[1] });
    // A resource: its plural or the title, all its records (the list's default tab) in its default order.
    expect(code).toContain('relatedList<Empresa, Empresa>({');
    expect(code).toContain("listPath: '/dashboard/empresas'");
    expect(code).toContain('params: (record) => ({ filialId: record.id, empresaId: record.empresaId })');
    expect(code).toContain(
      "query: (params) => getListaEmpresasQueryOptions({ ...params, situacao: 'ALL', ordenacao: 'nome,asc' })",
    );
    expect(code).toContain("label: (row) => `${row.codigo ?? ''} - ${row.fantasia || row.nome || ''}`");
    expect(code).toContain('detail: (row) => formatCpfCnpj(row.cpfcnpj)');
    expect(code).toContain('recordPath: (row) => `/dashboard/empresas/${row.id}/consulta`');
    // A list written out: its own addresses, order and fixed params; no situação tab.
    expect(code).toContain('relatedList<Empresa, ChamadoResumo>({');
    expect(code).toContain(
      "params: (record) => ({ empresaId: record.id, status: ['EM_ABERTO', 'EM_ANALISE'] })",
    );
    expect(code).toContain(
      "query: (params) => getListaChamadosQueryOptions({ ...params, ordenacao: 'createdAt,desc' })",
    );
    expect(code).toContain('detail: (row) => STATUS_LABELS[row.status]');
    expect(code).toContain("recordPath: (row) => `/dashboard/chamados/${row.id ?? ''}/detalhes`");
    expect(code).toContain("empty: 'Nenhum chamado aberto'");
  });

  it('links a reference field to the records of the resource its picker lists, and leaves the others as text', () => {
    const manifest = fixtureManifest();
    const code = renderViewPage({ manifest, resource: manifest.resources[1] });
    expect(code).toContain(
      "<RecordLink segment='empresas' id={record.empresaId}>{record.empresa?.nome}</RecordLink>",
    );
    expect(code).toContain(
      "<RecordLinks segment='empresas' items={record.empresas?.map((item) => ({ id: item.id, label: item.nome }))} />",
    );
    // filiais is a picker source of the fixture but no resource of it: its label stays text.
    expect(code).toContain(
      "value: (record) => `${record.filial?.codigo ?? ''} - ${record.filial?.nome ?? ''}`",
    );
  });

  it('gives the real customers their branches, units, users and open tickets, and the branches their units', () => {
    const manifest = realManifest();
    const related = (segment: string) =>
      manifest.resources
        .find((resource) => resource.segment === segment)!
        .related.map((entry) => [entry.resource ?? entry.list?.path, entry.param, entry.with]);
    expect(related('empresas')).toEqual([
      ['filiais', 'empresaId', {}],
      ['unidades', 'empresaId', {}],
      ['usuarios', 'empresaId', {}],
      ['/dashboard/chamados', 'empresaId', {}],
    ]);
    expect(related('filiais')).toEqual([['unidades', 'filialId', { empresaId: 'empresaId' }]]);
    const tickets = manifest.resources.find((resource) => resource.segment === 'empresas')!.related[3];
    // Open tickets: every status but FECHADO.
    expect(tickets.params.status).toEqual([
      'EM_ABERTO',
      'EM_ANALISE',
      'A_DESENVOLVER',
      'EM_ANDAMENTO',
      'AGUARDANDO_RESPOSTA_CLIENTE',
      'AGUARDANDO_RESPOSTA_SUPORTE',
    ]);
  });
});

describe('related lists against the contract', () => {
  const fixture = (name: string) => fileURLToPath(new URL(`./contract-fixture/${name}`, import.meta.url));
  type FixtureDocument = OpenApiDocument & { components: { schemas: Record<string, { enum?: unknown[] }> } };

  function contract(): Contract {
    const document = readYaml(fixture('openapi.yaml')) as FixtureDocument;
    document.components.schemas.Recurso.enum = ['paises'];
    return new Contract(document);
  }

  /** The fixture manifest (países) with a related list of the currencies each country issues. */
  function manifestWith(related: Record<string, unknown>) {
    const data = readYaml(fixture('resources.yaml'));
    edit.set(data, 'resources[0].related', [related]);
    return parseManifest(data);
  }

  const currencies = {
    title: 'Moedas',
    list: {
      path: '/dashboard/moedas',
      record: '/dashboard/moedas/{id}/consulta',
      api: { tag: 'moedas', list: 'listaMoedas', model: 'Moeda' },
      label: '{codigo} - {nome}',
    },
    param: 'paisId',
    params: { digital: false },
    detail: 'pais.nome',
  };

  it('finds nothing to say when the call takes the params and the paths exist', () => {
    expect(contractProblems(manifestWith(currencies), contract())).toEqual([]);
  });

  it('names a param the call does not take, an unknown call, and paths the models do not have', () => {
    expect(contractProblems(manifestWith({ ...currencies, param: 'emissorId' }), contract())).toEqual([
      "paises.related[0] 'emissorId' is not a query parameter of the contract's listaMoedas: fix the param (parameters: 'limitePagina', 'pagina', 'filtros', 'situacao', 'ordenacao', 'codigo', 'tipo', 'paisId', 'digital')",
    ]);
    expect(
      contractProblems(
        manifestWith({
          ...currencies,
          list: { ...currencies.list, api: { ...currencies.list.api, list: 'listaCambios' } },
        }),
        contract(),
      ),
    ).toEqual(["paises.related[0].list.api.list 'listaCambios' is not an operation of the contract: fix it"]);
    expect(
      contractProblems(
        manifestWith({
          ...currencies,
          with: { tipo: 'continente' },
          list: { ...currencies.list, label: '{codigo} - {apelido}' },
          detail: 'emissor.nome',
        }),
        contract(),
      ),
    ).toEqual([
      "paises.related[0].with.tipo 'continente': the contract's Pais has no 'continente': fix the path",
      "paises.related[0].list.label 'apelido': the contract's Moeda has no 'apelido': fix the path",
      "paises.related[0].detail 'emissor.nome': the contract's Moeda has no 'emissor.nome': fix the path",
    ]);
  });
});
