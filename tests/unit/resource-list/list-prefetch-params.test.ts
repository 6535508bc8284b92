import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getListaCidadesQueryKey, getListaCidadesQueryOptions } from '@generated/api/cidades/cidades';
import type { Cidade, ListaCidadesParams } from '@generated/api/model';
import { cidadesListQuery } from '@generated/pages/cidades/list-query';
import type { ResourceListQuery } from '@/kit/kit-types';
import { pageSizeOwnerOf, rememberPageSize } from '@/kit/list/controller/page-size-memory';
import { listStateAtUrl } from '@/kit/list/controller/list-source';

import { resourceListDeclaration, resourceListSource, toListParams } from '@/kit/list/resource-list-source';
import { memoryStorage } from './memory-storage';

/** The cidades list as generated (generated/pages/cidades/list-query.ts). */
const cidades: ResourceListQuery<Cidade> = {
  filters: [{ name: 'uf', label: 'UF', kind: 'uf' }],
  defaultSort: 'nome,asc',
  listQuery: (params) => getListaCidadesQueryOptions(params as ListaCidadesParams),
  listCalls: cidadesListQuery.listCalls,
};
const USER = 7;

/** The call the list page at `url` starts with, as its route asks for it. */
function requestAtUrl(query: ResourceListQuery<Cidade>, url: URL, userId: number | undefined) {
  const source = resourceListSource(query);
  return source.request(listStateAtUrl(source.list, url.searchParams, pageSizeOwnerOf(userId, url.pathname)));
}
/** That call's params (its query key's second part). */
const resourceListParamsAtUrl = (query: ResourceListQuery<Cidade>, url: URL, userId: number | undefined) =>
  requestAtUrl(query, url, userId).queryKey[1] as ListaCidadesParams;
const at = (pathAndSearch: string) => new URL(pathAndSearch, 'https://retaguarda.example');

describe("the request a list's route starts: the params the page's first render asks for", () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('are the first page of 10 in the default order, all situations, for a clean URL', () => {
    expect(resourceListParamsAtUrl(cidades, at('/dashboard/cidades'), USER)).toEqual({
      limitePagina: 10,
      pagina: 1,
      situacao: 'ALL',
      ordenacao: 'nome,asc',
    });
  });

  it("carry the URL's tab, page, order, search words and filters; malformed values fall back", () => {
    const url = at('/dashboard/cidades?situacao=inativos&pagina=3&ordem=uf,desc&busca=rio%20%20branco&uf=SP');
    expect(resourceListParamsAtUrl(cidades, url, USER)).toEqual({
      limitePagina: 10,
      pagina: 3,
      situacao: 'LOCK',
      ordenacao: 'uf,desc',
      filtros: ['rio', 'branco'],
      uf: 'SP',
    });
    const malformed = at('/dashboard/cidades?situacao=x&pagina=-2&ordem=uf&uf=XX&limite=7');
    expect(resourceListParamsAtUrl(cidades, malformed, USER)).toEqual({
      limitePagina: 10,
      pagina: 1,
      situacao: 'ALL',
      ordenacao: 'nome,asc',
    });
  });

  it('use the page size the user last chose on this list, unless the URL carries one', () => {
    rememberPageSize({ userId: USER, list: '/dashboard/cidades' }, 50);
    expect(resourceListParamsAtUrl(cidades, at('/dashboard/cidades'), USER).limitePagina).toBe(50);
    expect(resourceListParamsAtUrl(cidades, at('/dashboard/cidades?limite=25'), USER).limitePagina).toBe(25);
    // Another user, another list, or nobody signed in: the default.
    expect(resourceListParamsAtUrl(cidades, at('/dashboard/cidades'), USER + 1).limitePagina).toBe(10);
    expect(resourceListParamsAtUrl(cidades, at('/dashboard/bancos'), USER).limitePagina).toBe(10);
    expect(resourceListParamsAtUrl(cidades, at('/dashboard/cidades'), undefined).limitePagina).toBe(10);
  });

  it("give the query key of the page's query (the list controller's state of the same URL), silent as the page's", () => {
    rememberPageSize({ userId: USER, list: '/dashboard/cidades' }, 25);
    const url = at('/dashboard/cidades?situacao=ativos&ordem=codigoIbge,asc&uf=MG&pagina=2');
    const pageState = listStateAtUrl(
      resourceListDeclaration(cidades.filters!, cidades.defaultSort),
      url.searchParams,
      {
        userId: USER,
        list: url.pathname,
      },
    );
    const pageParams = toListParams(pageState, cidades.filters, cidades.defaultSort);
    const options = requestAtUrl(cidades, url, USER);
    expect(options.queryKey).toEqual(getListaCidadesQueryKey(pageParams as ListaCidadesParams));
    expect(options.queryKey).toEqual([
      '/v1/cidades',
      { limitePagina: 25, pagina: 2, situacao: 'UNLOCK', ordenacao: 'codigoIbge,asc', uf: 'MG' },
    ]);
    expect(options.meta).toEqual({ silent: true });
  });
});
