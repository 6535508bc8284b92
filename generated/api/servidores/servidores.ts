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
  ComandoInstanciaNuvem,
  ConflitoResponse,
  ErroResponse,
  ErroValidacaoResponse,
  ExportaExcelServidoresParams,
  ExportaListagemServidoresParams,
  InstanciaNuvem,
  ListaServidoresParams,
  NaoAutenticadoResponse,
  NaoEncontradoResponse,
  PaginaServidores,
  PlanilhaExcelResponse,
  PreferenciasColunas,
  PreferenciasColunasResponse,
  RelatorioPdfResponse,
  SemPermissaoResponse,
  Servidor,
  ServidorInput,
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
 * @summary Lista servidores
 */
export const listaServidores = (
  params?: ListaServidoresParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PaginaServidores>({ url: `/v1/servidores`, method: 'GET', params, signal }, options);
};

export const getListaServidoresQueryKey = (params?: ListaServidoresParams) => {
  return [`/v1/servidores`, ...(params ? [params] : [])] as const;
};

export const getListaServidoresQueryOptions = <
  TData = Awaited<ReturnType<typeof listaServidores>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaServidoresParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaServidores>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListaServidoresQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listaServidores>>> = ({ signal }) =>
    listaServidores(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof listaServidores>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ListaServidoresQueryResult = NonNullable<Awaited<ReturnType<typeof listaServidores>>>;
export type ListaServidoresQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useListaServidores<
  TData = Awaited<ReturnType<typeof listaServidores>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ListaServidoresParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaServidores>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaServidores>>,
          TError,
          Awaited<ReturnType<typeof listaServidores>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaServidores<
  TData = Awaited<ReturnType<typeof listaServidores>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaServidoresParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaServidores>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaServidores>>,
          TError,
          Awaited<ReturnType<typeof listaServidores>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaServidores<
  TData = Awaited<ReturnType<typeof listaServidores>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaServidoresParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaServidores>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Lista servidores
 */

export function useListaServidores<
  TData = Awaited<ReturnType<typeof listaServidores>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaServidoresParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaServidores>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getListaServidoresQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Cria servidor
 */
export const criaServidor = (
  servidorInput: BodyType<ServidorInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Servidor>(
    {
      url: `/v1/servidores`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: servidorInput,
      signal,
    },
    options,
  );
};

export const getCriaServidorMutationKey = () => ['criaServidor'] as const;

export const getCriaServidorMutationOptions = <
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
  >,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof criaServidor>>,
    TError,
    CriaServidorMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof criaServidor>>,
  TError,
  CriaServidorMutationVariables,
  TContext
> => {
  const mutationKey = getCriaServidorMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof criaServidor>>,
    CriaServidorMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return criaServidor(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type CriaServidorMutationResult = NonNullable<Awaited<ReturnType<typeof criaServidor>>>;
export type CriaServidorMutationBody = BodyType<ServidorInput>;
export type CriaServidorMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
>;
export type CriaServidorMutationVariables = { data: BodyType<ServidorInput> };

/**
 * @summary Cria servidor
 */
export const useCriaServidor = <
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
  >,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof criaServidor>>,
      TError,
      CriaServidorMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof criaServidor>>,
  TError,
  CriaServidorMutationVariables,
  TContext
> => {
  return useMutation(getCriaServidorMutationOptions(options), queryClient);
};
/**
 * @summary Busca servidor por id
 */
export const buscaServidor = (
  id: number,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Servidor>({ url: `/v1/servidores/${id}`, method: 'GET', signal }, options);
};

export const getBuscaServidorQueryKey = (id: number) => {
  return [`/v1/servidores/${id}`] as const;
};

export const getBuscaServidorQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaServidor>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaServidor>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaServidorQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaServidor>>> = ({ signal }) =>
    buscaServidor(id, requestOptions, signal);

  return { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaServidor>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaServidorQueryResult = NonNullable<Awaited<ReturnType<typeof buscaServidor>>>;
export type BuscaServidorQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;

export function useBuscaServidor<
  TData = Awaited<ReturnType<typeof buscaServidor>>,
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
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaServidor>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaServidor>>,
          TError,
          Awaited<ReturnType<typeof buscaServidor>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaServidor<
  TData = Awaited<ReturnType<typeof buscaServidor>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaServidor>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaServidor>>,
          TError,
          Awaited<ReturnType<typeof buscaServidor>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaServidor<
  TData = Awaited<ReturnType<typeof buscaServidor>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaServidor>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca servidor por id
 */

export function useBuscaServidor<
  TData = Awaited<ReturnType<typeof buscaServidor>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaServidor>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaServidorQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Altera servidor
 */
export const alteraServidor = (
  id: number,
  servidorInput: BodyType<ServidorInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Servidor>(
    {
      url: `/v1/servidores/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: servidorInput,
      signal,
    },
    options,
  );
};

export const getAlteraServidorMutationKey = () => ['alteraServidor'] as const;

export const getAlteraServidorMutationOptions = <
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
    Awaited<ReturnType<typeof alteraServidor>>,
    TError,
    AlteraServidorMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraServidor>>,
  TError,
  AlteraServidorMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraServidorMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraServidor>>,
    AlteraServidorMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return alteraServidor(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraServidorMutationResult = NonNullable<Awaited<ReturnType<typeof alteraServidor>>>;
export type AlteraServidorMutationBody = BodyType<ServidorInput>;
export type AlteraServidorMutationError = ErrorType<
  | ErroValidacaoResponse
  | NaoAutenticadoResponse
  | SemPermissaoResponse
  | NaoEncontradoResponse
  | ConflitoResponse
  | ErroResponse
>;
export type AlteraServidorMutationVariables = { id: number; data: BodyType<ServidorInput> };

/**
 * @summary Altera servidor
 */
export const useAlteraServidor = <
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
      Awaited<ReturnType<typeof alteraServidor>>,
      TError,
      AlteraServidorMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraServidor>>,
  TError,
  AlteraServidorMutationVariables,
  TContext
> => {
  return useMutation(getAlteraServidorMutationOptions(options), queryClient);
};
/**
 * Os mesmos filtros da listagem (pesquisa, aba, ordenação e filtros avançados) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limiteExportacao, todos os registros que atendem aos filtros; com ids, só esses ("Exportar seleção").
 * @summary Exporta servidores em planilha Excel
 */
export const exportaExcelServidores = (
  params?: ExportaExcelServidoresParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PlanilhaExcelResponse>(
    { url: `/v1/servidores/exporta-excel`, method: 'GET', params, responseType: 'blob', signal },
    options,
  );
};

export const getExportaExcelServidoresQueryKey = (params?: ExportaExcelServidoresParams) => {
  return [`/v1/servidores/exporta-excel`, ...(params ? [params] : [])] as const;
};

export const getExportaExcelServidoresQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaExcelServidores>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelServidoresParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelServidores>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaExcelServidoresQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaExcelServidores>>> = ({ signal }) =>
    exportaExcelServidores(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaExcelServidores>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaExcelServidoresQueryResult = NonNullable<
  Awaited<ReturnType<typeof exportaExcelServidores>>
>;
export type ExportaExcelServidoresQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaExcelServidores<
  TData = Awaited<ReturnType<typeof exportaExcelServidores>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ExportaExcelServidoresParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelServidores>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaExcelServidores>>,
          TError,
          Awaited<ReturnType<typeof exportaExcelServidores>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaExcelServidores<
  TData = Awaited<ReturnType<typeof exportaExcelServidores>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelServidoresParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelServidores>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaExcelServidores>>,
          TError,
          Awaited<ReturnType<typeof exportaExcelServidores>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaExcelServidores<
  TData = Awaited<ReturnType<typeof exportaExcelServidores>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelServidoresParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelServidores>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Exporta servidores em planilha Excel
 */

export function useExportaExcelServidores<
  TData = Awaited<ReturnType<typeof exportaExcelServidores>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelServidoresParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelServidores>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaExcelServidoresQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Relatório PDF da listagem, com os mesmos filtros e colunas da exportação em Excel.
 * @summary Exporta servidores em relatório PDF
 */
export const exportaListagemServidores = (
  params?: ExportaListagemServidoresParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<RelatorioPdfResponse>(
    { url: `/v1/servidores/exporta-listagem`, method: 'GET', params, responseType: 'blob', signal },
    options,
  );
};

export const getExportaListagemServidoresQueryKey = (params?: ExportaListagemServidoresParams) => {
  return [`/v1/servidores/exporta-listagem`, ...(params ? [params] : [])] as const;
};

export const getExportaListagemServidoresQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaListagemServidores>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemServidoresParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemServidores>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaListagemServidoresQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaListagemServidores>>> = ({ signal }) =>
    exportaListagemServidores(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaListagemServidores>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaListagemServidoresQueryResult = NonNullable<
  Awaited<ReturnType<typeof exportaListagemServidores>>
>;
export type ExportaListagemServidoresQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaListagemServidores<
  TData = Awaited<ReturnType<typeof exportaListagemServidores>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ExportaListagemServidoresParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemServidores>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaListagemServidores>>,
          TError,
          Awaited<ReturnType<typeof exportaListagemServidores>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaListagemServidores<
  TData = Awaited<ReturnType<typeof exportaListagemServidores>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemServidoresParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemServidores>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaListagemServidores>>,
          TError,
          Awaited<ReturnType<typeof exportaListagemServidores>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaListagemServidores<
  TData = Awaited<ReturnType<typeof exportaListagemServidores>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemServidoresParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemServidores>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Exporta servidores em relatório PDF
 */

export function useExportaListagemServidores<
  TData = Awaited<ReturnType<typeof exportaListagemServidores>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemServidoresParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemServidores>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaListagemServidoresQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Preferências do usuário da sessão. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem de servidores
 */
export const buscaColunasUsuarioServidores = (
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PreferenciasColunasResponse>(
    { url: `/v1/servidores/colunas-usuarios`, method: 'GET', signal },
    options,
  );
};

export const getBuscaColunasUsuarioServidoresQueryKey = () => {
  return [`/v1/servidores/colunas-usuarios`] as const;
};

export const getBuscaColunasUsuarioServidoresQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioServidores>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioServidores>>, TError, TData>>;
  request?: SecondParameter<typeof httpRequest>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaColunasUsuarioServidoresQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaColunasUsuarioServidores>>> = ({ signal }) =>
    buscaColunasUsuarioServidores(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaColunasUsuarioServidores>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaColunasUsuarioServidoresQueryResult = NonNullable<
  Awaited<ReturnType<typeof buscaColunasUsuarioServidores>>
>;
export type BuscaColunasUsuarioServidoresQueryError = ErrorType<
  NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useBuscaColunasUsuarioServidores<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioServidores>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options: {
    query: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioServidores>>, TError, TData>
    > &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaColunasUsuarioServidores>>,
          TError,
          Awaited<ReturnType<typeof buscaColunasUsuarioServidores>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaColunasUsuarioServidores<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioServidores>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioServidores>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaColunasUsuarioServidores>>,
          TError,
          Awaited<ReturnType<typeof buscaColunasUsuarioServidores>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaColunasUsuarioServidores<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioServidores>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioServidores>>, TError, TData>
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca as preferências de colunas da listagem de servidores
 */

export function useBuscaColunasUsuarioServidores<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioServidores>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioServidores>>, TError, TData>
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaColunasUsuarioServidoresQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Substitui as preferências do usuário da sessão. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem de servidores
 */
export const alteraColunasUsuarioServidores = (
  preferenciasColunas: BodyType<PreferenciasColunas>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PreferenciasColunasResponse>(
    {
      url: `/v1/servidores/colunas-usuarios`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: preferenciasColunas,
      signal,
    },
    options,
  );
};

export const getAlteraColunasUsuarioServidoresMutationKey = () => ['alteraColunasUsuarioServidores'] as const;

export const getAlteraColunasUsuarioServidoresMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof alteraColunasUsuarioServidores>>,
    TError,
    AlteraColunasUsuarioServidoresMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraColunasUsuarioServidores>>,
  TError,
  AlteraColunasUsuarioServidoresMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraColunasUsuarioServidoresMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraColunasUsuarioServidores>>,
    AlteraColunasUsuarioServidoresMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return alteraColunasUsuarioServidores(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraColunasUsuarioServidoresMutationResult = NonNullable<
  Awaited<ReturnType<typeof alteraColunasUsuarioServidores>>
>;
export type AlteraColunasUsuarioServidoresMutationBody = BodyType<PreferenciasColunas>;
export type AlteraColunasUsuarioServidoresMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type AlteraColunasUsuarioServidoresMutationVariables = { data: BodyType<PreferenciasColunas> };

/**
 * @summary Grava as preferências de colunas da listagem de servidores
 */
export const useAlteraColunasUsuarioServidores = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof alteraColunasUsuarioServidores>>,
      TError,
      AlteraColunasUsuarioServidoresMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraColunasUsuarioServidores>>,
  TError,
  AlteraColunasUsuarioServidoresMutationVariables,
  TContext
> => {
  return useMutation(getAlteraColunasUsuarioServidoresMutationOptions(options), queryClient);
};
/**
 * Nome, state e status da instância. A API a autentica por um valor estático no cabeçalho Authorization (chaveServidorNuvem), que nunca chega ao navegador: o navegador envia o token da sessão, e o gateway da implantação (nginx, deploy/cloud-check.js) pergunta à API GET /v1/eu/perfil e GET /v1/eu/permissoes com esse token e só para um usuário ativo da equipe (admin) com CON_SERVIDOR troca o cabeçalho pelo valor estático e envia X-Retaguarda-Usuario com o id do usuário, que a API deve conferir de novo e registrar (sessão inválida: 401; sem a equipe ou sem o código: 403; a API não respondeu à verificação: 503; valor recusado pela API: 502). Só este caminho exato, com GET, leva o valor: outra grafia sob /v1/public/ responde 404. Em erro a tela mostra 'Não foi possível exibir as informações da instância selecionada'.
 * @summary Busca o status da instância de nuvem
 */
export const buscaStatusInstanciaNuvem = (
  magaluId: string,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<InstanciaNuvem>(
    { url: `/v1/public/usuario/status-servidor/${magaluId}`, method: 'GET', signal },
    options,
  );
};

export const getBuscaStatusInstanciaNuvemQueryKey = (magaluId: string) => {
  return [`/v1/public/usuario/status-servidor/${magaluId}`] as const;
};

export const getBuscaStatusInstanciaNuvemQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaStatusInstanciaNuvem>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  magaluId: string,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaStatusInstanciaNuvem>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaStatusInstanciaNuvemQueryKey(magaluId);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaStatusInstanciaNuvem>>> = ({ signal }) =>
    buscaStatusInstanciaNuvem(magaluId, requestOptions, signal);

  return {
    queryKey,
    queryFn,
    enabled: magaluId !== null && magaluId !== undefined,
    ...queryOptions,
  } as UseQueryOptions<Awaited<ReturnType<typeof buscaStatusInstanciaNuvem>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type BuscaStatusInstanciaNuvemQueryResult = NonNullable<
  Awaited<ReturnType<typeof buscaStatusInstanciaNuvem>>
>;
export type BuscaStatusInstanciaNuvemQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;

export function useBuscaStatusInstanciaNuvem<
  TData = Awaited<ReturnType<typeof buscaStatusInstanciaNuvem>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  magaluId: string,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaStatusInstanciaNuvem>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaStatusInstanciaNuvem>>,
          TError,
          Awaited<ReturnType<typeof buscaStatusInstanciaNuvem>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaStatusInstanciaNuvem<
  TData = Awaited<ReturnType<typeof buscaStatusInstanciaNuvem>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  magaluId: string,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaStatusInstanciaNuvem>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaStatusInstanciaNuvem>>,
          TError,
          Awaited<ReturnType<typeof buscaStatusInstanciaNuvem>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaStatusInstanciaNuvem<
  TData = Awaited<ReturnType<typeof buscaStatusInstanciaNuvem>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  magaluId: string,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaStatusInstanciaNuvem>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca o status da instância de nuvem
 */

export function useBuscaStatusInstanciaNuvem<
  TData = Awaited<ReturnType<typeof buscaStatusInstanciaNuvem>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  magaluId: string,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaStatusInstanciaNuvem>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaStatusInstanciaNuvemQueryOptions(magaluId, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Envia o comando de ligar a instância (permitido só com state stopped e status completed; fora disso responde 409). A execução é assíncrona: a tela consulta o status de novo para acompanhar. Sucesso mostra 'Comando enviado com sucesso'; erro, 'Erro ao enviar o comando'. Mesma autenticação de status-servidor (o token da sessão até o gateway, o valor estático e X-Retaguarda-Usuario do gateway à API), com ALT_SERVIDOR no lugar de CON_SERVIDOR, só com PUT.
 * @summary Liga a instância de nuvem
 */
export const ligaInstanciaNuvem = (
  magaluId: string,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<ComandoInstanciaNuvem>(
    { url: `/v1/public/usuario/liga-servidor/${magaluId}`, method: 'PUT', signal },
    options,
  );
};

export const getLigaInstanciaNuvemMutationKey = () => ['ligaInstanciaNuvem'] as const;

export const getLigaInstanciaNuvemMutationOptions = <
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
    Awaited<ReturnType<typeof ligaInstanciaNuvem>>,
    TError,
    LigaInstanciaNuvemMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof ligaInstanciaNuvem>>,
  TError,
  LigaInstanciaNuvemMutationVariables,
  TContext
> => {
  const mutationKey = getLigaInstanciaNuvemMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof ligaInstanciaNuvem>>,
    LigaInstanciaNuvemMutationVariables
  > = (props) => {
    const { magaluId } = props ?? {};

    return ligaInstanciaNuvem(magaluId, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type LigaInstanciaNuvemMutationResult = NonNullable<Awaited<ReturnType<typeof ligaInstanciaNuvem>>>;

export type LigaInstanciaNuvemMutationError = ErrorType<
  | ErroValidacaoResponse
  | NaoAutenticadoResponse
  | SemPermissaoResponse
  | NaoEncontradoResponse
  | ConflitoResponse
  | ErroResponse
>;
export type LigaInstanciaNuvemMutationVariables = { magaluId: string };

/**
 * @summary Liga a instância de nuvem
 */
export const useLigaInstanciaNuvem = <
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
      Awaited<ReturnType<typeof ligaInstanciaNuvem>>,
      TError,
      LigaInstanciaNuvemMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof ligaInstanciaNuvem>>,
  TError,
  LigaInstanciaNuvemMutationVariables,
  TContext
> => {
  return useMutation(getLigaInstanciaNuvemMutationOptions(options), queryClient);
};
