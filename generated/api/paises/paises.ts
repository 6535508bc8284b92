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
  ConflitoResponse,
  ErroResponse,
  ErroValidacaoResponse,
  ExportaExcelPaisesParams,
  ExportaListagemPaisesParams,
  ImportacaoAceita,
  ImportacaoPlanilha,
  ListaPaisesParams,
  NaoAutenticadoResponse,
  NaoEncontradoResponse,
  PaginaPaises,
  Pais,
  PaisInput,
  PlanilhaExcelResponse,
  PlanilhaModeloResponse,
  PreferenciasColunas,
  PreferenciasColunasResponse,
  RelatorioPdfResponse,
  SemPermissaoResponse,
} from '../model';

import { httpRequest } from '../../../src/lib/http/client';
import type { ErrorType, BodyType } from '../../../src/lib/http/client';
import { multipartBody } from '../../../src/lib/http/multipart-body';

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
 * @summary Lista países
 */
export const listaPaises = (
  params?: ListaPaisesParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PaginaPaises>({ url: `/v1/paises`, method: 'GET', params, signal }, options);
};

export const getListaPaisesQueryKey = (params?: ListaPaisesParams) => {
  return [`/v1/paises`, ...(params ? [params] : [])] as const;
};

export const getListaPaisesQueryOptions = <
  TData = Awaited<ReturnType<typeof listaPaises>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaPaisesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaPaises>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListaPaisesQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listaPaises>>> = ({ signal }) =>
    listaPaises(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof listaPaises>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ListaPaisesQueryResult = NonNullable<Awaited<ReturnType<typeof listaPaises>>>;
export type ListaPaisesQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useListaPaises<
  TData = Awaited<ReturnType<typeof listaPaises>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ListaPaisesParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaPaises>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaPaises>>,
          TError,
          Awaited<ReturnType<typeof listaPaises>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaPaises<
  TData = Awaited<ReturnType<typeof listaPaises>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaPaisesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaPaises>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaPaises>>,
          TError,
          Awaited<ReturnType<typeof listaPaises>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaPaises<
  TData = Awaited<ReturnType<typeof listaPaises>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaPaisesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaPaises>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Lista países
 */

export function useListaPaises<
  TData = Awaited<ReturnType<typeof listaPaises>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaPaisesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaPaises>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getListaPaisesQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Cria país
 */
export const criaPais = (
  paisInput: BodyType<PaisInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Pais>(
    {
      url: `/v1/paises`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: paisInput,
      signal,
    },
    options,
  );
};

export const getCriaPaisMutationKey = () => ['criaPais'] as const;

export const getCriaPaisMutationOptions = <
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
  >,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof criaPais>>,
    TError,
    CriaPaisMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<Awaited<ReturnType<typeof criaPais>>, TError, CriaPaisMutationVariables, TContext> => {
  const mutationKey = getCriaPaisMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof criaPais>>, CriaPaisMutationVariables> = (
    props,
  ) => {
    const { data } = props ?? {};

    return criaPais(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type CriaPaisMutationResult = NonNullable<Awaited<ReturnType<typeof criaPais>>>;
export type CriaPaisMutationBody = BodyType<PaisInput>;
export type CriaPaisMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
>;
export type CriaPaisMutationVariables = { data: BodyType<PaisInput> };

/**
 * @summary Cria país
 */
export const useCriaPais = <
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
  >,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof criaPais>>,
      TError,
      CriaPaisMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<Awaited<ReturnType<typeof criaPais>>, TError, CriaPaisMutationVariables, TContext> => {
  return useMutation(getCriaPaisMutationOptions(options), queryClient);
};
/**
 * @summary Busca país por id
 */
export const buscaPais = (
  id: number,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Pais>({ url: `/v1/paises/${id}`, method: 'GET', signal }, options);
};

export const getBuscaPaisQueryKey = (id: number) => {
  return [`/v1/paises/${id}`] as const;
};

export const getBuscaPaisQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaPais>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaPais>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaPaisQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaPais>>> = ({ signal }) =>
    buscaPais(id, requestOptions, signal);

  return { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaPais>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaPaisQueryResult = NonNullable<Awaited<ReturnType<typeof buscaPais>>>;
export type BuscaPaisQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;

export function useBuscaPais<
  TData = Awaited<ReturnType<typeof buscaPais>>,
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
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaPais>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaPais>>,
          TError,
          Awaited<ReturnType<typeof buscaPais>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaPais<
  TData = Awaited<ReturnType<typeof buscaPais>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaPais>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaPais>>,
          TError,
          Awaited<ReturnType<typeof buscaPais>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaPais<
  TData = Awaited<ReturnType<typeof buscaPais>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaPais>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca país por id
 */

export function useBuscaPais<
  TData = Awaited<ReturnType<typeof buscaPais>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaPais>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaPaisQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Altera país
 */
export const alteraPais = (
  id: number,
  paisInput: BodyType<PaisInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Pais>(
    {
      url: `/v1/paises/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: paisInput,
      signal,
    },
    options,
  );
};

export const getAlteraPaisMutationKey = () => ['alteraPais'] as const;

export const getAlteraPaisMutationOptions = <
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ConflitoResponse
    | ErroResponse
  >,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof alteraPais>>,
    TError,
    AlteraPaisMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraPais>>,
  TError,
  AlteraPaisMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraPaisMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof alteraPais>>, AlteraPaisMutationVariables> = (
    props,
  ) => {
    const { id, data } = props ?? {};

    return alteraPais(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraPaisMutationResult = NonNullable<Awaited<ReturnType<typeof alteraPais>>>;
export type AlteraPaisMutationBody = BodyType<PaisInput>;
export type AlteraPaisMutationError = ErrorType<
  | ErroValidacaoResponse
  | NaoAutenticadoResponse
  | SemPermissaoResponse
  | NaoEncontradoResponse
  | ConflitoResponse
  | ErroResponse
>;
export type AlteraPaisMutationVariables = { id: number; data: BodyType<PaisInput> };

/**
 * @summary Altera país
 */
export const useAlteraPais = <
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ConflitoResponse
    | ErroResponse
  >,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof alteraPais>>,
      TError,
      AlteraPaisMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraPais>>,
  TError,
  AlteraPaisMutationVariables,
  TContext
> => {
  return useMutation(getAlteraPaisMutationOptions(options), queryClient);
};
/**
 * Os mesmos filtros da listagem (pesquisa, aba, ordenação e filtros avançados) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limiteExportacao, todos os registros que atendem aos filtros; com ids, só esses ("Exportar seleção").
 * @summary Exporta países em planilha Excel
 */
export const exportaExcelPaises = (
  params?: ExportaExcelPaisesParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PlanilhaExcelResponse>(
    { url: `/v1/paises/exporta-excel`, method: 'GET', params, responseType: 'blob', signal },
    options,
  );
};

export const getExportaExcelPaisesQueryKey = (params?: ExportaExcelPaisesParams) => {
  return [`/v1/paises/exporta-excel`, ...(params ? [params] : [])] as const;
};

export const getExportaExcelPaisesQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaExcelPaises>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelPaisesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelPaises>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaExcelPaisesQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaExcelPaises>>> = ({ signal }) =>
    exportaExcelPaises(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaExcelPaises>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaExcelPaisesQueryResult = NonNullable<Awaited<ReturnType<typeof exportaExcelPaises>>>;
export type ExportaExcelPaisesQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaExcelPaises<
  TData = Awaited<ReturnType<typeof exportaExcelPaises>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ExportaExcelPaisesParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelPaises>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaExcelPaises>>,
          TError,
          Awaited<ReturnType<typeof exportaExcelPaises>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaExcelPaises<
  TData = Awaited<ReturnType<typeof exportaExcelPaises>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelPaisesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelPaises>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaExcelPaises>>,
          TError,
          Awaited<ReturnType<typeof exportaExcelPaises>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaExcelPaises<
  TData = Awaited<ReturnType<typeof exportaExcelPaises>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelPaisesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelPaises>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Exporta países em planilha Excel
 */

export function useExportaExcelPaises<
  TData = Awaited<ReturnType<typeof exportaExcelPaises>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelPaisesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelPaises>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaExcelPaisesQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Relatório PDF da listagem, com os mesmos filtros e colunas da exportação em Excel.
 * @summary Exporta países em relatório PDF
 */
export const exportaListagemPaises = (
  params?: ExportaListagemPaisesParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<RelatorioPdfResponse>(
    { url: `/v1/paises/exporta-listagem`, method: 'GET', params, responseType: 'blob', signal },
    options,
  );
};

export const getExportaListagemPaisesQueryKey = (params?: ExportaListagemPaisesParams) => {
  return [`/v1/paises/exporta-listagem`, ...(params ? [params] : [])] as const;
};

export const getExportaListagemPaisesQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaListagemPaises>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemPaisesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemPaises>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaListagemPaisesQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaListagemPaises>>> = ({ signal }) =>
    exportaListagemPaises(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaListagemPaises>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaListagemPaisesQueryResult = NonNullable<Awaited<ReturnType<typeof exportaListagemPaises>>>;
export type ExportaListagemPaisesQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaListagemPaises<
  TData = Awaited<ReturnType<typeof exportaListagemPaises>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ExportaListagemPaisesParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemPaises>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaListagemPaises>>,
          TError,
          Awaited<ReturnType<typeof exportaListagemPaises>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaListagemPaises<
  TData = Awaited<ReturnType<typeof exportaListagemPaises>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemPaisesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemPaises>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaListagemPaises>>,
          TError,
          Awaited<ReturnType<typeof exportaListagemPaises>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaListagemPaises<
  TData = Awaited<ReturnType<typeof exportaListagemPaises>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemPaisesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemPaises>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Exporta países em relatório PDF
 */

export function useExportaListagemPaises<
  TData = Awaited<ReturnType<typeof exportaListagemPaises>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemPaisesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemPaises>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaListagemPaisesQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Preferências do usuário da sessão. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem de países
 */
export const buscaColunasUsuarioPaises = (
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PreferenciasColunasResponse>(
    { url: `/v1/paises/colunas-usuarios`, method: 'GET', signal },
    options,
  );
};

export const getBuscaColunasUsuarioPaisesQueryKey = () => {
  return [`/v1/paises/colunas-usuarios`] as const;
};

export const getBuscaColunasUsuarioPaisesQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioPaises>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioPaises>>, TError, TData>>;
  request?: SecondParameter<typeof httpRequest>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaColunasUsuarioPaisesQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaColunasUsuarioPaises>>> = ({ signal }) =>
    buscaColunasUsuarioPaises(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaColunasUsuarioPaises>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaColunasUsuarioPaisesQueryResult = NonNullable<
  Awaited<ReturnType<typeof buscaColunasUsuarioPaises>>
>;
export type BuscaColunasUsuarioPaisesQueryError = ErrorType<
  NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useBuscaColunasUsuarioPaises<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioPaises>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioPaises>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaColunasUsuarioPaises>>,
          TError,
          Awaited<ReturnType<typeof buscaColunasUsuarioPaises>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaColunasUsuarioPaises<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioPaises>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioPaises>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaColunasUsuarioPaises>>,
          TError,
          Awaited<ReturnType<typeof buscaColunasUsuarioPaises>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaColunasUsuarioPaises<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioPaises>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioPaises>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca as preferências de colunas da listagem de países
 */

export function useBuscaColunasUsuarioPaises<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioPaises>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioPaises>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaColunasUsuarioPaisesQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Substitui as preferências do usuário da sessão. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem de países
 */
export const alteraColunasUsuarioPaises = (
  preferenciasColunas: BodyType<PreferenciasColunas>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PreferenciasColunasResponse>(
    {
      url: `/v1/paises/colunas-usuarios`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: preferenciasColunas,
      signal,
    },
    options,
  );
};

export const getAlteraColunasUsuarioPaisesMutationKey = () => ['alteraColunasUsuarioPaises'] as const;

export const getAlteraColunasUsuarioPaisesMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof alteraColunasUsuarioPaises>>,
    TError,
    AlteraColunasUsuarioPaisesMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraColunasUsuarioPaises>>,
  TError,
  AlteraColunasUsuarioPaisesMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraColunasUsuarioPaisesMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraColunasUsuarioPaises>>,
    AlteraColunasUsuarioPaisesMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return alteraColunasUsuarioPaises(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraColunasUsuarioPaisesMutationResult = NonNullable<
  Awaited<ReturnType<typeof alteraColunasUsuarioPaises>>
>;
export type AlteraColunasUsuarioPaisesMutationBody = BodyType<PreferenciasColunas>;
export type AlteraColunasUsuarioPaisesMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type AlteraColunasUsuarioPaisesMutationVariables = { data: BodyType<PreferenciasColunas> };

/**
 * @summary Grava as preferências de colunas da listagem de países
 */
export const useAlteraColunasUsuarioPaises = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof alteraColunasUsuarioPaises>>,
      TError,
      AlteraColunasUsuarioPaisesMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraColunasUsuarioPaises>>,
  TError,
  AlteraColunasUsuarioPaisesMutationVariables,
  TContext
> => {
  return useMutation(getAlteraColunasUsuarioPaisesMutationOptions(options), queryClient);
};
/**
 * Planilha .xlsx com o cabeçalho das colunas aceitas pela importação e duas linhas de exemplo com registros reais (reenviá-las só regrava os mesmos dados).
 * @summary Baixa a planilha modelo de importação de países
 */
export const exportaPlanilhaModeloPaises = (
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PlanilhaModeloResponse>(
    { url: `/v1/paises/exporta-planilha-modelo`, method: 'GET', responseType: 'blob', signal },
    options,
  );
};

export const getExportaPlanilhaModeloPaisesQueryKey = () => {
  return [`/v1/paises/exporta-planilha-modelo`] as const;
};

export const getExportaPlanilhaModeloPaisesQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaPlanilhaModeloPaises>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModeloPaises>>, TError, TData>>;
  request?: SecondParameter<typeof httpRequest>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaPlanilhaModeloPaisesQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaPlanilhaModeloPaises>>> = ({ signal }) =>
    exportaPlanilhaModeloPaises(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaPlanilhaModeloPaises>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaPlanilhaModeloPaisesQueryResult = NonNullable<
  Awaited<ReturnType<typeof exportaPlanilhaModeloPaises>>
>;
export type ExportaPlanilhaModeloPaisesQueryError = ErrorType<
  NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaPlanilhaModeloPaises<
  TData = Awaited<ReturnType<typeof exportaPlanilhaModeloPaises>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModeloPaises>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaPlanilhaModeloPaises>>,
          TError,
          Awaited<ReturnType<typeof exportaPlanilhaModeloPaises>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaPlanilhaModeloPaises<
  TData = Awaited<ReturnType<typeof exportaPlanilhaModeloPaises>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModeloPaises>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaPlanilhaModeloPaises>>,
          TError,
          Awaited<ReturnType<typeof exportaPlanilhaModeloPaises>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaPlanilhaModeloPaises<
  TData = Awaited<ReturnType<typeof exportaPlanilhaModeloPaises>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModeloPaises>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Baixa a planilha modelo de importação de países
 */

export function useExportaPlanilhaModeloPaises<
  TData = Awaited<ReturnType<typeof exportaPlanilhaModeloPaises>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModeloPaises>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaPlanilhaModeloPaisesQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Recebe uma planilha .xlsx de países (modelo em exporta-planilha-modelo) e a processa em segundo plano. O resultado chega pelo socket ao vivo num evento IMPORTACAO_PAISES cujo dados.id_evento é o idEvento enviado, com status SUCESSO ou ERRO e dados.erros[] (ResultadoImportacao).
 * @summary Importa países de planilha
 */
export const importaPaises = (
  importacaoPlanilha: BodyType<ImportacaoPlanilha>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  const formData = multipartBody(importacaoPlanilha);
  return httpRequest<ImportacaoAceita>(
    {
      url: `/v1/paises/importa-paises`,
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      data: formData,
      signal,
    },
    options,
  );
};

export const getImportaPaisesMutationKey = () => ['importaPaises'] as const;

export const getImportaPaisesMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof importaPaises>>,
    TError,
    ImportaPaisesMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof importaPaises>>,
  TError,
  ImportaPaisesMutationVariables,
  TContext
> => {
  const mutationKey = getImportaPaisesMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof importaPaises>>,
    ImportaPaisesMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return importaPaises(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type ImportaPaisesMutationResult = NonNullable<Awaited<ReturnType<typeof importaPaises>>>;
export type ImportaPaisesMutationBody = BodyType<ImportacaoPlanilha>;
export type ImportaPaisesMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type ImportaPaisesMutationVariables = { data: BodyType<ImportacaoPlanilha> };

/**
 * @summary Importa países de planilha
 */
export const useImportaPaises = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof importaPaises>>,
      TError,
      ImportaPaisesMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof importaPaises>>,
  TError,
  ImportaPaisesMutationVariables,
  TContext
> => {
  return useMutation(getImportaPaisesMutationOptions(options), queryClient);
};
