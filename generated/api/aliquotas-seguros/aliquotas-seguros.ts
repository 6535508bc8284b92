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
  AliquotaSeguro,
  AliquotaSeguroInput,
  ErroResponse,
  ErroValidacaoResponse,
  ExportaExcelAliquotasSegurosParams,
  ExportaListagemAliquotasSegurosParams,
  ImportacaoAceita,
  ImportacaoPlanilha,
  ListaAliquotasSegurosParams,
  NaoAutenticadoResponse,
  NaoEncontradoResponse,
  PaginaAliquotasSeguros,
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
 * @summary Lista alíquotas de seguro
 */
export const listaAliquotasSeguros = (
  params?: ListaAliquotasSegurosParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PaginaAliquotasSeguros>(
    { url: `/v1/aliquotas-seguros`, method: 'GET', params, signal },
    options,
  );
};

export const getListaAliquotasSegurosQueryKey = (params?: ListaAliquotasSegurosParams) => {
  return [`/v1/aliquotas-seguros`, ...(params ? [params] : [])] as const;
};

export const getListaAliquotasSegurosQueryOptions = <
  TData = Awaited<ReturnType<typeof listaAliquotasSeguros>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaAliquotasSegurosParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaAliquotasSeguros>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListaAliquotasSegurosQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listaAliquotasSeguros>>> = ({ signal }) =>
    listaAliquotasSeguros(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof listaAliquotasSeguros>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ListaAliquotasSegurosQueryResult = NonNullable<Awaited<ReturnType<typeof listaAliquotasSeguros>>>;
export type ListaAliquotasSegurosQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useListaAliquotasSeguros<
  TData = Awaited<ReturnType<typeof listaAliquotasSeguros>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ListaAliquotasSegurosParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaAliquotasSeguros>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaAliquotasSeguros>>,
          TError,
          Awaited<ReturnType<typeof listaAliquotasSeguros>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaAliquotasSeguros<
  TData = Awaited<ReturnType<typeof listaAliquotasSeguros>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaAliquotasSegurosParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaAliquotasSeguros>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaAliquotasSeguros>>,
          TError,
          Awaited<ReturnType<typeof listaAliquotasSeguros>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaAliquotasSeguros<
  TData = Awaited<ReturnType<typeof listaAliquotasSeguros>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaAliquotasSegurosParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaAliquotasSeguros>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Lista alíquotas de seguro
 */

export function useListaAliquotasSeguros<
  TData = Awaited<ReturnType<typeof listaAliquotasSeguros>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaAliquotasSegurosParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaAliquotasSeguros>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getListaAliquotasSegurosQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Cria alíquota de seguro
 */
export const criaAliquotaSeguro = (
  aliquotaSeguroInput: BodyType<AliquotaSeguroInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<AliquotaSeguro>(
    {
      url: `/v1/aliquotas-seguros`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: aliquotaSeguroInput,
      signal,
    },
    options,
  );
};

export const getCriaAliquotaSeguroMutationKey = () => ['criaAliquotaSeguro'] as const;

export const getCriaAliquotaSeguroMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof criaAliquotaSeguro>>,
    TError,
    CriaAliquotaSeguroMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof criaAliquotaSeguro>>,
  TError,
  CriaAliquotaSeguroMutationVariables,
  TContext
> => {
  const mutationKey = getCriaAliquotaSeguroMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof criaAliquotaSeguro>>,
    CriaAliquotaSeguroMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return criaAliquotaSeguro(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type CriaAliquotaSeguroMutationResult = NonNullable<Awaited<ReturnType<typeof criaAliquotaSeguro>>>;
export type CriaAliquotaSeguroMutationBody = BodyType<AliquotaSeguroInput>;
export type CriaAliquotaSeguroMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type CriaAliquotaSeguroMutationVariables = { data: BodyType<AliquotaSeguroInput> };

/**
 * @summary Cria alíquota de seguro
 */
export const useCriaAliquotaSeguro = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof criaAliquotaSeguro>>,
      TError,
      CriaAliquotaSeguroMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof criaAliquotaSeguro>>,
  TError,
  CriaAliquotaSeguroMutationVariables,
  TContext
> => {
  return useMutation(getCriaAliquotaSeguroMutationOptions(options), queryClient);
};
/**
 * @summary Busca alíquota de seguro por id
 */
export const buscaAliquotaSeguro = (
  id: number,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<AliquotaSeguro>({ url: `/v1/aliquotas-seguros/${id}`, method: 'GET', signal }, options);
};

export const getBuscaAliquotaSeguroQueryKey = (id: number) => {
  return [`/v1/aliquotas-seguros/${id}`] as const;
};

export const getBuscaAliquotaSeguroQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaAliquotaSeguro>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaAliquotaSeguro>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaAliquotaSeguroQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaAliquotaSeguro>>> = ({ signal }) =>
    buscaAliquotaSeguro(id, requestOptions, signal);

  return { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaAliquotaSeguro>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaAliquotaSeguroQueryResult = NonNullable<Awaited<ReturnType<typeof buscaAliquotaSeguro>>>;
export type BuscaAliquotaSeguroQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;

export function useBuscaAliquotaSeguro<
  TData = Awaited<ReturnType<typeof buscaAliquotaSeguro>>,
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
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaAliquotaSeguro>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaAliquotaSeguro>>,
          TError,
          Awaited<ReturnType<typeof buscaAliquotaSeguro>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaAliquotaSeguro<
  TData = Awaited<ReturnType<typeof buscaAliquotaSeguro>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaAliquotaSeguro>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaAliquotaSeguro>>,
          TError,
          Awaited<ReturnType<typeof buscaAliquotaSeguro>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaAliquotaSeguro<
  TData = Awaited<ReturnType<typeof buscaAliquotaSeguro>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaAliquotaSeguro>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca alíquota de seguro por id
 */

export function useBuscaAliquotaSeguro<
  TData = Awaited<ReturnType<typeof buscaAliquotaSeguro>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaAliquotaSeguro>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaAliquotaSeguroQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Altera alíquota de seguro
 */
export const alteraAliquotaSeguro = (
  id: number,
  aliquotaSeguroInput: BodyType<AliquotaSeguroInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<AliquotaSeguro>(
    {
      url: `/v1/aliquotas-seguros/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: aliquotaSeguroInput,
      signal,
    },
    options,
  );
};

export const getAlteraAliquotaSeguroMutationKey = () => ['alteraAliquotaSeguro'] as const;

export const getAlteraAliquotaSeguroMutationOptions = <
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
    Awaited<ReturnType<typeof alteraAliquotaSeguro>>,
    TError,
    AlteraAliquotaSeguroMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraAliquotaSeguro>>,
  TError,
  AlteraAliquotaSeguroMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraAliquotaSeguroMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraAliquotaSeguro>>,
    AlteraAliquotaSeguroMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return alteraAliquotaSeguro(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraAliquotaSeguroMutationResult = NonNullable<
  Awaited<ReturnType<typeof alteraAliquotaSeguro>>
>;
export type AlteraAliquotaSeguroMutationBody = BodyType<AliquotaSeguroInput>;
export type AlteraAliquotaSeguroMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;
export type AlteraAliquotaSeguroMutationVariables = { id: number; data: BodyType<AliquotaSeguroInput> };

/**
 * @summary Altera alíquota de seguro
 */
export const useAlteraAliquotaSeguro = <
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
      Awaited<ReturnType<typeof alteraAliquotaSeguro>>,
      TError,
      AlteraAliquotaSeguroMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraAliquotaSeguro>>,
  TError,
  AlteraAliquotaSeguroMutationVariables,
  TContext
> => {
  return useMutation(getAlteraAliquotaSeguroMutationOptions(options), queryClient);
};
/**
 * Os mesmos filtros da listagem (pesquisa, aba, ordenação e filtros avançados) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limiteExportacao, todos os registros que atendem aos filtros; com ids, só esses ("Exportar seleção").
 * @summary Exporta alíquotas de seguro em planilha Excel
 */
export const exportaExcelAliquotasSeguros = (
  params?: ExportaExcelAliquotasSegurosParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PlanilhaExcelResponse>(
    { url: `/v1/aliquotas-seguros/exporta-excel`, method: 'GET', params, responseType: 'blob', signal },
    options,
  );
};

export const getExportaExcelAliquotasSegurosQueryKey = (params?: ExportaExcelAliquotasSegurosParams) => {
  return [`/v1/aliquotas-seguros/exporta-excel`, ...(params ? [params] : [])] as const;
};

export const getExportaExcelAliquotasSegurosQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaExcelAliquotasSeguros>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelAliquotasSegurosParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelAliquotasSeguros>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaExcelAliquotasSegurosQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaExcelAliquotasSeguros>>> = ({ signal }) =>
    exportaExcelAliquotasSeguros(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaExcelAliquotasSeguros>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaExcelAliquotasSegurosQueryResult = NonNullable<
  Awaited<ReturnType<typeof exportaExcelAliquotasSeguros>>
>;
export type ExportaExcelAliquotasSegurosQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaExcelAliquotasSeguros<
  TData = Awaited<ReturnType<typeof exportaExcelAliquotasSeguros>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ExportaExcelAliquotasSegurosParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelAliquotasSeguros>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaExcelAliquotasSeguros>>,
          TError,
          Awaited<ReturnType<typeof exportaExcelAliquotasSeguros>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaExcelAliquotasSeguros<
  TData = Awaited<ReturnType<typeof exportaExcelAliquotasSeguros>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelAliquotasSegurosParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof exportaExcelAliquotasSeguros>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaExcelAliquotasSeguros>>,
          TError,
          Awaited<ReturnType<typeof exportaExcelAliquotasSeguros>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaExcelAliquotasSeguros<
  TData = Awaited<ReturnType<typeof exportaExcelAliquotasSeguros>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelAliquotasSegurosParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelAliquotasSeguros>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Exporta alíquotas de seguro em planilha Excel
 */

export function useExportaExcelAliquotasSeguros<
  TData = Awaited<ReturnType<typeof exportaExcelAliquotasSeguros>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelAliquotasSegurosParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelAliquotasSeguros>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaExcelAliquotasSegurosQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Relatório PDF da listagem, com os mesmos filtros e colunas da exportação em Excel.
 * @summary Exporta alíquotas de seguro em relatório PDF
 */
export const exportaListagemAliquotasSeguros = (
  params?: ExportaListagemAliquotasSegurosParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<RelatorioPdfResponse>(
    { url: `/v1/aliquotas-seguros/exporta-listagem`, method: 'GET', params, responseType: 'blob', signal },
    options,
  );
};

export const getExportaListagemAliquotasSegurosQueryKey = (
  params?: ExportaListagemAliquotasSegurosParams,
) => {
  return [`/v1/aliquotas-seguros/exporta-listagem`, ...(params ? [params] : [])] as const;
};

export const getExportaListagemAliquotasSegurosQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaListagemAliquotasSeguros>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemAliquotasSegurosParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof exportaListagemAliquotasSeguros>>, TError, TData>
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaListagemAliquotasSegurosQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaListagemAliquotasSeguros>>> = ({ signal }) =>
    exportaListagemAliquotasSeguros(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaListagemAliquotasSeguros>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaListagemAliquotasSegurosQueryResult = NonNullable<
  Awaited<ReturnType<typeof exportaListagemAliquotasSeguros>>
>;
export type ExportaListagemAliquotasSegurosQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaListagemAliquotasSeguros<
  TData = Awaited<ReturnType<typeof exportaListagemAliquotasSeguros>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ExportaListagemAliquotasSegurosParams,
  options: {
    query: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof exportaListagemAliquotasSeguros>>, TError, TData>
    > &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaListagemAliquotasSeguros>>,
          TError,
          Awaited<ReturnType<typeof exportaListagemAliquotasSeguros>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaListagemAliquotasSeguros<
  TData = Awaited<ReturnType<typeof exportaListagemAliquotasSeguros>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemAliquotasSegurosParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof exportaListagemAliquotasSeguros>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaListagemAliquotasSeguros>>,
          TError,
          Awaited<ReturnType<typeof exportaListagemAliquotasSeguros>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaListagemAliquotasSeguros<
  TData = Awaited<ReturnType<typeof exportaListagemAliquotasSeguros>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemAliquotasSegurosParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof exportaListagemAliquotasSeguros>>, TError, TData>
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Exporta alíquotas de seguro em relatório PDF
 */

export function useExportaListagemAliquotasSeguros<
  TData = Awaited<ReturnType<typeof exportaListagemAliquotasSeguros>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemAliquotasSegurosParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof exportaListagemAliquotasSeguros>>, TError, TData>
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaListagemAliquotasSegurosQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Preferências do usuário da sessão. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem de alíquotas de seguro
 */
export const buscaColunasUsuarioAliquotasSeguros = (
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PreferenciasColunasResponse>(
    { url: `/v1/aliquotas-seguros/colunas-usuarios`, method: 'GET', signal },
    options,
  );
};

export const getBuscaColunasUsuarioAliquotasSegurosQueryKey = () => {
  return [`/v1/aliquotas-seguros/colunas-usuarios`] as const;
};

export const getBuscaColunasUsuarioAliquotasSegurosQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasSeguros>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(options?: {
  query?: Partial<
    UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasSeguros>>, TError, TData>
  >;
  request?: SecondParameter<typeof httpRequest>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaColunasUsuarioAliquotasSegurosQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasSeguros>>> = ({
    signal,
  }) => buscaColunasUsuarioAliquotasSeguros(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasSeguros>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaColunasUsuarioAliquotasSegurosQueryResult = NonNullable<
  Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasSeguros>>
>;
export type BuscaColunasUsuarioAliquotasSegurosQueryError = ErrorType<
  NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useBuscaColunasUsuarioAliquotasSeguros<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasSeguros>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options: {
    query: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasSeguros>>, TError, TData>
    > &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasSeguros>>,
          TError,
          Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasSeguros>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaColunasUsuarioAliquotasSeguros<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasSeguros>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasSeguros>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasSeguros>>,
          TError,
          Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasSeguros>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaColunasUsuarioAliquotasSeguros<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasSeguros>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasSeguros>>, TError, TData>
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca as preferências de colunas da listagem de alíquotas de seguro
 */

export function useBuscaColunasUsuarioAliquotasSeguros<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasSeguros>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasSeguros>>, TError, TData>
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaColunasUsuarioAliquotasSegurosQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Substitui as preferências do usuário da sessão. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem de alíquotas de seguro
 */
export const alteraColunasUsuarioAliquotasSeguros = (
  preferenciasColunas: BodyType<PreferenciasColunas>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PreferenciasColunasResponse>(
    {
      url: `/v1/aliquotas-seguros/colunas-usuarios`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: preferenciasColunas,
      signal,
    },
    options,
  );
};

export const getAlteraColunasUsuarioAliquotasSegurosMutationKey = () =>
  ['alteraColunasUsuarioAliquotasSeguros'] as const;

export const getAlteraColunasUsuarioAliquotasSegurosMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof alteraColunasUsuarioAliquotasSeguros>>,
    TError,
    AlteraColunasUsuarioAliquotasSegurosMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraColunasUsuarioAliquotasSeguros>>,
  TError,
  AlteraColunasUsuarioAliquotasSegurosMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraColunasUsuarioAliquotasSegurosMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraColunasUsuarioAliquotasSeguros>>,
    AlteraColunasUsuarioAliquotasSegurosMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return alteraColunasUsuarioAliquotasSeguros(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraColunasUsuarioAliquotasSegurosMutationResult = NonNullable<
  Awaited<ReturnType<typeof alteraColunasUsuarioAliquotasSeguros>>
>;
export type AlteraColunasUsuarioAliquotasSegurosMutationBody = BodyType<PreferenciasColunas>;
export type AlteraColunasUsuarioAliquotasSegurosMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type AlteraColunasUsuarioAliquotasSegurosMutationVariables = { data: BodyType<PreferenciasColunas> };

/**
 * @summary Grava as preferências de colunas da listagem de alíquotas de seguro
 */
export const useAlteraColunasUsuarioAliquotasSeguros = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof alteraColunasUsuarioAliquotasSeguros>>,
      TError,
      AlteraColunasUsuarioAliquotasSegurosMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraColunasUsuarioAliquotasSeguros>>,
  TError,
  AlteraColunasUsuarioAliquotasSegurosMutationVariables,
  TContext
> => {
  return useMutation(getAlteraColunasUsuarioAliquotasSegurosMutationOptions(options), queryClient);
};
/**
 * Planilha .xlsx com o cabeçalho das colunas aceitas pela importação e duas linhas de exemplo com registros reais (reenviá-las só regrava os mesmos dados).
 * @summary Baixa a planilha modelo de importação de alíquotas de seguro
 */
export const exportaPlanilhaModeloAliquotasSeguros = (
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PlanilhaModeloResponse>(
    { url: `/v1/aliquotas-seguros/exporta-planilha-modelo`, method: 'GET', responseType: 'blob', signal },
    options,
  );
};

export const getExportaPlanilhaModeloAliquotasSegurosQueryKey = () => {
  return [`/v1/aliquotas-seguros/exporta-planilha-modelo`] as const;
};

export const getExportaPlanilhaModeloAliquotasSegurosQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasSeguros>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(options?: {
  query?: Partial<
    UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasSeguros>>, TError, TData>
  >;
  request?: SecondParameter<typeof httpRequest>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaPlanilhaModeloAliquotasSegurosQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasSeguros>>> = ({
    signal,
  }) => exportaPlanilhaModeloAliquotasSeguros(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasSeguros>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaPlanilhaModeloAliquotasSegurosQueryResult = NonNullable<
  Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasSeguros>>
>;
export type ExportaPlanilhaModeloAliquotasSegurosQueryError = ErrorType<
  NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaPlanilhaModeloAliquotasSeguros<
  TData = Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasSeguros>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options: {
    query: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasSeguros>>, TError, TData>
    > &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasSeguros>>,
          TError,
          Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasSeguros>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaPlanilhaModeloAliquotasSeguros<
  TData = Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasSeguros>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasSeguros>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasSeguros>>,
          TError,
          Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasSeguros>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaPlanilhaModeloAliquotasSeguros<
  TData = Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasSeguros>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasSeguros>>, TError, TData>
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Baixa a planilha modelo de importação de alíquotas de seguro
 */

export function useExportaPlanilhaModeloAliquotasSeguros<
  TData = Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasSeguros>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasSeguros>>, TError, TData>
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaPlanilhaModeloAliquotasSegurosQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Recebe uma planilha .xlsx de alíquotas de seguro (modelo em exporta-planilha-modelo) e a processa em segundo plano. O resultado chega pelo socket ao vivo num evento IMPORTACAO_ALIQUOTAS_SEGURO cujo dados.id_evento é o idEvento enviado, com status SUCESSO ou ERRO e dados.erros[] (ResultadoImportacao).
 * @summary Importa alíquotas de seguro de planilha
 */
export const importaAliquotasSeguros = (
  importacaoPlanilha: BodyType<ImportacaoPlanilha>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  const formData = multipartBody(importacaoPlanilha);
  return httpRequest<ImportacaoAceita>(
    {
      url: `/v1/aliquotas-seguros/importa-aliquotas-seguro`,
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      data: formData,
      signal,
    },
    options,
  );
};

export const getImportaAliquotasSegurosMutationKey = () => ['importaAliquotasSeguros'] as const;

export const getImportaAliquotasSegurosMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof importaAliquotasSeguros>>,
    TError,
    ImportaAliquotasSegurosMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof importaAliquotasSeguros>>,
  TError,
  ImportaAliquotasSegurosMutationVariables,
  TContext
> => {
  const mutationKey = getImportaAliquotasSegurosMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof importaAliquotasSeguros>>,
    ImportaAliquotasSegurosMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return importaAliquotasSeguros(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type ImportaAliquotasSegurosMutationResult = NonNullable<
  Awaited<ReturnType<typeof importaAliquotasSeguros>>
>;
export type ImportaAliquotasSegurosMutationBody = BodyType<ImportacaoPlanilha>;
export type ImportaAliquotasSegurosMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type ImportaAliquotasSegurosMutationVariables = { data: BodyType<ImportacaoPlanilha> };

/**
 * @summary Importa alíquotas de seguro de planilha
 */
export const useImportaAliquotasSeguros = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof importaAliquotasSeguros>>,
      TError,
      ImportaAliquotasSegurosMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof importaAliquotasSeguros>>,
  TError,
  ImportaAliquotasSegurosMutationVariables,
  TContext
> => {
  return useMutation(getImportaAliquotasSegurosMutationOptions(options), queryClient);
};
