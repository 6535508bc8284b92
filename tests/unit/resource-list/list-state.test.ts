import { describe, expect, it } from 'vitest';
import type { ListFilter } from '@/kit/kit-types';
import {
  defaultColumnSettings,
  mergeColumnPreferences,
  moveColumn,
  toColumnPreferences,
} from '@/kit/list/column-preferences';
import { cleanFilterValues, filterParams, setFilterValue } from '@/kit/list/filter-values';
import {
  defaultListState,
  nextSort,
  parseListState as parseDeclaredList,
  serializeListState as serializeDeclaredList,
} from '@/kit/list/controller/list-state';
import {
  resourceListDeclaration,
  toExportParams,
  toListParams,
  type ResourceListState,
} from '@/kit/list/resource-list-source';

const DEFAULT_LIST_STATE = defaultListState(resourceListDeclaration([]));
/** A resource list's state of a URL, with these filters. */
const parseListState = (params: URLSearchParams, filters: readonly ListFilter[] = []) =>
  parseDeclaredList(resourceListDeclaration(filters), params);
/** The URL of a resource list's state, with these filters. */
const serializeListState = (
  state: ResourceListState,
  filters: readonly ListFilter[] = [],
  base?: URLSearchParams,
) => serializeDeclaredList(resourceListDeclaration(filters), state, base);

const filters: ListFilter[] = [
  { name: 'empresaId', label: 'Cliente', kind: 'reference' },
  {
    name: 'filialId',
    label: 'Filial',
    kind: 'reference',
    dependsOn: { field: 'empresaId', param: 'empresaId' },
  },
  {
    name: 'tipo',
    label: 'Tipo',
    kind: 'enum',
    options: [
      { value: 'ENTRADA', label: 'Entrada' },
      { value: 'SAIDA', label: 'Saída' },
    ],
  },
  { name: 'admin', label: 'Admin', kind: 'boolean' },
  { name: 'valorMinimo', label: 'Valor mínimo', kind: 'currency' },
  { name: 'desde', label: 'Desde', kind: 'date' },
  { name: 'uf', label: 'UF', kind: 'uf' },
  { name: 'codigo', label: 'Código', kind: 'code', maxLength: 3 },
];

describe('list URL state', () => {
  it('reads every part of the state from pt-BR params (page 1-based for people, 0-based inside)', () => {
    const url = new URLSearchParams(
      'situacao=inativos&pagina=3&limite=50&busca=rio%20branco&ordem=nome,desc&empresaId=7&filialId=9&tipo=SAIDA&admin=false&valorMinimo=10.5&desde=2024-03-05&uf=SP&codigo=001',
    );
    expect(parseListState(url, filters)).toEqual({
      situacao: 'LOCK',
      page: 2,
      size: 50,
      search: 'rio branco',
      sort: 'nome,desc',
      filters: {
        empresaId: '7',
        filialId: '9',
        tipo: 'SAIDA',
        admin: 'false',
        valorMinimo: '10.5',
        desde: '2024-03-05',
        uf: 'SP',
        codigo: '001',
      },
    });
  });

  it('falls back to the defaults for malformed values, and drops a dependent filter without its parent', () => {
    const url = new URLSearchParams(
      'situacao=x&pagina=0&limite=33&ordem=nome;drop&filialId=9&tipo=OUTRO&uf=XX&desde=2024-02-31&codigo=1234&admin=1',
    );
    expect(parseListState(url, filters)).toEqual(DEFAULT_LIST_STATE);
  });

  it('writes only what differs from the defaults and keeps params it does not own', () => {
    expect(serializeListState(DEFAULT_LIST_STATE, filters).toString()).toBe('');
    const state = {
      ...DEFAULT_LIST_STATE,
      situacao: 'UNLOCK' as const,
      page: 1,
      size: 25 as const,
      search: 'são',
      filters: { uf: 'MG' },
    };
    const url = serializeListState(state, filters, new URLSearchParams('outro=1&uf=SP&pagina=9'));
    expect(url.toString()).toBe('outro=1&situacao=ativos&busca=s%C3%A3o&uf=MG&limite=25&pagina=2');
    expect(parseListState(url, filters)).toEqual(state);
  });

  it('builds the list call (pagina +1, filtros per word, typed filters) and the export call (no paging)', () => {
    const state = parseListState(
      new URLSearchParams(
        'pagina=2&busca=%20rio%20%20branco%20&empresaId=7&admin=true&valorMinimo=10.5&tipo=ENTRADA',
      ),
      filters,
    );
    expect(toListParams(state, filters, 'nome,asc')).toEqual({
      limitePagina: 10,
      pagina: 2,
      situacao: 'ALL',
      filtros: ['rio', 'branco'],
      ordenacao: 'nome,asc',
      empresaId: 7,
      admin: true,
      valorMinimo: 10.5,
      tipo: 'ENTRADA',
    });
    expect(toExportParams(state, filters)).toEqual({
      situacao: 'ALL',
      filtros: ['rio', 'branco'],
      empresaId: 7,
      admin: true,
      valorMinimo: 10.5,
      tipo: 'ENTRADA',
    });
  });

  it("sends an 'upper' filter in capitals, however the URL spells it (the API expects sigla=BR)", () => {
    const upper: ListFilter[] = [{ name: 'sigla', label: 'Sigla', kind: 'upper', maxLength: 2 }];
    const state = parseListState(new URLSearchParams('sigla=%20br%20'), upper);
    expect(state.filters).toEqual({ sigla: 'BR' });
    expect(toListParams(state, upper)).toMatchObject({ sigla: 'BR' });
    expect(serializeListState(state, upper).toString()).toBe('sigla=BR');
  });

  it('sorts a new column ascending and flips the current one', () => {
    expect(nextSort('nome,asc', 'nome')).toBe('nome,desc');
    expect(nextSort('nome,desc', 'nome')).toBe('nome,asc');
    expect(nextSort('nome,desc', 'uf')).toBe('uf,asc');
    expect(nextSort(undefined, 'uf')).toBe('uf,asc');
  });
});

describe('filter drafts', () => {
  it('clears the filters depending on one that changes', () => {
    const draft = setFilterValue(filters, { empresaId: '7', filialId: '9', uf: 'SP' }, 'empresaId', '8');
    expect(draft).toEqual({ empresaId: '8', uf: 'SP' });
    expect(setFilterValue(filters, draft, 'uf', null)).toEqual({ empresaId: '8' });
    expect(
      filterParams(
        filters,
        cleanFilterValues(filters, (name) => ({ admin: 'false', codigo: '077' })[name]),
      ),
    ).toEqual({
      admin: false,
      codigo: '077',
    });
  });
});

describe('column preferences', () => {
  const columns = [
    { id: 'codigo', header: 'Código' },
    { id: 'nome', header: 'Nome' },
    { id: 'uf', header: 'UF', hiddenByDefault: true },
    { id: 'ativo', header: 'Situação' },
  ];

  it('uses the defaults without preferences', () => {
    expect(mergeColumnPreferences(columns, [])).toEqual(defaultColumnSettings(columns));
    expect(defaultColumnSettings(columns).map((setting) => setting.visible)).toEqual([
      true,
      true,
      false,
      true,
    ]);
  });

  it('follows the saved order and visibility, ignores unknown columns and appends new ones with their default', () => {
    const saved = [
      { coluna: 'uf', posicao: 1, mostrar: true },
      { coluna: 'removida', posicao: 0, mostrar: true },
      { coluna: 'nome', posicao: 2, mostrar: false },
    ];
    expect(mergeColumnPreferences(columns, saved)).toEqual([
      { id: 'uf', visible: true },
      { id: 'nome', visible: false },
      { id: 'codigo', visible: true },
      { id: 'ativo', visible: true },
    ]);
  });

  it('never leaves every column hidden, moves columns and writes posicao from 0', () => {
    const hidden = columns.map((column, posicao) => ({ coluna: column.id, posicao, mostrar: false }));
    expect(mergeColumnPreferences(columns, hidden)[0]).toEqual({ id: 'codigo', visible: true });
    const moved = moveColumn(defaultColumnSettings(columns), 3, 0);
    expect(moved.map((setting) => setting.id)).toEqual(['ativo', 'codigo', 'nome', 'uf']);
    expect(toColumnPreferences(moved)[3]).toEqual({ coluna: 'uf', posicao: 3, mostrar: false });
  });
});
