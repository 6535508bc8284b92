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
  ExportaExcelRotinasFrontEndParams,
  ExportaListagemRotinasFrontEndParams,
  ListaRotinasFrontEndParams,
  NaoAutenticadoResponse,
  NaoEncontradoResponse,
  PaginaRotinasFrontEnd,
  PlanilhaExcelResponse,
  PreferenciasColunas,
  PreferenciasColunasResponse,
  RelatorioPdfResponse,
  RotinaFrontEnd,
  RotinaFrontEndInput,
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
 * @summary Lista rotinas de front-end
 */
export const listaRotinasFrontEnd = (
  params?: ListaRotinasFrontEndParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PaginaRotinasFrontEnd>(
    { url: `/v1/rotinas-front-end`, method: 'GET', params, signal },
    options,
  );
};

export const getListaRotinasFrontEndQueryKey = (params?: ListaRotinasFrontEndParams) => {
  return [`/v1/rotinas-front-end`, ...(params ? [params] : [])] as const;
};

export const getListaRotinasFrontEndQueryOptions = <
  TData = Awaited<ReturnType<typeof listaRotinasFrontEnd>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaRotinasFrontEndParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaRotinasFrontEnd>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListaRotinasFrontEndQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listaRotinasFrontEnd>>> = ({ signal }) =>
    listaRotinasFrontEnd(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof listaRotinasFrontEnd>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ListaRotinasFrontEndQueryResult = NonNullable<Awaited<ReturnType<typeof listaRotinasFrontEnd>>>;
export type ListaRotinasFrontEndQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useListaRotinasFrontEnd<
  TData = Awaited<ReturnType<typeof listaRotinasFrontEnd>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ListaRotinasFrontEndParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaRotinasFrontEnd>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaRotinasFrontEnd>>,
          TError,
          Awaited<ReturnType<typeof listaRotinasFrontEnd>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaRotinasFrontEnd<
  TData = Awaited<ReturnType<typeof listaRotinasFrontEnd>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaRotinasFrontEndParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaRotinasFrontEnd>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaRotinasFrontEnd>>,
          TError,
          Awaited<ReturnType<typeof listaRotinasFrontEnd>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaRotinasFrontEnd<
  TData = Awaited<ReturnType<typeof listaRotinasFrontEnd>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaRotinasFrontEndParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaRotinasFrontEnd>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Lista rotinas de front-end
 */

export function useListaRotinasFrontEnd<
  TData = Awaited<ReturnType<typeof listaRotinasFrontEnd>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaRotinasFrontEndParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaRotinasFrontEnd>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getListaRotinasFrontEndQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Cria rotina de front-end
 */
export const criaRotinaFrontEnd = (
  rotinaFrontEndInput: BodyType<RotinaFrontEndInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<RotinaFrontEnd>(
    {
      url: `/v1/rotinas-front-end`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: rotinaFrontEndInput,
      signal,
    },
    options,
  );
};

export const getCriaRotinaFrontEndMutationKey = () => ['criaRotinaFrontEnd'] as const;

export const getCriaRotinaFrontEndMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof criaRotinaFrontEnd>>,
    TError,
    CriaRotinaFrontEndMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof criaRotinaFrontEnd>>,
  TError,
  CriaRotinaFrontEndMutationVariables,
  TContext
> => {
  const mutationKey = getCriaRotinaFrontEndMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof criaRotinaFrontEnd>>,
    CriaRotinaFrontEndMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return criaRotinaFrontEnd(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type CriaRotinaFrontEndMutationResult = NonNullable<Awaited<ReturnType<typeof criaRotinaFrontEnd>>>;
export type CriaRotinaFrontEndMutationBody = BodyType<RotinaFrontEndInput>;
export type CriaRotinaFrontEndMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type CriaRotinaFrontEndMutationVariables = { data: BodyType<RotinaFrontEndInput> };

/**
 * @summary Cria rotina de front-end
 */
export const useCriaRotinaFrontEnd = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof criaRotinaFrontEnd>>,
      TError,
      CriaRotinaFrontEndMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof criaRotinaFrontEnd>>,
  TError,
  CriaRotinaFrontEndMutationVariables,
  TContext
> => {
  return useMutation(getCriaRotinaFrontEndMutationOptions(options), queryClient);
};
/**
 * @summary Busca rotina de front-end por id
 */
export const buscaRotinaFrontEnd = (
  id: number,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<RotinaFrontEnd>({ url: `/v1/rotinas-front-end/${id}`, method: 'GET', signal }, options);
};

export const getBuscaRotinaFrontEndQueryKey = (id: number) => {
  return [`/v1/rotinas-front-end/${id}`] as const;
};

export const getBuscaRotinaFrontEndQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaRotinaFrontEnd>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaRotinaFrontEnd>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaRotinaFrontEndQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaRotinaFrontEnd>>> = ({ signal }) =>
    buscaRotinaFrontEnd(id, requestOptions, signal);

  return { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaRotinaFrontEnd>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaRotinaFrontEndQueryResult = NonNullable<Awaited<ReturnType<typeof buscaRotinaFrontEnd>>>;
export type BuscaRotinaFrontEndQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;

export function useBuscaRotinaFrontEnd<
  TData = Awaited<ReturnType<typeof buscaRotinaFrontEnd>>,
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
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaRotinaFrontEnd>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaRotinaFrontEnd>>,
          TError,
          Awaited<ReturnType<typeof buscaRotinaFrontEnd>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaRotinaFrontEnd<
  TData = Awaited<ReturnType<typeof buscaRotinaFrontEnd>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaRotinaFrontEnd>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaRotinaFrontEnd>>,
          TError,
          Awaited<ReturnType<typeof buscaRotinaFrontEnd>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaRotinaFrontEnd<
  TData = Awaited<ReturnType<typeof buscaRotinaFrontEnd>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaRotinaFrontEnd>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca rotina de front-end por id
 */

export function useBuscaRotinaFrontEnd<
  TData = Awaited<ReturnType<typeof buscaRotinaFrontEnd>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaRotinaFrontEnd>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaRotinaFrontEndQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Altera rotina de front-end
 */
export const alteraRotinaFrontEnd = (
  id: number,
  rotinaFrontEndInput: BodyType<RotinaFrontEndInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<RotinaFrontEnd>(
    {
      url: `/v1/rotinas-front-end/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: rotinaFrontEndInput,
      signal,
    },
    options,
  );
};

export const getAlteraRotinaFrontEndMutationKey = () => ['alteraRotinaFrontEnd'] as const;

export const getAlteraRotinaFrontEndMutationOptions = <
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
    Awaited<ReturnType<typeof alteraRotinaFrontEnd>>,
    TError,
    AlteraRotinaFrontEndMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraRotinaFrontEnd>>,
  TError,
  AlteraRotinaFrontEndMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraRotinaFrontEndMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraRotinaFrontEnd>>,
    AlteraRotinaFrontEndMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return alteraRotinaFrontEnd(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraRotinaFrontEndMutationResult = NonNullable<
  Awaited<ReturnType<typeof alteraRotinaFrontEnd>>
>;
export type AlteraRotinaFrontEndMutationBody = BodyType<RotinaFrontEndInput>;
export type AlteraRotinaFrontEndMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;
export type AlteraRotinaFrontEndMutationVariables = { id: number; data: BodyType<RotinaFrontEndInput> };

/**
 * @summary Altera rotina de front-end
 */
export const useAlteraRotinaFrontEnd = <
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
      Awaited<ReturnType<typeof alteraRotinaFrontEnd>>,
      TError,
      AlteraRotinaFrontEndMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraRotinaFrontEnd>>,
  TError,
  AlteraRotinaFrontEndMutationVariables,
  TContext
> => {
  return useMutation(getAlteraRotinaFrontEndMutationOptions(options), queryClient);
};
/**
 * Exclui definitivamente a rotina de front-end (permissão DEL_FRONT_ROT).
 * @summary Exclui rotina de front-end
 */
export const deletaRotinaFrontEnd = (
  id: number,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<void>({ url: `/v1/rotinas-front-end/${id}`, method: 'DELETE', signal }, options);
};

export const getDeletaRotinaFrontEndMutationKey = () => ['deletaRotinaFrontEnd'] as const;

export const getDeletaRotinaFrontEndMutationOptions = <
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
    Awaited<ReturnType<typeof deletaRotinaFrontEnd>>,
    TError,
    DeletaRotinaFrontEndMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof deletaRotinaFrontEnd>>,
  TError,
  DeletaRotinaFrontEndMutationVariables,
  TContext
> => {
  const mutationKey = getDeletaRotinaFrontEndMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof deletaRotinaFrontEnd>>,
    DeletaRotinaFrontEndMutationVariables
  > = (props) => {
    const { id } = props ?? {};

    return deletaRotinaFrontEnd(id, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type DeletaRotinaFrontEndMutationResult = NonNullable<
  Awaited<ReturnType<typeof deletaRotinaFrontEnd>>
>;

export type DeletaRotinaFrontEndMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;
export type DeletaRotinaFrontEndMutationVariables = { id: number };

/**
 * @summary Exclui rotina de front-end
 */
export const useDeletaRotinaFrontEnd = <
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
      Awaited<ReturnType<typeof deletaRotinaFrontEnd>>,
      TError,
      DeletaRotinaFrontEndMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof deletaRotinaFrontEnd>>,
  TError,
  DeletaRotinaFrontEndMutationVariables,
  TContext
> => {
  return useMutation(getDeletaRotinaFrontEndMutationOptions(options), queryClient);
};
/**
 * Os mesmos filtros da listagem (pesquisa, aba, ordenação e filtros avançados) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limiteExportacao, todos os registros que atendem aos filtros; com ids, só esses ("Exportar seleção").
 * @summary Exporta rotinas de front-end em planilha Excel
 */
export const exportaExcelRotinasFrontEnd = (
  params?: ExportaExcelRotinasFrontEndParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PlanilhaExcelResponse>(
    { url: `/v1/rotinas-front-end/exporta-excel`, method: 'GET', params, responseType: 'blob', signal },
    options,
  );
};

export const getExportaExcelRotinasFrontEndQueryKey = (params?: ExportaExcelRotinasFrontEndParams) => {
  return [`/v1/rotinas-front-end/exporta-excel`, ...(params ? [params] : [])] as const;
};

export const getExportaExcelRotinasFrontEndQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaExcelRotinasFrontEnd>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelRotinasFrontEndParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelRotinasFrontEnd>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaExcelRotinasFrontEndQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaExcelRotinasFrontEnd>>> = ({ signal }) =>
    exportaExcelRotinasFrontEnd(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaExcelRotinasFrontEnd>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaExcelRotinasFrontEndQueryResult = NonNullable<
  Awaited<ReturnType<typeof exportaExcelRotinasFrontEnd>>
>;
export type ExportaExcelRotinasFrontEndQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaExcelRotinasFrontEnd<
  TData = Awaited<ReturnType<typeof exportaExcelRotinasFrontEnd>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ExportaExcelRotinasFrontEndParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelRotinasFrontEnd>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaExcelRotinasFrontEnd>>,
          TError,
          Awaited<ReturnType<typeof exportaExcelRotinasFrontEnd>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaExcelRotinasFrontEnd<
  TData = Awaited<ReturnType<typeof exportaExcelRotinasFrontEnd>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelRotinasFrontEndParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelRotinasFrontEnd>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaExcelRotinasFrontEnd>>,
          TError,
          Awaited<ReturnType<typeof exportaExcelRotinasFrontEnd>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaExcelRotinasFrontEnd<
  TData = Awaited<ReturnType<typeof exportaExcelRotinasFrontEnd>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelRotinasFrontEndParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelRotinasFrontEnd>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Exporta rotinas de front-end em planilha Excel
 */

export function useExportaExcelRotinasFrontEnd<
  TData = Awaited<ReturnType<typeof exportaExcelRotinasFrontEnd>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelRotinasFrontEndParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelRotinasFrontEnd>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaExcelRotinasFrontEndQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Relatório PDF da listagem, com os mesmos filtros e colunas da exportação em Excel.
 * @summary Exporta rotinas de front-end em relatório PDF
 */
export const exportaListagemRotinasFrontEnd = (
  params?: ExportaListagemRotinasFrontEndParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<RelatorioPdfResponse>(
    { url: `/v1/rotinas-front-end/exporta-listagem`, method: 'GET', params, responseType: 'blob', signal },
    options,
  );
};

export const getExportaListagemRotinasFrontEndQueryKey = (params?: ExportaListagemRotinasFrontEndParams) => {
  return [`/v1/rotinas-front-end/exporta-listagem`, ...(params ? [params] : [])] as const;
};

export const getExportaListagemRotinasFrontEndQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaListagemRotinasFrontEnd>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemRotinasFrontEndParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof exportaListagemRotinasFrontEnd>>, TError, TData>
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaListagemRotinasFrontEndQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaListagemRotinasFrontEnd>>> = ({ signal }) =>
    exportaListagemRotinasFrontEnd(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaListagemRotinasFrontEnd>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaListagemRotinasFrontEndQueryResult = NonNullable<
  Awaited<ReturnType<typeof exportaListagemRotinasFrontEnd>>
>;
export type ExportaListagemRotinasFrontEndQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaListagemRotinasFrontEnd<
  TData = Awaited<ReturnType<typeof exportaListagemRotinasFrontEnd>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ExportaListagemRotinasFrontEndParams,
  options: {
    query: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof exportaListagemRotinasFrontEnd>>, TError, TData>
    > &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaListagemRotinasFrontEnd>>,
          TError,
          Awaited<ReturnType<typeof exportaListagemRotinasFrontEnd>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaListagemRotinasFrontEnd<
  TData = Awaited<ReturnType<typeof exportaListagemRotinasFrontEnd>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemRotinasFrontEndParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof exportaListagemRotinasFrontEnd>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaListagemRotinasFrontEnd>>,
          TError,
          Awaited<ReturnType<typeof exportaListagemRotinasFrontEnd>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaListagemRotinasFrontEnd<
  TData = Awaited<ReturnType<typeof exportaListagemRotinasFrontEnd>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemRotinasFrontEndParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof exportaListagemRotinasFrontEnd>>, TError, TData>
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Exporta rotinas de front-end em relatório PDF
 */

export function useExportaListagemRotinasFrontEnd<
  TData = Awaited<ReturnType<typeof exportaListagemRotinasFrontEnd>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemRotinasFrontEndParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof exportaListagemRotinasFrontEnd>>, TError, TData>
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaListagemRotinasFrontEndQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Preferências do usuário da sessão. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem de rotinas de front-end
 */
export const buscaColunasUsuarioRotinasFrontEnd = (
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PreferenciasColunasResponse>(
    { url: `/v1/rotinas-front-end/colunas-usuarios`, method: 'GET', signal },
    options,
  );
};

export const getBuscaColunasUsuarioRotinasFrontEndQueryKey = () => {
  return [`/v1/rotinas-front-end/colunas-usuarios`] as const;
};

export const getBuscaColunasUsuarioRotinasFrontEndQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioRotinasFrontEnd>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(options?: {
  query?: Partial<
    UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioRotinasFrontEnd>>, TError, TData>
  >;
  request?: SecondParameter<typeof httpRequest>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaColunasUsuarioRotinasFrontEndQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaColunasUsuarioRotinasFrontEnd>>> = ({
    signal,
  }) => buscaColunasUsuarioRotinasFrontEnd(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaColunasUsuarioRotinasFrontEnd>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaColunasUsuarioRotinasFrontEndQueryResult = NonNullable<
  Awaited<ReturnType<typeof buscaColunasUsuarioRotinasFrontEnd>>
>;
export type BuscaColunasUsuarioRotinasFrontEndQueryError = ErrorType<
  NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useBuscaColunasUsuarioRotinasFrontEnd<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioRotinasFrontEnd>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options: {
    query: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioRotinasFrontEnd>>, TError, TData>
    > &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaColunasUsuarioRotinasFrontEnd>>,
          TError,
          Awaited<ReturnType<typeof buscaColunasUsuarioRotinasFrontEnd>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaColunasUsuarioRotinasFrontEnd<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioRotinasFrontEnd>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioRotinasFrontEnd>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaColunasUsuarioRotinasFrontEnd>>,
          TError,
          Awaited<ReturnType<typeof buscaColunasUsuarioRotinasFrontEnd>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaColunasUsuarioRotinasFrontEnd<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioRotinasFrontEnd>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioRotinasFrontEnd>>, TError, TData>
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca as preferências de colunas da listagem de rotinas de front-end
 */

export function useBuscaColunasUsuarioRotinasFrontEnd<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioRotinasFrontEnd>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioRotinasFrontEnd>>, TError, TData>
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaColunasUsuarioRotinasFrontEndQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Substitui as preferências do usuário da sessão. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem de rotinas de front-end
 */
export const alteraColunasUsuarioRotinasFrontEnd = (
  preferenciasColunas: BodyType<PreferenciasColunas>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PreferenciasColunasResponse>(
    {
      url: `/v1/rotinas-front-end/colunas-usuarios`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: preferenciasColunas,
      signal,
    },
    options,
  );
};

export const getAlteraColunasUsuarioRotinasFrontEndMutationKey = () =>
  ['alteraColunasUsuarioRotinasFrontEnd'] as const;

export const getAlteraColunasUsuarioRotinasFrontEndMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof alteraColunasUsuarioRotinasFrontEnd>>,
    TError,
    AlteraColunasUsuarioRotinasFrontEndMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraColunasUsuarioRotinasFrontEnd>>,
  TError,
  AlteraColunasUsuarioRotinasFrontEndMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraColunasUsuarioRotinasFrontEndMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraColunasUsuarioRotinasFrontEnd>>,
    AlteraColunasUsuarioRotinasFrontEndMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return alteraColunasUsuarioRotinasFrontEnd(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraColunasUsuarioRotinasFrontEndMutationResult = NonNullable<
  Awaited<ReturnType<typeof alteraColunasUsuarioRotinasFrontEnd>>
>;
export type AlteraColunasUsuarioRotinasFrontEndMutationBody = BodyType<PreferenciasColunas>;
export type AlteraColunasUsuarioRotinasFrontEndMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type AlteraColunasUsuarioRotinasFrontEndMutationVariables = { data: BodyType<PreferenciasColunas> };

/**
 * @summary Grava as preferências de colunas da listagem de rotinas de front-end
 */
export const useAlteraColunasUsuarioRotinasFrontEnd = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof alteraColunasUsuarioRotinasFrontEnd>>,
      TError,
      AlteraColunasUsuarioRotinasFrontEndMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraColunasUsuarioRotinasFrontEnd>>,
  TError,
  AlteraColunasUsuarioRotinasFrontEndMutationVariables,
  TContext
> => {
  return useMutation(getAlteraColunasUsuarioRotinasFrontEndMutationOptions(options), queryClient);
};
