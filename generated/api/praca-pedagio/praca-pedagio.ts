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
  ExportaExcelPracasPedagioParams,
  ExportaListagemPracasPedagioParams,
  ImportacaoAceita,
  ImportacaoPlanilha,
  ListaPracasPedagioParams,
  NaoAutenticadoResponse,
  NaoEncontradoResponse,
  PaginaPracasPedagio,
  PlanilhaExcelResponse,
  PlanilhaModeloResponse,
  PracaPedagio,
  PracaPedagioInput,
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
 * @summary Lista praças de pedágio
 */
export const listaPracasPedagio = (
  params?: ListaPracasPedagioParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PaginaPracasPedagio>(
    { url: `/v1/praca-pedagio`, method: 'GET', params, signal },
    options,
  );
};

export const getListaPracasPedagioQueryKey = (params?: ListaPracasPedagioParams) => {
  return [`/v1/praca-pedagio`, ...(params ? [params] : [])] as const;
};

export const getListaPracasPedagioQueryOptions = <
  TData = Awaited<ReturnType<typeof listaPracasPedagio>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaPracasPedagioParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaPracasPedagio>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListaPracasPedagioQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listaPracasPedagio>>> = ({ signal }) =>
    listaPracasPedagio(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof listaPracasPedagio>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ListaPracasPedagioQueryResult = NonNullable<Awaited<ReturnType<typeof listaPracasPedagio>>>;
export type ListaPracasPedagioQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useListaPracasPedagio<
  TData = Awaited<ReturnType<typeof listaPracasPedagio>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ListaPracasPedagioParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaPracasPedagio>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaPracasPedagio>>,
          TError,
          Awaited<ReturnType<typeof listaPracasPedagio>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaPracasPedagio<
  TData = Awaited<ReturnType<typeof listaPracasPedagio>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaPracasPedagioParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaPracasPedagio>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaPracasPedagio>>,
          TError,
          Awaited<ReturnType<typeof listaPracasPedagio>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaPracasPedagio<
  TData = Awaited<ReturnType<typeof listaPracasPedagio>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaPracasPedagioParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaPracasPedagio>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Lista praças de pedágio
 */

export function useListaPracasPedagio<
  TData = Awaited<ReturnType<typeof listaPracasPedagio>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaPracasPedagioParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaPracasPedagio>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getListaPracasPedagioQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Cria praça de pedágio
 */
export const criaPracaPedagio = (
  pracaPedagioInput: BodyType<PracaPedagioInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PracaPedagio>(
    {
      url: `/v1/praca-pedagio`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: pracaPedagioInput,
      signal,
    },
    options,
  );
};

export const getCriaPracaPedagioMutationKey = () => ['criaPracaPedagio'] as const;

export const getCriaPracaPedagioMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof criaPracaPedagio>>,
    TError,
    CriaPracaPedagioMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof criaPracaPedagio>>,
  TError,
  CriaPracaPedagioMutationVariables,
  TContext
> => {
  const mutationKey = getCriaPracaPedagioMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof criaPracaPedagio>>,
    CriaPracaPedagioMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return criaPracaPedagio(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type CriaPracaPedagioMutationResult = NonNullable<Awaited<ReturnType<typeof criaPracaPedagio>>>;
export type CriaPracaPedagioMutationBody = BodyType<PracaPedagioInput>;
export type CriaPracaPedagioMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type CriaPracaPedagioMutationVariables = { data: BodyType<PracaPedagioInput> };

/**
 * @summary Cria praça de pedágio
 */
export const useCriaPracaPedagio = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof criaPracaPedagio>>,
      TError,
      CriaPracaPedagioMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof criaPracaPedagio>>,
  TError,
  CriaPracaPedagioMutationVariables,
  TContext
> => {
  return useMutation(getCriaPracaPedagioMutationOptions(options), queryClient);
};
/**
 * @summary Busca praça de pedágio por id
 */
export const buscaPracaPedagio = (
  id: number,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PracaPedagio>({ url: `/v1/praca-pedagio/${id}`, method: 'GET', signal }, options);
};

export const getBuscaPracaPedagioQueryKey = (id: number) => {
  return [`/v1/praca-pedagio/${id}`] as const;
};

export const getBuscaPracaPedagioQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaPracaPedagio>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaPracaPedagio>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaPracaPedagioQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaPracaPedagio>>> = ({ signal }) =>
    buscaPracaPedagio(id, requestOptions, signal);

  return { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaPracaPedagio>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaPracaPedagioQueryResult = NonNullable<Awaited<ReturnType<typeof buscaPracaPedagio>>>;
export type BuscaPracaPedagioQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;

export function useBuscaPracaPedagio<
  TData = Awaited<ReturnType<typeof buscaPracaPedagio>>,
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
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaPracaPedagio>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaPracaPedagio>>,
          TError,
          Awaited<ReturnType<typeof buscaPracaPedagio>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaPracaPedagio<
  TData = Awaited<ReturnType<typeof buscaPracaPedagio>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaPracaPedagio>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaPracaPedagio>>,
          TError,
          Awaited<ReturnType<typeof buscaPracaPedagio>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaPracaPedagio<
  TData = Awaited<ReturnType<typeof buscaPracaPedagio>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaPracaPedagio>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca praça de pedágio por id
 */

export function useBuscaPracaPedagio<
  TData = Awaited<ReturnType<typeof buscaPracaPedagio>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaPracaPedagio>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaPracaPedagioQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Altera praça de pedágio
 */
export const alteraPracaPedagio = (
  id: number,
  pracaPedagioInput: BodyType<PracaPedagioInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PracaPedagio>(
    {
      url: `/v1/praca-pedagio/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: pracaPedagioInput,
      signal,
    },
    options,
  );
};

export const getAlteraPracaPedagioMutationKey = () => ['alteraPracaPedagio'] as const;

export const getAlteraPracaPedagioMutationOptions = <
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
    Awaited<ReturnType<typeof alteraPracaPedagio>>,
    TError,
    AlteraPracaPedagioMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraPracaPedagio>>,
  TError,
  AlteraPracaPedagioMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraPracaPedagioMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraPracaPedagio>>,
    AlteraPracaPedagioMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return alteraPracaPedagio(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraPracaPedagioMutationResult = NonNullable<Awaited<ReturnType<typeof alteraPracaPedagio>>>;
export type AlteraPracaPedagioMutationBody = BodyType<PracaPedagioInput>;
export type AlteraPracaPedagioMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;
export type AlteraPracaPedagioMutationVariables = { id: number; data: BodyType<PracaPedagioInput> };

/**
 * @summary Altera praça de pedágio
 */
export const useAlteraPracaPedagio = <
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
      Awaited<ReturnType<typeof alteraPracaPedagio>>,
      TError,
      AlteraPracaPedagioMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraPracaPedagio>>,
  TError,
  AlteraPracaPedagioMutationVariables,
  TContext
> => {
  return useMutation(getAlteraPracaPedagioMutationOptions(options), queryClient);
};
/**
 * Os mesmos filtros da listagem (pesquisa, aba, ordenação e filtros avançados) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limiteExportacao, todos os registros que atendem aos filtros; com ids, só esses ("Exportar seleção").
 * @summary Exporta praças de pedágio em planilha Excel
 */
export const exportaExcelPracasPedagio = (
  params?: ExportaExcelPracasPedagioParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PlanilhaExcelResponse>(
    { url: `/v1/praca-pedagio/exporta-excel`, method: 'GET', params, responseType: 'blob', signal },
    options,
  );
};

export const getExportaExcelPracasPedagioQueryKey = (params?: ExportaExcelPracasPedagioParams) => {
  return [`/v1/praca-pedagio/exporta-excel`, ...(params ? [params] : [])] as const;
};

export const getExportaExcelPracasPedagioQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaExcelPracasPedagio>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelPracasPedagioParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelPracasPedagio>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaExcelPracasPedagioQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaExcelPracasPedagio>>> = ({ signal }) =>
    exportaExcelPracasPedagio(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaExcelPracasPedagio>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaExcelPracasPedagioQueryResult = NonNullable<
  Awaited<ReturnType<typeof exportaExcelPracasPedagio>>
>;
export type ExportaExcelPracasPedagioQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaExcelPracasPedagio<
  TData = Awaited<ReturnType<typeof exportaExcelPracasPedagio>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ExportaExcelPracasPedagioParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelPracasPedagio>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaExcelPracasPedagio>>,
          TError,
          Awaited<ReturnType<typeof exportaExcelPracasPedagio>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaExcelPracasPedagio<
  TData = Awaited<ReturnType<typeof exportaExcelPracasPedagio>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelPracasPedagioParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelPracasPedagio>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaExcelPracasPedagio>>,
          TError,
          Awaited<ReturnType<typeof exportaExcelPracasPedagio>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaExcelPracasPedagio<
  TData = Awaited<ReturnType<typeof exportaExcelPracasPedagio>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelPracasPedagioParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelPracasPedagio>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Exporta praças de pedágio em planilha Excel
 */

export function useExportaExcelPracasPedagio<
  TData = Awaited<ReturnType<typeof exportaExcelPracasPedagio>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelPracasPedagioParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelPracasPedagio>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaExcelPracasPedagioQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Relatório PDF da listagem, com os mesmos filtros e colunas da exportação em Excel.
 * @summary Exporta praças de pedágio em relatório PDF
 */
export const exportaListagemPracasPedagio = (
  params?: ExportaListagemPracasPedagioParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<RelatorioPdfResponse>(
    { url: `/v1/praca-pedagio/exporta-listagem`, method: 'GET', params, responseType: 'blob', signal },
    options,
  );
};

export const getExportaListagemPracasPedagioQueryKey = (params?: ExportaListagemPracasPedagioParams) => {
  return [`/v1/praca-pedagio/exporta-listagem`, ...(params ? [params] : [])] as const;
};

export const getExportaListagemPracasPedagioQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaListagemPracasPedagio>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemPracasPedagioParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemPracasPedagio>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaListagemPracasPedagioQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaListagemPracasPedagio>>> = ({ signal }) =>
    exportaListagemPracasPedagio(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaListagemPracasPedagio>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaListagemPracasPedagioQueryResult = NonNullable<
  Awaited<ReturnType<typeof exportaListagemPracasPedagio>>
>;
export type ExportaListagemPracasPedagioQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaListagemPracasPedagio<
  TData = Awaited<ReturnType<typeof exportaListagemPracasPedagio>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ExportaListagemPracasPedagioParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemPracasPedagio>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaListagemPracasPedagio>>,
          TError,
          Awaited<ReturnType<typeof exportaListagemPracasPedagio>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaListagemPracasPedagio<
  TData = Awaited<ReturnType<typeof exportaListagemPracasPedagio>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemPracasPedagioParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof exportaListagemPracasPedagio>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaListagemPracasPedagio>>,
          TError,
          Awaited<ReturnType<typeof exportaListagemPracasPedagio>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaListagemPracasPedagio<
  TData = Awaited<ReturnType<typeof exportaListagemPracasPedagio>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemPracasPedagioParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemPracasPedagio>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Exporta praças de pedágio em relatório PDF
 */

export function useExportaListagemPracasPedagio<
  TData = Awaited<ReturnType<typeof exportaListagemPracasPedagio>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemPracasPedagioParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemPracasPedagio>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaListagemPracasPedagioQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Preferências do usuário da sessão. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem de praças de pedágio
 */
export const buscaColunasUsuarioPracasPedagio = (
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PreferenciasColunasResponse>(
    { url: `/v1/praca-pedagio/colunas-usuarios`, method: 'GET', signal },
    options,
  );
};

export const getBuscaColunasUsuarioPracasPedagioQueryKey = () => {
  return [`/v1/praca-pedagio/colunas-usuarios`] as const;
};

export const getBuscaColunasUsuarioPracasPedagioQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioPracasPedagio>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(options?: {
  query?: Partial<
    UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioPracasPedagio>>, TError, TData>
  >;
  request?: SecondParameter<typeof httpRequest>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaColunasUsuarioPracasPedagioQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaColunasUsuarioPracasPedagio>>> = ({ signal }) =>
    buscaColunasUsuarioPracasPedagio(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaColunasUsuarioPracasPedagio>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaColunasUsuarioPracasPedagioQueryResult = NonNullable<
  Awaited<ReturnType<typeof buscaColunasUsuarioPracasPedagio>>
>;
export type BuscaColunasUsuarioPracasPedagioQueryError = ErrorType<
  NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useBuscaColunasUsuarioPracasPedagio<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioPracasPedagio>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options: {
    query: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioPracasPedagio>>, TError, TData>
    > &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaColunasUsuarioPracasPedagio>>,
          TError,
          Awaited<ReturnType<typeof buscaColunasUsuarioPracasPedagio>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaColunasUsuarioPracasPedagio<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioPracasPedagio>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioPracasPedagio>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaColunasUsuarioPracasPedagio>>,
          TError,
          Awaited<ReturnType<typeof buscaColunasUsuarioPracasPedagio>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaColunasUsuarioPracasPedagio<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioPracasPedagio>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioPracasPedagio>>, TError, TData>
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca as preferências de colunas da listagem de praças de pedágio
 */

export function useBuscaColunasUsuarioPracasPedagio<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioPracasPedagio>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioPracasPedagio>>, TError, TData>
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaColunasUsuarioPracasPedagioQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Substitui as preferências do usuário da sessão. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem de praças de pedágio
 */
export const alteraColunasUsuarioPracasPedagio = (
  preferenciasColunas: BodyType<PreferenciasColunas>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PreferenciasColunasResponse>(
    {
      url: `/v1/praca-pedagio/colunas-usuarios`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: preferenciasColunas,
      signal,
    },
    options,
  );
};

export const getAlteraColunasUsuarioPracasPedagioMutationKey = () =>
  ['alteraColunasUsuarioPracasPedagio'] as const;

export const getAlteraColunasUsuarioPracasPedagioMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof alteraColunasUsuarioPracasPedagio>>,
    TError,
    AlteraColunasUsuarioPracasPedagioMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraColunasUsuarioPracasPedagio>>,
  TError,
  AlteraColunasUsuarioPracasPedagioMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraColunasUsuarioPracasPedagioMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraColunasUsuarioPracasPedagio>>,
    AlteraColunasUsuarioPracasPedagioMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return alteraColunasUsuarioPracasPedagio(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraColunasUsuarioPracasPedagioMutationResult = NonNullable<
  Awaited<ReturnType<typeof alteraColunasUsuarioPracasPedagio>>
>;
export type AlteraColunasUsuarioPracasPedagioMutationBody = BodyType<PreferenciasColunas>;
export type AlteraColunasUsuarioPracasPedagioMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type AlteraColunasUsuarioPracasPedagioMutationVariables = { data: BodyType<PreferenciasColunas> };

/**
 * @summary Grava as preferências de colunas da listagem de praças de pedágio
 */
export const useAlteraColunasUsuarioPracasPedagio = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof alteraColunasUsuarioPracasPedagio>>,
      TError,
      AlteraColunasUsuarioPracasPedagioMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraColunasUsuarioPracasPedagio>>,
  TError,
  AlteraColunasUsuarioPracasPedagioMutationVariables,
  TContext
> => {
  return useMutation(getAlteraColunasUsuarioPracasPedagioMutationOptions(options), queryClient);
};
/**
 * Planilha .xlsx com o cabeçalho das colunas aceitas pela importação e duas linhas de exemplo com registros reais (reenviá-las só regrava os mesmos dados).
 * @summary Baixa a planilha modelo de importação de praças de pedágio
 */
export const exportaPlanilhaModeloPracasPedagio = (
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PlanilhaModeloResponse>(
    { url: `/v1/praca-pedagio/exporta-planilha-modelo`, method: 'GET', responseType: 'blob', signal },
    options,
  );
};

export const getExportaPlanilhaModeloPracasPedagioQueryKey = () => {
  return [`/v1/praca-pedagio/exporta-planilha-modelo`] as const;
};

export const getExportaPlanilhaModeloPracasPedagioQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaPlanilhaModeloPracasPedagio>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(options?: {
  query?: Partial<
    UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModeloPracasPedagio>>, TError, TData>
  >;
  request?: SecondParameter<typeof httpRequest>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaPlanilhaModeloPracasPedagioQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaPlanilhaModeloPracasPedagio>>> = ({
    signal,
  }) => exportaPlanilhaModeloPracasPedagio(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaPlanilhaModeloPracasPedagio>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaPlanilhaModeloPracasPedagioQueryResult = NonNullable<
  Awaited<ReturnType<typeof exportaPlanilhaModeloPracasPedagio>>
>;
export type ExportaPlanilhaModeloPracasPedagioQueryError = ErrorType<
  NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaPlanilhaModeloPracasPedagio<
  TData = Awaited<ReturnType<typeof exportaPlanilhaModeloPracasPedagio>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options: {
    query: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModeloPracasPedagio>>, TError, TData>
    > &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaPlanilhaModeloPracasPedagio>>,
          TError,
          Awaited<ReturnType<typeof exportaPlanilhaModeloPracasPedagio>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaPlanilhaModeloPracasPedagio<
  TData = Awaited<ReturnType<typeof exportaPlanilhaModeloPracasPedagio>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModeloPracasPedagio>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaPlanilhaModeloPracasPedagio>>,
          TError,
          Awaited<ReturnType<typeof exportaPlanilhaModeloPracasPedagio>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaPlanilhaModeloPracasPedagio<
  TData = Awaited<ReturnType<typeof exportaPlanilhaModeloPracasPedagio>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModeloPracasPedagio>>, TError, TData>
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Baixa a planilha modelo de importação de praças de pedágio
 */

export function useExportaPlanilhaModeloPracasPedagio<
  TData = Awaited<ReturnType<typeof exportaPlanilhaModeloPracasPedagio>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModeloPracasPedagio>>, TError, TData>
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaPlanilhaModeloPracasPedagioQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Recebe uma planilha .xlsx de praças de pedágio (modelo em exporta-planilha-modelo) e a processa em segundo plano. O resultado chega pelo socket ao vivo num evento IMPORTACAO_PRACAS_PEDAGIO cujo dados.id_evento é o idEvento enviado, com status SUCESSO ou ERRO e dados.erros[] (ResultadoImportacao).
 * @summary Importa praças de pedágio de planilha
 */
export const importaPracasPedagio = (
  importacaoPlanilha: BodyType<ImportacaoPlanilha>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  const formData = multipartBody(importacaoPlanilha);
  return httpRequest<ImportacaoAceita>(
    {
      url: `/v1/praca-pedagio/importa-pracas-pedagio`,
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      data: formData,
      signal,
    },
    options,
  );
};

export const getImportaPracasPedagioMutationKey = () => ['importaPracasPedagio'] as const;

export const getImportaPracasPedagioMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof importaPracasPedagio>>,
    TError,
    ImportaPracasPedagioMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof importaPracasPedagio>>,
  TError,
  ImportaPracasPedagioMutationVariables,
  TContext
> => {
  const mutationKey = getImportaPracasPedagioMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof importaPracasPedagio>>,
    ImportaPracasPedagioMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return importaPracasPedagio(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type ImportaPracasPedagioMutationResult = NonNullable<
  Awaited<ReturnType<typeof importaPracasPedagio>>
>;
export type ImportaPracasPedagioMutationBody = BodyType<ImportacaoPlanilha>;
export type ImportaPracasPedagioMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type ImportaPracasPedagioMutationVariables = { data: BodyType<ImportacaoPlanilha> };

/**
 * @summary Importa praças de pedágio de planilha
 */
export const useImportaPracasPedagio = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof importaPracasPedagio>>,
      TError,
      ImportaPracasPedagioMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof importaPracasPedagio>>,
  TError,
  ImportaPracasPedagioMutationVariables,
  TContext
> => {
  return useMutation(getImportaPracasPedagioMutationOptions(options), queryClient);
};
/**
 * Recebe uma planilha .xlsx de valores de pedágio por praça e número de eixos (modelo em exporta-planilha-modelo-valores) e a processa em segundo plano; os valores importados substituem os da praça para cada número de eixos da planilha. O resultado chega pelo socket ao vivo num evento IMPORTACAO_VALORES_PEDAGIO cujo dados.id_evento é o idEvento enviado, com status SUCESSO ou ERRO e dados.erros[] (ResultadoImportacao).
 * @summary Importa valores de pedágio de planilha
 */
export const importaValoresPedagio = (
  importacaoPlanilha: BodyType<ImportacaoPlanilha>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  const formData = multipartBody(importacaoPlanilha);
  return httpRequest<ImportacaoAceita>(
    {
      url: `/v1/praca-pedagio/importa-valores-pedagio`,
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      data: formData,
      signal,
    },
    options,
  );
};

export const getImportaValoresPedagioMutationKey = () => ['importaValoresPedagio'] as const;

export const getImportaValoresPedagioMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof importaValoresPedagio>>,
    TError,
    ImportaValoresPedagioMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof importaValoresPedagio>>,
  TError,
  ImportaValoresPedagioMutationVariables,
  TContext
> => {
  const mutationKey = getImportaValoresPedagioMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof importaValoresPedagio>>,
    ImportaValoresPedagioMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return importaValoresPedagio(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type ImportaValoresPedagioMutationResult = NonNullable<
  Awaited<ReturnType<typeof importaValoresPedagio>>
>;
export type ImportaValoresPedagioMutationBody = BodyType<ImportacaoPlanilha>;
export type ImportaValoresPedagioMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type ImportaValoresPedagioMutationVariables = { data: BodyType<ImportacaoPlanilha> };

/**
 * @summary Importa valores de pedágio de planilha
 */
export const useImportaValoresPedagio = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof importaValoresPedagio>>,
      TError,
      ImportaValoresPedagioMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof importaValoresPedagio>>,
  TError,
  ImportaValoresPedagioMutationVariables,
  TContext
> => {
  return useMutation(getImportaValoresPedagioMutationOptions(options), queryClient);
};
/**
 * Planilha .xlsx com os cabeçalhos e duas linhas de exemplo, para preencher e enviar a importa-valores-pedagio.
 * @summary Baixa a planilha modelo de valores de pedágio
 */
export const exportaModeloValoresPedagio = (
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Blob>(
    { url: `/v1/praca-pedagio/exporta-planilha-modelo-valores`, method: 'GET', responseType: 'blob', signal },
    options,
  );
};

export const getExportaModeloValoresPedagioQueryKey = () => {
  return [`/v1/praca-pedagio/exporta-planilha-modelo-valores`] as const;
};

export const getExportaModeloValoresPedagioQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaModeloValoresPedagio>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaModeloValoresPedagio>>, TError, TData>>;
  request?: SecondParameter<typeof httpRequest>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaModeloValoresPedagioQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaModeloValoresPedagio>>> = ({ signal }) =>
    exportaModeloValoresPedagio(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaModeloValoresPedagio>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaModeloValoresPedagioQueryResult = NonNullable<
  Awaited<ReturnType<typeof exportaModeloValoresPedagio>>
>;
export type ExportaModeloValoresPedagioQueryError = ErrorType<
  NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaModeloValoresPedagio<
  TData = Awaited<ReturnType<typeof exportaModeloValoresPedagio>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaModeloValoresPedagio>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaModeloValoresPedagio>>,
          TError,
          Awaited<ReturnType<typeof exportaModeloValoresPedagio>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaModeloValoresPedagio<
  TData = Awaited<ReturnType<typeof exportaModeloValoresPedagio>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaModeloValoresPedagio>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaModeloValoresPedagio>>,
          TError,
          Awaited<ReturnType<typeof exportaModeloValoresPedagio>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaModeloValoresPedagio<
  TData = Awaited<ReturnType<typeof exportaModeloValoresPedagio>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaModeloValoresPedagio>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Baixa a planilha modelo de valores de pedágio
 */

export function useExportaModeloValoresPedagio<
  TData = Awaited<ReturnType<typeof exportaModeloValoresPedagio>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaModeloValoresPedagio>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaModeloValoresPedagioQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}
