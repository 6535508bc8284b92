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
  AliquotaIcms,
  AliquotaIcmsInput,
  ConflitoResponse,
  ErroResponse,
  ErroValidacaoResponse,
  ExportaExcelAliquotasIcmsParams,
  ExportaListagemAliquotasIcmsParams,
  ImportacaoAceita,
  ImportacaoPlanilha,
  ListaAliquotasIcmsParams,
  NaoAutenticadoResponse,
  NaoEncontradoResponse,
  PaginaAliquotasIcms,
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
 * @summary Lista alíquotas de ICMS
 */
export const listaAliquotasIcms = (
  params?: ListaAliquotasIcmsParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PaginaAliquotasIcms>(
    { url: `/v1/aliquotas-icms`, method: 'GET', params, signal },
    options,
  );
};

export const getListaAliquotasIcmsQueryKey = (params?: ListaAliquotasIcmsParams) => {
  return [`/v1/aliquotas-icms`, ...(params ? [params] : [])] as const;
};

export const getListaAliquotasIcmsQueryOptions = <
  TData = Awaited<ReturnType<typeof listaAliquotasIcms>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaAliquotasIcmsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaAliquotasIcms>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListaAliquotasIcmsQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listaAliquotasIcms>>> = ({ signal }) =>
    listaAliquotasIcms(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof listaAliquotasIcms>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ListaAliquotasIcmsQueryResult = NonNullable<Awaited<ReturnType<typeof listaAliquotasIcms>>>;
export type ListaAliquotasIcmsQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useListaAliquotasIcms<
  TData = Awaited<ReturnType<typeof listaAliquotasIcms>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ListaAliquotasIcmsParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaAliquotasIcms>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaAliquotasIcms>>,
          TError,
          Awaited<ReturnType<typeof listaAliquotasIcms>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaAliquotasIcms<
  TData = Awaited<ReturnType<typeof listaAliquotasIcms>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaAliquotasIcmsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaAliquotasIcms>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaAliquotasIcms>>,
          TError,
          Awaited<ReturnType<typeof listaAliquotasIcms>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaAliquotasIcms<
  TData = Awaited<ReturnType<typeof listaAliquotasIcms>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaAliquotasIcmsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaAliquotasIcms>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Lista alíquotas de ICMS
 */

export function useListaAliquotasIcms<
  TData = Awaited<ReturnType<typeof listaAliquotasIcms>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaAliquotasIcmsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaAliquotasIcms>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getListaAliquotasIcmsQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Cria alíquota de ICMS
 */
export const criaAliquotaIcms = (
  aliquotaIcmsInput: BodyType<AliquotaIcmsInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<AliquotaIcms>(
    {
      url: `/v1/aliquotas-icms`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: aliquotaIcmsInput,
      signal,
    },
    options,
  );
};

export const getCriaAliquotaIcmsMutationKey = () => ['criaAliquotaIcms'] as const;

export const getCriaAliquotaIcmsMutationOptions = <
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
  >,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof criaAliquotaIcms>>,
    TError,
    CriaAliquotaIcmsMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof criaAliquotaIcms>>,
  TError,
  CriaAliquotaIcmsMutationVariables,
  TContext
> => {
  const mutationKey = getCriaAliquotaIcmsMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof criaAliquotaIcms>>,
    CriaAliquotaIcmsMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return criaAliquotaIcms(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type CriaAliquotaIcmsMutationResult = NonNullable<Awaited<ReturnType<typeof criaAliquotaIcms>>>;
export type CriaAliquotaIcmsMutationBody = BodyType<AliquotaIcmsInput>;
export type CriaAliquotaIcmsMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
>;
export type CriaAliquotaIcmsMutationVariables = { data: BodyType<AliquotaIcmsInput> };

/**
 * @summary Cria alíquota de ICMS
 */
export const useCriaAliquotaIcms = <
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
  >,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof criaAliquotaIcms>>,
      TError,
      CriaAliquotaIcmsMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof criaAliquotaIcms>>,
  TError,
  CriaAliquotaIcmsMutationVariables,
  TContext
> => {
  return useMutation(getCriaAliquotaIcmsMutationOptions(options), queryClient);
};
/**
 * @summary Busca alíquota de ICMS por id
 */
export const buscaAliquotaIcms = (
  id: number,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<AliquotaIcms>({ url: `/v1/aliquotas-icms/${id}`, method: 'GET', signal }, options);
};

export const getBuscaAliquotaIcmsQueryKey = (id: number) => {
  return [`/v1/aliquotas-icms/${id}`] as const;
};

export const getBuscaAliquotaIcmsQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaAliquotaIcms>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaAliquotaIcms>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaAliquotaIcmsQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaAliquotaIcms>>> = ({ signal }) =>
    buscaAliquotaIcms(id, requestOptions, signal);

  return { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaAliquotaIcms>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaAliquotaIcmsQueryResult = NonNullable<Awaited<ReturnType<typeof buscaAliquotaIcms>>>;
export type BuscaAliquotaIcmsQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;

export function useBuscaAliquotaIcms<
  TData = Awaited<ReturnType<typeof buscaAliquotaIcms>>,
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
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaAliquotaIcms>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaAliquotaIcms>>,
          TError,
          Awaited<ReturnType<typeof buscaAliquotaIcms>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaAliquotaIcms<
  TData = Awaited<ReturnType<typeof buscaAliquotaIcms>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaAliquotaIcms>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaAliquotaIcms>>,
          TError,
          Awaited<ReturnType<typeof buscaAliquotaIcms>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaAliquotaIcms<
  TData = Awaited<ReturnType<typeof buscaAliquotaIcms>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaAliquotaIcms>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca alíquota de ICMS por id
 */

export function useBuscaAliquotaIcms<
  TData = Awaited<ReturnType<typeof buscaAliquotaIcms>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaAliquotaIcms>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaAliquotaIcmsQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Altera alíquota de ICMS
 */
export const alteraAliquotaIcms = (
  id: number,
  aliquotaIcmsInput: BodyType<AliquotaIcmsInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<AliquotaIcms>(
    {
      url: `/v1/aliquotas-icms/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: aliquotaIcmsInput,
      signal,
    },
    options,
  );
};

export const getAlteraAliquotaIcmsMutationKey = () => ['alteraAliquotaIcms'] as const;

export const getAlteraAliquotaIcmsMutationOptions = <
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
    Awaited<ReturnType<typeof alteraAliquotaIcms>>,
    TError,
    AlteraAliquotaIcmsMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraAliquotaIcms>>,
  TError,
  AlteraAliquotaIcmsMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraAliquotaIcmsMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraAliquotaIcms>>,
    AlteraAliquotaIcmsMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return alteraAliquotaIcms(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraAliquotaIcmsMutationResult = NonNullable<Awaited<ReturnType<typeof alteraAliquotaIcms>>>;
export type AlteraAliquotaIcmsMutationBody = BodyType<AliquotaIcmsInput>;
export type AlteraAliquotaIcmsMutationError = ErrorType<
  | ErroValidacaoResponse
  | NaoAutenticadoResponse
  | SemPermissaoResponse
  | NaoEncontradoResponse
  | ConflitoResponse
  | ErroResponse
>;
export type AlteraAliquotaIcmsMutationVariables = { id: number; data: BodyType<AliquotaIcmsInput> };

/**
 * @summary Altera alíquota de ICMS
 */
export const useAlteraAliquotaIcms = <
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
      Awaited<ReturnType<typeof alteraAliquotaIcms>>,
      TError,
      AlteraAliquotaIcmsMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraAliquotaIcms>>,
  TError,
  AlteraAliquotaIcmsMutationVariables,
  TContext
> => {
  return useMutation(getAlteraAliquotaIcmsMutationOptions(options), queryClient);
};
/**
 * Os mesmos filtros da listagem (pesquisa, aba, ordenação e filtros avançados) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limiteExportacao, todos os registros que atendem aos filtros; com ids, só esses ("Exportar seleção").
 * @summary Exporta alíquotas de ICMS em planilha Excel
 */
export const exportaExcelAliquotasIcms = (
  params?: ExportaExcelAliquotasIcmsParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PlanilhaExcelResponse>(
    { url: `/v1/aliquotas-icms/exporta-excel`, method: 'GET', params, responseType: 'blob', signal },
    options,
  );
};

export const getExportaExcelAliquotasIcmsQueryKey = (params?: ExportaExcelAliquotasIcmsParams) => {
  return [`/v1/aliquotas-icms/exporta-excel`, ...(params ? [params] : [])] as const;
};

export const getExportaExcelAliquotasIcmsQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaExcelAliquotasIcms>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelAliquotasIcmsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelAliquotasIcms>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaExcelAliquotasIcmsQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaExcelAliquotasIcms>>> = ({ signal }) =>
    exportaExcelAliquotasIcms(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaExcelAliquotasIcms>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaExcelAliquotasIcmsQueryResult = NonNullable<
  Awaited<ReturnType<typeof exportaExcelAliquotasIcms>>
>;
export type ExportaExcelAliquotasIcmsQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaExcelAliquotasIcms<
  TData = Awaited<ReturnType<typeof exportaExcelAliquotasIcms>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ExportaExcelAliquotasIcmsParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelAliquotasIcms>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaExcelAliquotasIcms>>,
          TError,
          Awaited<ReturnType<typeof exportaExcelAliquotasIcms>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaExcelAliquotasIcms<
  TData = Awaited<ReturnType<typeof exportaExcelAliquotasIcms>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelAliquotasIcmsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelAliquotasIcms>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaExcelAliquotasIcms>>,
          TError,
          Awaited<ReturnType<typeof exportaExcelAliquotasIcms>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaExcelAliquotasIcms<
  TData = Awaited<ReturnType<typeof exportaExcelAliquotasIcms>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelAliquotasIcmsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelAliquotasIcms>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Exporta alíquotas de ICMS em planilha Excel
 */

export function useExportaExcelAliquotasIcms<
  TData = Awaited<ReturnType<typeof exportaExcelAliquotasIcms>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelAliquotasIcmsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelAliquotasIcms>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaExcelAliquotasIcmsQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Relatório PDF da listagem, com os mesmos filtros e colunas da exportação em Excel.
 * @summary Exporta alíquotas de ICMS em relatório PDF
 */
export const exportaListagemAliquotasIcms = (
  params?: ExportaListagemAliquotasIcmsParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<RelatorioPdfResponse>(
    { url: `/v1/aliquotas-icms/exporta-listagem`, method: 'GET', params, responseType: 'blob', signal },
    options,
  );
};

export const getExportaListagemAliquotasIcmsQueryKey = (params?: ExportaListagemAliquotasIcmsParams) => {
  return [`/v1/aliquotas-icms/exporta-listagem`, ...(params ? [params] : [])] as const;
};

export const getExportaListagemAliquotasIcmsQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaListagemAliquotasIcms>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemAliquotasIcmsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemAliquotasIcms>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaListagemAliquotasIcmsQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaListagemAliquotasIcms>>> = ({ signal }) =>
    exportaListagemAliquotasIcms(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaListagemAliquotasIcms>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaListagemAliquotasIcmsQueryResult = NonNullable<
  Awaited<ReturnType<typeof exportaListagemAliquotasIcms>>
>;
export type ExportaListagemAliquotasIcmsQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaListagemAliquotasIcms<
  TData = Awaited<ReturnType<typeof exportaListagemAliquotasIcms>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ExportaListagemAliquotasIcmsParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemAliquotasIcms>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaListagemAliquotasIcms>>,
          TError,
          Awaited<ReturnType<typeof exportaListagemAliquotasIcms>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaListagemAliquotasIcms<
  TData = Awaited<ReturnType<typeof exportaListagemAliquotasIcms>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemAliquotasIcmsParams,
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof exportaListagemAliquotasIcms>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaListagemAliquotasIcms>>,
          TError,
          Awaited<ReturnType<typeof exportaListagemAliquotasIcms>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaListagemAliquotasIcms<
  TData = Awaited<ReturnType<typeof exportaListagemAliquotasIcms>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemAliquotasIcmsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemAliquotasIcms>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Exporta alíquotas de ICMS em relatório PDF
 */

export function useExportaListagemAliquotasIcms<
  TData = Awaited<ReturnType<typeof exportaListagemAliquotasIcms>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemAliquotasIcmsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemAliquotasIcms>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaListagemAliquotasIcmsQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Preferências do usuário da sessão. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem de alíquotas de ICMS
 */
export const buscaColunasUsuarioAliquotasIcms = (
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PreferenciasColunasResponse>(
    { url: `/v1/aliquotas-icms/colunas-usuarios`, method: 'GET', signal },
    options,
  );
};

export const getBuscaColunasUsuarioAliquotasIcmsQueryKey = () => {
  return [`/v1/aliquotas-icms/colunas-usuarios`] as const;
};

export const getBuscaColunasUsuarioAliquotasIcmsQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasIcms>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(options?: {
  query?: Partial<
    UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasIcms>>, TError, TData>
  >;
  request?: SecondParameter<typeof httpRequest>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaColunasUsuarioAliquotasIcmsQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasIcms>>> = ({ signal }) =>
    buscaColunasUsuarioAliquotasIcms(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasIcms>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaColunasUsuarioAliquotasIcmsQueryResult = NonNullable<
  Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasIcms>>
>;
export type BuscaColunasUsuarioAliquotasIcmsQueryError = ErrorType<
  NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useBuscaColunasUsuarioAliquotasIcms<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasIcms>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options: {
    query: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasIcms>>, TError, TData>
    > &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasIcms>>,
          TError,
          Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasIcms>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaColunasUsuarioAliquotasIcms<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasIcms>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasIcms>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasIcms>>,
          TError,
          Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasIcms>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaColunasUsuarioAliquotasIcms<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasIcms>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasIcms>>, TError, TData>
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca as preferências de colunas da listagem de alíquotas de ICMS
 */

export function useBuscaColunasUsuarioAliquotasIcms<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasIcms>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioAliquotasIcms>>, TError, TData>
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaColunasUsuarioAliquotasIcmsQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Substitui as preferências do usuário da sessão. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem de alíquotas de ICMS
 */
export const alteraColunasUsuarioAliquotasIcms = (
  preferenciasColunas: BodyType<PreferenciasColunas>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PreferenciasColunasResponse>(
    {
      url: `/v1/aliquotas-icms/colunas-usuarios`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: preferenciasColunas,
      signal,
    },
    options,
  );
};

export const getAlteraColunasUsuarioAliquotasIcmsMutationKey = () =>
  ['alteraColunasUsuarioAliquotasIcms'] as const;

export const getAlteraColunasUsuarioAliquotasIcmsMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof alteraColunasUsuarioAliquotasIcms>>,
    TError,
    AlteraColunasUsuarioAliquotasIcmsMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraColunasUsuarioAliquotasIcms>>,
  TError,
  AlteraColunasUsuarioAliquotasIcmsMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraColunasUsuarioAliquotasIcmsMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraColunasUsuarioAliquotasIcms>>,
    AlteraColunasUsuarioAliquotasIcmsMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return alteraColunasUsuarioAliquotasIcms(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraColunasUsuarioAliquotasIcmsMutationResult = NonNullable<
  Awaited<ReturnType<typeof alteraColunasUsuarioAliquotasIcms>>
>;
export type AlteraColunasUsuarioAliquotasIcmsMutationBody = BodyType<PreferenciasColunas>;
export type AlteraColunasUsuarioAliquotasIcmsMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type AlteraColunasUsuarioAliquotasIcmsMutationVariables = { data: BodyType<PreferenciasColunas> };

/**
 * @summary Grava as preferências de colunas da listagem de alíquotas de ICMS
 */
export const useAlteraColunasUsuarioAliquotasIcms = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof alteraColunasUsuarioAliquotasIcms>>,
      TError,
      AlteraColunasUsuarioAliquotasIcmsMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraColunasUsuarioAliquotasIcms>>,
  TError,
  AlteraColunasUsuarioAliquotasIcmsMutationVariables,
  TContext
> => {
  return useMutation(getAlteraColunasUsuarioAliquotasIcmsMutationOptions(options), queryClient);
};
/**
 * Planilha .xlsx com o cabeçalho das colunas aceitas pela importação e duas linhas de exemplo com registros reais (reenviá-las só regrava os mesmos dados).
 * @summary Baixa a planilha modelo de importação de alíquotas de ICMS
 */
export const exportaPlanilhaModeloAliquotasIcms = (
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PlanilhaModeloResponse>(
    { url: `/v1/aliquotas-icms/exporta-planilha-modelo`, method: 'GET', responseType: 'blob', signal },
    options,
  );
};

export const getExportaPlanilhaModeloAliquotasIcmsQueryKey = () => {
  return [`/v1/aliquotas-icms/exporta-planilha-modelo`] as const;
};

export const getExportaPlanilhaModeloAliquotasIcmsQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasIcms>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(options?: {
  query?: Partial<
    UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasIcms>>, TError, TData>
  >;
  request?: SecondParameter<typeof httpRequest>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaPlanilhaModeloAliquotasIcmsQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasIcms>>> = ({
    signal,
  }) => exportaPlanilhaModeloAliquotasIcms(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasIcms>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaPlanilhaModeloAliquotasIcmsQueryResult = NonNullable<
  Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasIcms>>
>;
export type ExportaPlanilhaModeloAliquotasIcmsQueryError = ErrorType<
  NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaPlanilhaModeloAliquotasIcms<
  TData = Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasIcms>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options: {
    query: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasIcms>>, TError, TData>
    > &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasIcms>>,
          TError,
          Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasIcms>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaPlanilhaModeloAliquotasIcms<
  TData = Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasIcms>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasIcms>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasIcms>>,
          TError,
          Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasIcms>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaPlanilhaModeloAliquotasIcms<
  TData = Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasIcms>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasIcms>>, TError, TData>
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Baixa a planilha modelo de importação de alíquotas de ICMS
 */

export function useExportaPlanilhaModeloAliquotasIcms<
  TData = Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasIcms>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModeloAliquotasIcms>>, TError, TData>
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaPlanilhaModeloAliquotasIcmsQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Recebe uma planilha .xlsx de alíquotas de ICMS (modelo em exporta-planilha-modelo) e a processa em segundo plano. O resultado chega pelo socket ao vivo num evento IMPORTACAO_ALIQUOTAS_ICMS cujo dados.id_evento é o idEvento enviado, com status SUCESSO ou ERRO e dados.erros[] (ResultadoImportacao).
 * @summary Importa alíquotas de ICMS de planilha
 */
export const importaAliquotasIcms = (
  importacaoPlanilha: BodyType<ImportacaoPlanilha>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  const formData = multipartBody(importacaoPlanilha);
  return httpRequest<ImportacaoAceita>(
    {
      url: `/v1/aliquotas-icms/importa-aliquotas-icms`,
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      data: formData,
      signal,
    },
    options,
  );
};

export const getImportaAliquotasIcmsMutationKey = () => ['importaAliquotasIcms'] as const;

export const getImportaAliquotasIcmsMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof importaAliquotasIcms>>,
    TError,
    ImportaAliquotasIcmsMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof importaAliquotasIcms>>,
  TError,
  ImportaAliquotasIcmsMutationVariables,
  TContext
> => {
  const mutationKey = getImportaAliquotasIcmsMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof importaAliquotasIcms>>,
    ImportaAliquotasIcmsMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return importaAliquotasIcms(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type ImportaAliquotasIcmsMutationResult = NonNullable<
  Awaited<ReturnType<typeof importaAliquotasIcms>>
>;
export type ImportaAliquotasIcmsMutationBody = BodyType<ImportacaoPlanilha>;
export type ImportaAliquotasIcmsMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type ImportaAliquotasIcmsMutationVariables = { data: BodyType<ImportacaoPlanilha> };

/**
 * @summary Importa alíquotas de ICMS de planilha
 */
export const useImportaAliquotasIcms = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof importaAliquotasIcms>>,
      TError,
      ImportaAliquotasIcmsMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof importaAliquotasIcms>>,
  TError,
  ImportaAliquotasIcmsMutationVariables,
  TContext
> => {
  return useMutation(getImportaAliquotasIcmsMutationOptions(options), queryClient);
};
