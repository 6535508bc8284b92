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
  ConfiguracaoFiscal,
  ConflitoResponse,
  ErroResponse,
  ErroValidacaoResponse,
  ExportaExcelUnidadesParams,
  ExportaListagemUnidadesParams,
  ListaUnidadesParams,
  NaoAutenticadoResponse,
  NaoEncontradoResponse,
  PaginaUnidades,
  PlanilhaExcelResponse,
  PreferenciasColunas,
  PreferenciasColunasResponse,
  RelatorioPdfResponse,
  SemPermissaoResponse,
  Unidade,
  UnidadeInput,
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
 * Os filtros da listagem de unidades são cliente e filial.
 * @summary Lista unidades
 */
export const listaUnidades = (
  params?: ListaUnidadesParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PaginaUnidades>({ url: `/v1/unidades`, method: 'GET', params, signal }, options);
};

export const getListaUnidadesQueryKey = (params?: ListaUnidadesParams) => {
  return [`/v1/unidades`, ...(params ? [params] : [])] as const;
};

export const getListaUnidadesQueryOptions = <
  TData = Awaited<ReturnType<typeof listaUnidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaUnidadesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaUnidades>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListaUnidadesQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listaUnidades>>> = ({ signal }) =>
    listaUnidades(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof listaUnidades>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ListaUnidadesQueryResult = NonNullable<Awaited<ReturnType<typeof listaUnidades>>>;
export type ListaUnidadesQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useListaUnidades<
  TData = Awaited<ReturnType<typeof listaUnidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ListaUnidadesParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaUnidades>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaUnidades>>,
          TError,
          Awaited<ReturnType<typeof listaUnidades>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaUnidades<
  TData = Awaited<ReturnType<typeof listaUnidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaUnidadesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaUnidades>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaUnidades>>,
          TError,
          Awaited<ReturnType<typeof listaUnidades>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaUnidades<
  TData = Awaited<ReturnType<typeof listaUnidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaUnidadesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaUnidades>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Lista unidades
 */

export function useListaUnidades<
  TData = Awaited<ReturnType<typeof listaUnidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaUnidadesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaUnidades>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getListaUnidadesQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Código repetido na filial responde 409; filial de outro cliente responde 400.
 * @summary Cria unidade
 */
export const criaUnidade = (
  unidadeInput: BodyType<UnidadeInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Unidade>(
    {
      url: `/v1/unidades`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: unidadeInput,
      signal,
    },
    options,
  );
};

export const getCriaUnidadeMutationKey = () => ['criaUnidade'] as const;

export const getCriaUnidadeMutationOptions = <
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
  >,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof criaUnidade>>,
    TError,
    CriaUnidadeMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof criaUnidade>>,
  TError,
  CriaUnidadeMutationVariables,
  TContext
> => {
  const mutationKey = getCriaUnidadeMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof criaUnidade>>,
    CriaUnidadeMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return criaUnidade(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type CriaUnidadeMutationResult = NonNullable<Awaited<ReturnType<typeof criaUnidade>>>;
export type CriaUnidadeMutationBody = BodyType<UnidadeInput>;
export type CriaUnidadeMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
>;
export type CriaUnidadeMutationVariables = { data: BodyType<UnidadeInput> };

/**
 * @summary Cria unidade
 */
export const useCriaUnidade = <
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
  >,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof criaUnidade>>,
      TError,
      CriaUnidadeMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof criaUnidade>>,
  TError,
  CriaUnidadeMutationVariables,
  TContext
> => {
  return useMutation(getCriaUnidadeMutationOptions(options), queryClient);
};
/**
 * @summary Busca unidade por id
 */
export const buscaUnidade = (
  id: number,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Unidade>({ url: `/v1/unidades/${id}`, method: 'GET', signal }, options);
};

export const getBuscaUnidadeQueryKey = (id: number) => {
  return [`/v1/unidades/${id}`] as const;
};

export const getBuscaUnidadeQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaUnidade>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaUnidade>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaUnidadeQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaUnidade>>> = ({ signal }) =>
    buscaUnidade(id, requestOptions, signal);

  return { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaUnidade>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaUnidadeQueryResult = NonNullable<Awaited<ReturnType<typeof buscaUnidade>>>;
export type BuscaUnidadeQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;

export function useBuscaUnidade<
  TData = Awaited<ReturnType<typeof buscaUnidade>>,
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
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaUnidade>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaUnidade>>,
          TError,
          Awaited<ReturnType<typeof buscaUnidade>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaUnidade<
  TData = Awaited<ReturnType<typeof buscaUnidade>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaUnidade>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaUnidade>>,
          TError,
          Awaited<ReturnType<typeof buscaUnidade>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaUnidade<
  TData = Awaited<ReturnType<typeof buscaUnidade>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaUnidade>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca unidade por id
 */

export function useBuscaUnidade<
  TData = Awaited<ReturnType<typeof buscaUnidade>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaUnidade>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaUnidadeQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Altera unidade
 */
export const alteraUnidade = (
  id: number,
  unidadeInput: BodyType<UnidadeInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Unidade>(
    {
      url: `/v1/unidades/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: unidadeInput,
      signal,
    },
    options,
  );
};

export const getAlteraUnidadeMutationKey = () => ['alteraUnidade'] as const;

export const getAlteraUnidadeMutationOptions = <
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
    Awaited<ReturnType<typeof alteraUnidade>>,
    TError,
    AlteraUnidadeMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraUnidade>>,
  TError,
  AlteraUnidadeMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraUnidadeMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraUnidade>>,
    AlteraUnidadeMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return alteraUnidade(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraUnidadeMutationResult = NonNullable<Awaited<ReturnType<typeof alteraUnidade>>>;
export type AlteraUnidadeMutationBody = BodyType<UnidadeInput>;
export type AlteraUnidadeMutationError = ErrorType<
  | ErroValidacaoResponse
  | NaoAutenticadoResponse
  | SemPermissaoResponse
  | NaoEncontradoResponse
  | ConflitoResponse
  | ErroResponse
>;
export type AlteraUnidadeMutationVariables = { id: number; data: BodyType<UnidadeInput> };

/**
 * @summary Altera unidade
 */
export const useAlteraUnidade = <
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
      Awaited<ReturnType<typeof alteraUnidade>>,
      TError,
      AlteraUnidadeMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraUnidade>>,
  TError,
  AlteraUnidadeMutationVariables,
  TContext
> => {
  return useMutation(getAlteraUnidadeMutationOptions(options), queryClient);
};
/**
 * Os mesmos filtros da listagem (pesquisa, aba, ordenação e filtros avançados) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limiteExportacao, todos os registros que atendem aos filtros; com ids, só esses ("Exportar seleção").
 * @summary Exporta unidades em planilha Excel
 */
export const exportaExcelUnidades = (
  params?: ExportaExcelUnidadesParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PlanilhaExcelResponse>(
    { url: `/v1/unidades/exporta-excel`, method: 'GET', params, responseType: 'blob', signal },
    options,
  );
};

export const getExportaExcelUnidadesQueryKey = (params?: ExportaExcelUnidadesParams) => {
  return [`/v1/unidades/exporta-excel`, ...(params ? [params] : [])] as const;
};

export const getExportaExcelUnidadesQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaExcelUnidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelUnidadesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelUnidades>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaExcelUnidadesQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaExcelUnidades>>> = ({ signal }) =>
    exportaExcelUnidades(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaExcelUnidades>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaExcelUnidadesQueryResult = NonNullable<Awaited<ReturnType<typeof exportaExcelUnidades>>>;
export type ExportaExcelUnidadesQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaExcelUnidades<
  TData = Awaited<ReturnType<typeof exportaExcelUnidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ExportaExcelUnidadesParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelUnidades>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaExcelUnidades>>,
          TError,
          Awaited<ReturnType<typeof exportaExcelUnidades>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaExcelUnidades<
  TData = Awaited<ReturnType<typeof exportaExcelUnidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelUnidadesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelUnidades>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaExcelUnidades>>,
          TError,
          Awaited<ReturnType<typeof exportaExcelUnidades>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaExcelUnidades<
  TData = Awaited<ReturnType<typeof exportaExcelUnidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelUnidadesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelUnidades>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Exporta unidades em planilha Excel
 */

export function useExportaExcelUnidades<
  TData = Awaited<ReturnType<typeof exportaExcelUnidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelUnidadesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelUnidades>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaExcelUnidadesQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Relatório PDF da listagem, com os mesmos filtros e colunas da exportação em Excel.
 * @summary Exporta unidades em relatório PDF
 */
export const exportaListagemUnidades = (
  params?: ExportaListagemUnidadesParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<RelatorioPdfResponse>(
    { url: `/v1/unidades/exporta-listagem`, method: 'GET', params, responseType: 'blob', signal },
    options,
  );
};

export const getExportaListagemUnidadesQueryKey = (params?: ExportaListagemUnidadesParams) => {
  return [`/v1/unidades/exporta-listagem`, ...(params ? [params] : [])] as const;
};

export const getExportaListagemUnidadesQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaListagemUnidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemUnidadesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemUnidades>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaListagemUnidadesQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaListagemUnidades>>> = ({ signal }) =>
    exportaListagemUnidades(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaListagemUnidades>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaListagemUnidadesQueryResult = NonNullable<
  Awaited<ReturnType<typeof exportaListagemUnidades>>
>;
export type ExportaListagemUnidadesQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaListagemUnidades<
  TData = Awaited<ReturnType<typeof exportaListagemUnidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ExportaListagemUnidadesParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemUnidades>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaListagemUnidades>>,
          TError,
          Awaited<ReturnType<typeof exportaListagemUnidades>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaListagemUnidades<
  TData = Awaited<ReturnType<typeof exportaListagemUnidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemUnidadesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemUnidades>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaListagemUnidades>>,
          TError,
          Awaited<ReturnType<typeof exportaListagemUnidades>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaListagemUnidades<
  TData = Awaited<ReturnType<typeof exportaListagemUnidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemUnidadesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemUnidades>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Exporta unidades em relatório PDF
 */

export function useExportaListagemUnidades<
  TData = Awaited<ReturnType<typeof exportaListagemUnidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemUnidadesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemUnidades>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaListagemUnidadesQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Preferências do usuário da sessão. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem de unidades
 */
export const buscaColunasUsuarioUnidades = (
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PreferenciasColunasResponse>(
    { url: `/v1/unidades/colunas-usuarios`, method: 'GET', signal },
    options,
  );
};

export const getBuscaColunasUsuarioUnidadesQueryKey = () => {
  return [`/v1/unidades/colunas-usuarios`] as const;
};

export const getBuscaColunasUsuarioUnidadesQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioUnidades>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioUnidades>>, TError, TData>>;
  request?: SecondParameter<typeof httpRequest>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaColunasUsuarioUnidadesQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaColunasUsuarioUnidades>>> = ({ signal }) =>
    buscaColunasUsuarioUnidades(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaColunasUsuarioUnidades>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaColunasUsuarioUnidadesQueryResult = NonNullable<
  Awaited<ReturnType<typeof buscaColunasUsuarioUnidades>>
>;
export type BuscaColunasUsuarioUnidadesQueryError = ErrorType<
  NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useBuscaColunasUsuarioUnidades<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioUnidades>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioUnidades>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaColunasUsuarioUnidades>>,
          TError,
          Awaited<ReturnType<typeof buscaColunasUsuarioUnidades>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaColunasUsuarioUnidades<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioUnidades>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioUnidades>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaColunasUsuarioUnidades>>,
          TError,
          Awaited<ReturnType<typeof buscaColunasUsuarioUnidades>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaColunasUsuarioUnidades<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioUnidades>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioUnidades>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca as preferências de colunas da listagem de unidades
 */

export function useBuscaColunasUsuarioUnidades<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioUnidades>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioUnidades>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaColunasUsuarioUnidadesQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Substitui as preferências do usuário da sessão. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem de unidades
 */
export const alteraColunasUsuarioUnidades = (
  preferenciasColunas: BodyType<PreferenciasColunas>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PreferenciasColunasResponse>(
    {
      url: `/v1/unidades/colunas-usuarios`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: preferenciasColunas,
      signal,
    },
    options,
  );
};

export const getAlteraColunasUsuarioUnidadesMutationKey = () => ['alteraColunasUsuarioUnidades'] as const;

export const getAlteraColunasUsuarioUnidadesMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof alteraColunasUsuarioUnidades>>,
    TError,
    AlteraColunasUsuarioUnidadesMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraColunasUsuarioUnidades>>,
  TError,
  AlteraColunasUsuarioUnidadesMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraColunasUsuarioUnidadesMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraColunasUsuarioUnidades>>,
    AlteraColunasUsuarioUnidadesMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return alteraColunasUsuarioUnidades(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraColunasUsuarioUnidadesMutationResult = NonNullable<
  Awaited<ReturnType<typeof alteraColunasUsuarioUnidades>>
>;
export type AlteraColunasUsuarioUnidadesMutationBody = BodyType<PreferenciasColunas>;
export type AlteraColunasUsuarioUnidadesMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type AlteraColunasUsuarioUnidadesMutationVariables = { data: BodyType<PreferenciasColunas> };

/**
 * @summary Grava as preferências de colunas da listagem de unidades
 */
export const useAlteraColunasUsuarioUnidades = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof alteraColunasUsuarioUnidades>>,
      TError,
      AlteraColunasUsuarioUnidadesMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraColunasUsuarioUnidades>>,
  TError,
  AlteraColunasUsuarioUnidadesMutationVariables,
  TContext
> => {
  return useMutation(getAlteraColunasUsuarioUnidadesMutationOptions(options), queryClient);
};
/**
 * @summary Busca a configuração fiscal da unidade
 */
export const buscaConfiguracoesUnidade = (
  id: number,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<ConfiguracaoFiscal>(
    { url: `/v1/unidades/${id}/configuracoes`, method: 'GET', signal },
    options,
  );
};

export const getBuscaConfiguracoesUnidadeQueryKey = (id: number) => {
  return [`/v1/unidades/${id}/configuracoes`] as const;
};

export const getBuscaConfiguracoesUnidadeQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaConfiguracoesUnidade>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaConfiguracoesUnidade>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaConfiguracoesUnidadeQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaConfiguracoesUnidade>>> = ({ signal }) =>
    buscaConfiguracoesUnidade(id, requestOptions, signal);

  return { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaConfiguracoesUnidade>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaConfiguracoesUnidadeQueryResult = NonNullable<
  Awaited<ReturnType<typeof buscaConfiguracoesUnidade>>
>;
export type BuscaConfiguracoesUnidadeQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;

export function useBuscaConfiguracoesUnidade<
  TData = Awaited<ReturnType<typeof buscaConfiguracoesUnidade>>,
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
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaConfiguracoesUnidade>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaConfiguracoesUnidade>>,
          TError,
          Awaited<ReturnType<typeof buscaConfiguracoesUnidade>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaConfiguracoesUnidade<
  TData = Awaited<ReturnType<typeof buscaConfiguracoesUnidade>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaConfiguracoesUnidade>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaConfiguracoesUnidade>>,
          TError,
          Awaited<ReturnType<typeof buscaConfiguracoesUnidade>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaConfiguracoesUnidade<
  TData = Awaited<ReturnType<typeof buscaConfiguracoesUnidade>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaConfiguracoesUnidade>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca a configuração fiscal da unidade
 */

export function useBuscaConfiguracoesUnidade<
  TData = Awaited<ReturnType<typeof buscaConfiguracoesUnidade>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaConfiguracoesUnidade>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaConfiguracoesUnidadeQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Altera a configuração fiscal da unidade
 */
export const alteraConfiguracoesUnidade = (
  id: number,
  configuracaoFiscal: BodyType<ConfiguracaoFiscal>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<ConfiguracaoFiscal>(
    {
      url: `/v1/unidades/${id}/altera-configuracoes`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: configuracaoFiscal,
      signal,
    },
    options,
  );
};

export const getAlteraConfiguracoesUnidadeMutationKey = () => ['alteraConfiguracoesUnidade'] as const;

export const getAlteraConfiguracoesUnidadeMutationOptions = <
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
    Awaited<ReturnType<typeof alteraConfiguracoesUnidade>>,
    TError,
    AlteraConfiguracoesUnidadeMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraConfiguracoesUnidade>>,
  TError,
  AlteraConfiguracoesUnidadeMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraConfiguracoesUnidadeMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraConfiguracoesUnidade>>,
    AlteraConfiguracoesUnidadeMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return alteraConfiguracoesUnidade(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraConfiguracoesUnidadeMutationResult = NonNullable<
  Awaited<ReturnType<typeof alteraConfiguracoesUnidade>>
>;
export type AlteraConfiguracoesUnidadeMutationBody = BodyType<ConfiguracaoFiscal>;
export type AlteraConfiguracoesUnidadeMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;
export type AlteraConfiguracoesUnidadeMutationVariables = { id: number; data: BodyType<ConfiguracaoFiscal> };

/**
 * @summary Altera a configuração fiscal da unidade
 */
export const useAlteraConfiguracoesUnidade = <
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
      Awaited<ReturnType<typeof alteraConfiguracoesUnidade>>,
      TError,
      AlteraConfiguracoesUnidadeMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraConfiguracoesUnidade>>,
  TError,
  AlteraConfiguracoesUnidadeMutationVariables,
  TContext
> => {
  return useMutation(getAlteraConfiguracoesUnidadeMutationOptions(options), queryClient);
};
