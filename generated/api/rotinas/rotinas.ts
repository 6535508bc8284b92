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
  ExportaExcelRotinasParams,
  ExportaListagemRotinasParams,
  ListaRotinasParams,
  NaoAutenticadoResponse,
  NaoEncontradoResponse,
  PaginaRotinas,
  PlanilhaExcelResponse,
  PreferenciasColunas,
  PreferenciasColunasResponse,
  RelatorioPdfResponse,
  Rotina,
  RotinaInput,
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
 * @summary Lista rotinas
 */
export const listaRotinas = (
  params?: ListaRotinasParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PaginaRotinas>({ url: `/v1/rotinas`, method: 'GET', params, signal }, options);
};

export const getListaRotinasQueryKey = (params?: ListaRotinasParams) => {
  return [`/v1/rotinas`, ...(params ? [params] : [])] as const;
};

export const getListaRotinasQueryOptions = <
  TData = Awaited<ReturnType<typeof listaRotinas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaRotinasParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaRotinas>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListaRotinasQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listaRotinas>>> = ({ signal }) =>
    listaRotinas(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof listaRotinas>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ListaRotinasQueryResult = NonNullable<Awaited<ReturnType<typeof listaRotinas>>>;
export type ListaRotinasQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useListaRotinas<
  TData = Awaited<ReturnType<typeof listaRotinas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ListaRotinasParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaRotinas>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaRotinas>>,
          TError,
          Awaited<ReturnType<typeof listaRotinas>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaRotinas<
  TData = Awaited<ReturnType<typeof listaRotinas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaRotinasParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaRotinas>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaRotinas>>,
          TError,
          Awaited<ReturnType<typeof listaRotinas>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaRotinas<
  TData = Awaited<ReturnType<typeof listaRotinas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaRotinasParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaRotinas>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Lista rotinas
 */

export function useListaRotinas<
  TData = Awaited<ReturnType<typeof listaRotinas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaRotinasParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaRotinas>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getListaRotinasQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Cria rotina
 */
export const criaRotina = (
  rotinaInput: BodyType<RotinaInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Rotina>(
    {
      url: `/v1/rotinas`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: rotinaInput,
      signal,
    },
    options,
  );
};

export const getCriaRotinaMutationKey = () => ['criaRotina'] as const;

export const getCriaRotinaMutationOptions = <
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
  >,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof criaRotina>>,
    TError,
    CriaRotinaMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof criaRotina>>,
  TError,
  CriaRotinaMutationVariables,
  TContext
> => {
  const mutationKey = getCriaRotinaMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof criaRotina>>, CriaRotinaMutationVariables> = (
    props,
  ) => {
    const { data } = props ?? {};

    return criaRotina(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type CriaRotinaMutationResult = NonNullable<Awaited<ReturnType<typeof criaRotina>>>;
export type CriaRotinaMutationBody = BodyType<RotinaInput>;
export type CriaRotinaMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
>;
export type CriaRotinaMutationVariables = { data: BodyType<RotinaInput> };

/**
 * @summary Cria rotina
 */
export const useCriaRotina = <
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
  >,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof criaRotina>>,
      TError,
      CriaRotinaMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof criaRotina>>,
  TError,
  CriaRotinaMutationVariables,
  TContext
> => {
  return useMutation(getCriaRotinaMutationOptions(options), queryClient);
};
/**
 * @summary Busca rotina por id
 */
export const buscaRotina = (
  id: number,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Rotina>({ url: `/v1/rotinas/${id}`, method: 'GET', signal }, options);
};

export const getBuscaRotinaQueryKey = (id: number) => {
  return [`/v1/rotinas/${id}`] as const;
};

export const getBuscaRotinaQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaRotina>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaRotina>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaRotinaQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaRotina>>> = ({ signal }) =>
    buscaRotina(id, requestOptions, signal);

  return { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaRotina>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaRotinaQueryResult = NonNullable<Awaited<ReturnType<typeof buscaRotina>>>;
export type BuscaRotinaQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;

export function useBuscaRotina<
  TData = Awaited<ReturnType<typeof buscaRotina>>,
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
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaRotina>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaRotina>>,
          TError,
          Awaited<ReturnType<typeof buscaRotina>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaRotina<
  TData = Awaited<ReturnType<typeof buscaRotina>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaRotina>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaRotina>>,
          TError,
          Awaited<ReturnType<typeof buscaRotina>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaRotina<
  TData = Awaited<ReturnType<typeof buscaRotina>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaRotina>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca rotina por id
 */

export function useBuscaRotina<
  TData = Awaited<ReturnType<typeof buscaRotina>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaRotina>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaRotinaQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Altera rotina
 */
export const alteraRotina = (
  id: number,
  rotinaInput: BodyType<RotinaInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Rotina>(
    {
      url: `/v1/rotinas/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: rotinaInput,
      signal,
    },
    options,
  );
};

export const getAlteraRotinaMutationKey = () => ['alteraRotina'] as const;

export const getAlteraRotinaMutationOptions = <
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
    Awaited<ReturnType<typeof alteraRotina>>,
    TError,
    AlteraRotinaMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraRotina>>,
  TError,
  AlteraRotinaMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraRotinaMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraRotina>>,
    AlteraRotinaMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return alteraRotina(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraRotinaMutationResult = NonNullable<Awaited<ReturnType<typeof alteraRotina>>>;
export type AlteraRotinaMutationBody = BodyType<RotinaInput>;
export type AlteraRotinaMutationError = ErrorType<
  | ErroValidacaoResponse
  | NaoAutenticadoResponse
  | SemPermissaoResponse
  | NaoEncontradoResponse
  | ConflitoResponse
  | ErroResponse
>;
export type AlteraRotinaMutationVariables = { id: number; data: BodyType<RotinaInput> };

/**
 * @summary Altera rotina
 */
export const useAlteraRotina = <
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
      Awaited<ReturnType<typeof alteraRotina>>,
      TError,
      AlteraRotinaMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraRotina>>,
  TError,
  AlteraRotinaMutationVariables,
  TContext
> => {
  return useMutation(getAlteraRotinaMutationOptions(options), queryClient);
};
/**
 * Os mesmos filtros da listagem (pesquisa, aba, ordenação e filtros avançados) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limiteExportacao, todos os registros que atendem aos filtros; com ids, só esses ("Exportar seleção").
 * @summary Exporta rotinas em planilha Excel
 */
export const exportaExcelRotinas = (
  params?: ExportaExcelRotinasParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PlanilhaExcelResponse>(
    { url: `/v1/rotinas/exporta-excel`, method: 'GET', params, responseType: 'blob', signal },
    options,
  );
};

export const getExportaExcelRotinasQueryKey = (params?: ExportaExcelRotinasParams) => {
  return [`/v1/rotinas/exporta-excel`, ...(params ? [params] : [])] as const;
};

export const getExportaExcelRotinasQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaExcelRotinas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelRotinasParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelRotinas>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaExcelRotinasQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaExcelRotinas>>> = ({ signal }) =>
    exportaExcelRotinas(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaExcelRotinas>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaExcelRotinasQueryResult = NonNullable<Awaited<ReturnType<typeof exportaExcelRotinas>>>;
export type ExportaExcelRotinasQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaExcelRotinas<
  TData = Awaited<ReturnType<typeof exportaExcelRotinas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ExportaExcelRotinasParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelRotinas>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaExcelRotinas>>,
          TError,
          Awaited<ReturnType<typeof exportaExcelRotinas>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaExcelRotinas<
  TData = Awaited<ReturnType<typeof exportaExcelRotinas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelRotinasParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelRotinas>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaExcelRotinas>>,
          TError,
          Awaited<ReturnType<typeof exportaExcelRotinas>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaExcelRotinas<
  TData = Awaited<ReturnType<typeof exportaExcelRotinas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelRotinasParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelRotinas>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Exporta rotinas em planilha Excel
 */

export function useExportaExcelRotinas<
  TData = Awaited<ReturnType<typeof exportaExcelRotinas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelRotinasParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelRotinas>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaExcelRotinasQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Relatório PDF da listagem, com os mesmos filtros e colunas da exportação em Excel.
 * @summary Exporta rotinas em relatório PDF
 */
export const exportaListagemRotinas = (
  params?: ExportaListagemRotinasParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<RelatorioPdfResponse>(
    { url: `/v1/rotinas/exporta-listagem`, method: 'GET', params, responseType: 'blob', signal },
    options,
  );
};

export const getExportaListagemRotinasQueryKey = (params?: ExportaListagemRotinasParams) => {
  return [`/v1/rotinas/exporta-listagem`, ...(params ? [params] : [])] as const;
};

export const getExportaListagemRotinasQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaListagemRotinas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemRotinasParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemRotinas>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaListagemRotinasQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaListagemRotinas>>> = ({ signal }) =>
    exportaListagemRotinas(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaListagemRotinas>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaListagemRotinasQueryResult = NonNullable<
  Awaited<ReturnType<typeof exportaListagemRotinas>>
>;
export type ExportaListagemRotinasQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaListagemRotinas<
  TData = Awaited<ReturnType<typeof exportaListagemRotinas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ExportaListagemRotinasParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemRotinas>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaListagemRotinas>>,
          TError,
          Awaited<ReturnType<typeof exportaListagemRotinas>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaListagemRotinas<
  TData = Awaited<ReturnType<typeof exportaListagemRotinas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemRotinasParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemRotinas>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaListagemRotinas>>,
          TError,
          Awaited<ReturnType<typeof exportaListagemRotinas>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaListagemRotinas<
  TData = Awaited<ReturnType<typeof exportaListagemRotinas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemRotinasParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemRotinas>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Exporta rotinas em relatório PDF
 */

export function useExportaListagemRotinas<
  TData = Awaited<ReturnType<typeof exportaListagemRotinas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemRotinasParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemRotinas>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaListagemRotinasQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Preferências do usuário da sessão. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem de rotinas
 */
export const buscaColunasUsuarioRotinas = (
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PreferenciasColunasResponse>(
    { url: `/v1/rotinas/colunas-usuarios`, method: 'GET', signal },
    options,
  );
};

export const getBuscaColunasUsuarioRotinasQueryKey = () => {
  return [`/v1/rotinas/colunas-usuarios`] as const;
};

export const getBuscaColunasUsuarioRotinasQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioRotinas>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioRotinas>>, TError, TData>>;
  request?: SecondParameter<typeof httpRequest>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaColunasUsuarioRotinasQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaColunasUsuarioRotinas>>> = ({ signal }) =>
    buscaColunasUsuarioRotinas(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaColunasUsuarioRotinas>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaColunasUsuarioRotinasQueryResult = NonNullable<
  Awaited<ReturnType<typeof buscaColunasUsuarioRotinas>>
>;
export type BuscaColunasUsuarioRotinasQueryError = ErrorType<
  NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useBuscaColunasUsuarioRotinas<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioRotinas>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioRotinas>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaColunasUsuarioRotinas>>,
          TError,
          Awaited<ReturnType<typeof buscaColunasUsuarioRotinas>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaColunasUsuarioRotinas<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioRotinas>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioRotinas>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaColunasUsuarioRotinas>>,
          TError,
          Awaited<ReturnType<typeof buscaColunasUsuarioRotinas>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaColunasUsuarioRotinas<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioRotinas>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioRotinas>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca as preferências de colunas da listagem de rotinas
 */

export function useBuscaColunasUsuarioRotinas<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioRotinas>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioRotinas>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaColunasUsuarioRotinasQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Substitui as preferências do usuário da sessão. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem de rotinas
 */
export const alteraColunasUsuarioRotinas = (
  preferenciasColunas: BodyType<PreferenciasColunas>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PreferenciasColunasResponse>(
    {
      url: `/v1/rotinas/colunas-usuarios`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: preferenciasColunas,
      signal,
    },
    options,
  );
};

export const getAlteraColunasUsuarioRotinasMutationKey = () => ['alteraColunasUsuarioRotinas'] as const;

export const getAlteraColunasUsuarioRotinasMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof alteraColunasUsuarioRotinas>>,
    TError,
    AlteraColunasUsuarioRotinasMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraColunasUsuarioRotinas>>,
  TError,
  AlteraColunasUsuarioRotinasMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraColunasUsuarioRotinasMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraColunasUsuarioRotinas>>,
    AlteraColunasUsuarioRotinasMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return alteraColunasUsuarioRotinas(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraColunasUsuarioRotinasMutationResult = NonNullable<
  Awaited<ReturnType<typeof alteraColunasUsuarioRotinas>>
>;
export type AlteraColunasUsuarioRotinasMutationBody = BodyType<PreferenciasColunas>;
export type AlteraColunasUsuarioRotinasMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type AlteraColunasUsuarioRotinasMutationVariables = { data: BodyType<PreferenciasColunas> };

/**
 * @summary Grava as preferências de colunas da listagem de rotinas
 */
export const useAlteraColunasUsuarioRotinas = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof alteraColunasUsuarioRotinas>>,
      TError,
      AlteraColunasUsuarioRotinasMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraColunasUsuarioRotinas>>,
  TError,
  AlteraColunasUsuarioRotinasMutationVariables,
  TContext
> => {
  return useMutation(getAlteraColunasUsuarioRotinasMutationOptions(options), queryClient);
};
