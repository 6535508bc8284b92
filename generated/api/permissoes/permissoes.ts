/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  DataTag,
  DefinedInitialDataOptions,
  DefinedUseQueryResult,
  MutationFunction,
  QueryClient,
  QueryFunction,
  QueryKey,
  UndefinedInitialDataOptions,
  UseMutationOptions,
  UseMutationResult,
  UseQueryOptions,
  UseQueryResult,
} from '@tanstack/react-query';

import type {
  ErroResponse,
  ErroValidacaoResponse,
  ExportaExcelPermissoesParams,
  ExportaListagemPermissoesParams,
  ListaPermissoesParams,
  NaoAutenticadoResponse,
  NaoEncontradoResponse,
  PaginaPermissoes,
  Permissao,
  PermissaoInput,
  PlanilhaExcelResponse,
  PreferenciasColunas,
  PreferenciasColunasResponse,
  RelatorioPdfResponse,
  SemPermissaoResponse,
} from '../model';

import { httpRequest } from '../../../src/lib/http/client';
import type { ErrorType, BodyType } from '../../../src/lib/http/client';

type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];

const withQueryKey = <T extends object, K>(query: T, queryKey: K): T & { queryKey: K } => {
  const result = { queryKey } as T & { queryKey: K };
  for (const key of Object.keys(query)) {
    // The explicit queryKey always wins, matching the previous
    // `{ ...query, queryKey }` spread where it was set last.
    if (key === 'queryKey') continue;
    Object.defineProperty(result, key, {
      enumerable: true,
      configurable: true,
      get: () => (query as Record<string, unknown>)[key],
    });
  }
  return result;
};

/**
 * @summary Lista perfis de permissão
 */
export const listaPermissoes = (
  params?: ListaPermissoesParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PaginaPermissoes>({ url: `/v1/permissoes`, method: 'GET', params, signal }, options);
};

export const getListaPermissoesQueryKey = (params?: ListaPermissoesParams) => {
  return [`/v1/permissoes`, ...(params ? [params] : [])] as const;
};

export const getListaPermissoesQueryOptions = <
  TData = Awaited<ReturnType<typeof listaPermissoes>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaPermissoesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaPermissoes>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListaPermissoesQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listaPermissoes>>> = ({ signal }) =>
    listaPermissoes(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof listaPermissoes>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ListaPermissoesQueryResult = NonNullable<Awaited<ReturnType<typeof listaPermissoes>>>;
export type ListaPermissoesQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useListaPermissoes<
  TData = Awaited<ReturnType<typeof listaPermissoes>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ListaPermissoesParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaPermissoes>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaPermissoes>>,
          TError,
          Awaited<ReturnType<typeof listaPermissoes>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaPermissoes<
  TData = Awaited<ReturnType<typeof listaPermissoes>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaPermissoesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaPermissoes>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaPermissoes>>,
          TError,
          Awaited<ReturnType<typeof listaPermissoes>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaPermissoes<
  TData = Awaited<ReturnType<typeof listaPermissoes>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaPermissoesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaPermissoes>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Lista perfis de permissão
 */

export function useListaPermissoes<
  TData = Awaited<ReturnType<typeof listaPermissoes>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaPermissoesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaPermissoes>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getListaPermissoesQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Cria perfil de permissão
 */
export const criaPermissao = (
  permissaoInput: BodyType<PermissaoInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Permissao>(
    {
      url: `/v1/permissoes`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: permissaoInput,
      signal,
    },
    options,
  );
};

export const getCriaPermissaoMutationKey = () => ['criaPermissao'] as const;

export const getCriaPermissaoMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof criaPermissao>>,
    TError,
    CriaPermissaoMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof criaPermissao>>,
  TError,
  CriaPermissaoMutationVariables,
  TContext
> => {
  const mutationKey = getCriaPermissaoMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof criaPermissao>>,
    CriaPermissaoMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return criaPermissao(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type CriaPermissaoMutationResult = NonNullable<Awaited<ReturnType<typeof criaPermissao>>>;
export type CriaPermissaoMutationBody = BodyType<PermissaoInput>;
export type CriaPermissaoMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type CriaPermissaoMutationVariables = { data: BodyType<PermissaoInput> };

/**
 * @summary Cria perfil de permissão
 */
export const useCriaPermissao = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof criaPermissao>>,
      TError,
      CriaPermissaoMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof criaPermissao>>,
  TError,
  CriaPermissaoMutationVariables,
  TContext
> => {
  return useMutation(getCriaPermissaoMutationOptions(options), queryClient);
};
/**
 * @summary Busca perfil de permissão por id
 */
export const buscaPermissao = (
  id: number,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Permissao>({ url: `/v1/permissoes/${id}`, method: 'GET', signal }, options);
};

export const getBuscaPermissaoQueryKey = (id: number) => {
  return [`/v1/permissoes/${id}`] as const;
};

export const getBuscaPermissaoQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaPermissao>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  id: number,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaPermissao>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaPermissaoQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaPermissao>>> = ({ signal }) =>
    buscaPermissao(id, requestOptions, signal);

  return { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaPermissao>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaPermissaoQueryResult = NonNullable<Awaited<ReturnType<typeof buscaPermissao>>>;
export type BuscaPermissaoQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;

export function useBuscaPermissao<
  TData = Awaited<ReturnType<typeof buscaPermissao>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  id: number,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaPermissao>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaPermissao>>,
          TError,
          Awaited<ReturnType<typeof buscaPermissao>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaPermissao<
  TData = Awaited<ReturnType<typeof buscaPermissao>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  id: number,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaPermissao>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaPermissao>>,
          TError,
          Awaited<ReturnType<typeof buscaPermissao>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaPermissao<
  TData = Awaited<ReturnType<typeof buscaPermissao>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  id: number,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaPermissao>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca perfil de permissão por id
 */

export function useBuscaPermissao<
  TData = Awaited<ReturnType<typeof buscaPermissao>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  id: number,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaPermissao>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaPermissaoQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Altera perfil de permissão
 */
export const alteraPermissao = (
  id: number,
  permissaoInput: BodyType<PermissaoInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Permissao>(
    {
      url: `/v1/permissoes/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: permissaoInput,
      signal,
    },
    options,
  );
};

export const getAlteraPermissaoMutationKey = () => ['alteraPermissao'] as const;

export const getAlteraPermissaoMutationOptions = <
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof alteraPermissao>>,
    TError,
    AlteraPermissaoMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraPermissao>>,
  TError,
  AlteraPermissaoMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraPermissaoMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraPermissao>>,
    AlteraPermissaoMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return alteraPermissao(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraPermissaoMutationResult = NonNullable<Awaited<ReturnType<typeof alteraPermissao>>>;
export type AlteraPermissaoMutationBody = BodyType<PermissaoInput>;
export type AlteraPermissaoMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;
export type AlteraPermissaoMutationVariables = { id: number; data: BodyType<PermissaoInput> };

/**
 * @summary Altera perfil de permissão
 */
export const useAlteraPermissao = <
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof alteraPermissao>>,
      TError,
      AlteraPermissaoMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraPermissao>>,
  TError,
  AlteraPermissaoMutationVariables,
  TContext
> => {
  return useMutation(getAlteraPermissaoMutationOptions(options), queryClient);
};
/**
 * Os mesmos filtros da listagem (pesquisa, aba, ordenação e filtros avançados) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limiteExportacao, todos os registros que atendem aos filtros; com ids, só esses ("Exportar seleção").
 * @summary Exporta perfis de permissão em planilha Excel
 */
export const exportaExcelPermissoes = (
  params?: ExportaExcelPermissoesParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PlanilhaExcelResponse>(
    { url: `/v1/permissoes/exporta-excel`, method: 'GET', params, responseType: 'blob', signal },
    options,
  );
};

export const getExportaExcelPermissoesQueryKey = (params?: ExportaExcelPermissoesParams) => {
  return [`/v1/permissoes/exporta-excel`, ...(params ? [params] : [])] as const;
};

export const getExportaExcelPermissoesQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaExcelPermissoes>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelPermissoesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelPermissoes>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaExcelPermissoesQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaExcelPermissoes>>> = ({ signal }) =>
    exportaExcelPermissoes(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaExcelPermissoes>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaExcelPermissoesQueryResult = NonNullable<
  Awaited<ReturnType<typeof exportaExcelPermissoes>>
>;
export type ExportaExcelPermissoesQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaExcelPermissoes<
  TData = Awaited<ReturnType<typeof exportaExcelPermissoes>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ExportaExcelPermissoesParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelPermissoes>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaExcelPermissoes>>,
          TError,
          Awaited<ReturnType<typeof exportaExcelPermissoes>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaExcelPermissoes<
  TData = Awaited<ReturnType<typeof exportaExcelPermissoes>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelPermissoesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelPermissoes>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaExcelPermissoes>>,
          TError,
          Awaited<ReturnType<typeof exportaExcelPermissoes>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaExcelPermissoes<
  TData = Awaited<ReturnType<typeof exportaExcelPermissoes>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelPermissoesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelPermissoes>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Exporta perfis de permissão em planilha Excel
 */

export function useExportaExcelPermissoes<
  TData = Awaited<ReturnType<typeof exportaExcelPermissoes>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelPermissoesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelPermissoes>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaExcelPermissoesQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Relatório PDF da listagem, com os mesmos filtros e colunas da exportação em Excel.
 * @summary Exporta perfis de permissão em relatório PDF
 */
export const exportaListagemPermissoes = (
  params?: ExportaListagemPermissoesParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<RelatorioPdfResponse>(
    { url: `/v1/permissoes/exporta-listagem`, method: 'GET', params, responseType: 'blob', signal },
    options,
  );
};

export const getExportaListagemPermissoesQueryKey = (params?: ExportaListagemPermissoesParams) => {
  return [`/v1/permissoes/exporta-listagem`, ...(params ? [params] : [])] as const;
};

export const getExportaListagemPermissoesQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaListagemPermissoes>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemPermissoesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemPermissoes>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaListagemPermissoesQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaListagemPermissoes>>> = ({ signal }) =>
    exportaListagemPermissoes(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaListagemPermissoes>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaListagemPermissoesQueryResult = NonNullable<
  Awaited<ReturnType<typeof exportaListagemPermissoes>>
>;
export type ExportaListagemPermissoesQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaListagemPermissoes<
  TData = Awaited<ReturnType<typeof exportaListagemPermissoes>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ExportaListagemPermissoesParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemPermissoes>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaListagemPermissoes>>,
          TError,
          Awaited<ReturnType<typeof exportaListagemPermissoes>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaListagemPermissoes<
  TData = Awaited<ReturnType<typeof exportaListagemPermissoes>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemPermissoesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemPermissoes>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaListagemPermissoes>>,
          TError,
          Awaited<ReturnType<typeof exportaListagemPermissoes>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaListagemPermissoes<
  TData = Awaited<ReturnType<typeof exportaListagemPermissoes>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemPermissoesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemPermissoes>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Exporta perfis de permissão em relatório PDF
 */

export function useExportaListagemPermissoes<
  TData = Awaited<ReturnType<typeof exportaListagemPermissoes>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemPermissoesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemPermissoes>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaListagemPermissoesQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Preferências do usuário da sessão. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem de perfis de permissão
 */
export const buscaColunasUsuarioPermissoes = (
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PreferenciasColunasResponse>(
    { url: `/v1/permissoes/colunas-usuarios`, method: 'GET', signal },
    options,
  );
};

export const getBuscaColunasUsuarioPermissoesQueryKey = () => {
  return [`/v1/permissoes/colunas-usuarios`] as const;
};

export const getBuscaColunasUsuarioPermissoesQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioPermissoes>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioPermissoes>>, TError, TData>>;
  request?: SecondParameter<typeof httpRequest>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaColunasUsuarioPermissoesQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaColunasUsuarioPermissoes>>> = ({ signal }) =>
    buscaColunasUsuarioPermissoes(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaColunasUsuarioPermissoes>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaColunasUsuarioPermissoesQueryResult = NonNullable<
  Awaited<ReturnType<typeof buscaColunasUsuarioPermissoes>>
>;
export type BuscaColunasUsuarioPermissoesQueryError = ErrorType<
  NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useBuscaColunasUsuarioPermissoes<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioPermissoes>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options: {
    query: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioPermissoes>>, TError, TData>
    > &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaColunasUsuarioPermissoes>>,
          TError,
          Awaited<ReturnType<typeof buscaColunasUsuarioPermissoes>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaColunasUsuarioPermissoes<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioPermissoes>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioPermissoes>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaColunasUsuarioPermissoes>>,
          TError,
          Awaited<ReturnType<typeof buscaColunasUsuarioPermissoes>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaColunasUsuarioPermissoes<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioPermissoes>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioPermissoes>>, TError, TData>
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca as preferências de colunas da listagem de perfis de permissão
 */

export function useBuscaColunasUsuarioPermissoes<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioPermissoes>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioPermissoes>>, TError, TData>
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaColunasUsuarioPermissoesQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Substitui as preferências do usuário da sessão. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem de perfis de permissão
 */
export const alteraColunasUsuarioPermissoes = (
  preferenciasColunas: BodyType<PreferenciasColunas>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PreferenciasColunasResponse>(
    {
      url: `/v1/permissoes/colunas-usuarios`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: preferenciasColunas,
      signal,
    },
    options,
  );
};

export const getAlteraColunasUsuarioPermissoesMutationKey = () => ['alteraColunasUsuarioPermissoes'] as const;

export const getAlteraColunasUsuarioPermissoesMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof alteraColunasUsuarioPermissoes>>,
    TError,
    AlteraColunasUsuarioPermissoesMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraColunasUsuarioPermissoes>>,
  TError,
  AlteraColunasUsuarioPermissoesMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraColunasUsuarioPermissoesMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraColunasUsuarioPermissoes>>,
    AlteraColunasUsuarioPermissoesMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return alteraColunasUsuarioPermissoes(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraColunasUsuarioPermissoesMutationResult = NonNullable<
  Awaited<ReturnType<typeof alteraColunasUsuarioPermissoes>>
>;
export type AlteraColunasUsuarioPermissoesMutationBody = BodyType<PreferenciasColunas>;
export type AlteraColunasUsuarioPermissoesMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type AlteraColunasUsuarioPermissoesMutationVariables = { data: BodyType<PreferenciasColunas> };

/**
 * @summary Grava as preferências de colunas da listagem de perfis de permissão
 */
export const useAlteraColunasUsuarioPermissoes = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof alteraColunasUsuarioPermissoes>>,
      TError,
      AlteraColunasUsuarioPermissoesMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraColunasUsuarioPermissoes>>,
  TError,
  AlteraColunasUsuarioPermissoesMutationVariables,
  TContext
> => {
  return useMutation(getAlteraColunasUsuarioPermissoesMutationOptions(options), queryClient);
};
