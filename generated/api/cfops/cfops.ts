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
  Cfop,
  CfopInput,
  ErroResponse,
  ErroValidacaoResponse,
  ExportaExcelCfopsParams,
  ExportaListagemCfopsParams,
  ImportacaoAceita,
  ImportacaoPlanilha,
  ListaCfopsParams,
  NaoAutenticadoResponse,
  NaoEncontradoResponse,
  PaginaCfops,
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
 * @summary Lista CFOPs
 */
export const listaCfops = (
  params?: ListaCfopsParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PaginaCfops>({ url: `/v1/cfops`, method: 'GET', params, signal }, options);
};

export const getListaCfopsQueryKey = (params?: ListaCfopsParams) => {
  return [`/v1/cfops`, ...(params ? [params] : [])] as const;
};

export const getListaCfopsQueryOptions = <
  TData = Awaited<ReturnType<typeof listaCfops>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaCfopsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaCfops>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListaCfopsQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listaCfops>>> = ({ signal }) =>
    listaCfops(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof listaCfops>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ListaCfopsQueryResult = NonNullable<Awaited<ReturnType<typeof listaCfops>>>;
export type ListaCfopsQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useListaCfops<
  TData = Awaited<ReturnType<typeof listaCfops>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ListaCfopsParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaCfops>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaCfops>>,
          TError,
          Awaited<ReturnType<typeof listaCfops>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaCfops<
  TData = Awaited<ReturnType<typeof listaCfops>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaCfopsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaCfops>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaCfops>>,
          TError,
          Awaited<ReturnType<typeof listaCfops>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaCfops<
  TData = Awaited<ReturnType<typeof listaCfops>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaCfopsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaCfops>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Lista CFOPs
 */

export function useListaCfops<
  TData = Awaited<ReturnType<typeof listaCfops>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaCfopsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaCfops>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getListaCfopsQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Cria CFOP
 */
export const criaCfop = (
  cfopInput: BodyType<CfopInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Cfop>(
    {
      url: `/v1/cfops`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: cfopInput,
      signal,
    },
    options,
  );
};

export const getCriaCfopMutationKey = () => ['criaCfop'] as const;

export const getCriaCfopMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof criaCfop>>,
    TError,
    CriaCfopMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<Awaited<ReturnType<typeof criaCfop>>, TError, CriaCfopMutationVariables, TContext> => {
  const mutationKey = getCriaCfopMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof criaCfop>>, CriaCfopMutationVariables> = (
    props,
  ) => {
    const { data } = props ?? {};

    return criaCfop(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type CriaCfopMutationResult = NonNullable<Awaited<ReturnType<typeof criaCfop>>>;
export type CriaCfopMutationBody = BodyType<CfopInput>;
export type CriaCfopMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type CriaCfopMutationVariables = { data: BodyType<CfopInput> };

/**
 * @summary Cria CFOP
 */
export const useCriaCfop = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof criaCfop>>,
      TError,
      CriaCfopMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<Awaited<ReturnType<typeof criaCfop>>, TError, CriaCfopMutationVariables, TContext> => {
  return useMutation(getCriaCfopMutationOptions(options), queryClient);
};
/**
 * @summary Busca CFOP por id
 */
export const buscaCfop = (
  id: number,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Cfop>({ url: `/v1/cfops/${id}`, method: 'GET', signal }, options);
};

export const getBuscaCfopQueryKey = (id: number) => {
  return [`/v1/cfops/${id}`] as const;
};

export const getBuscaCfopQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaCfop>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaCfop>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaCfopQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaCfop>>> = ({ signal }) =>
    buscaCfop(id, requestOptions, signal);

  return { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaCfop>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaCfopQueryResult = NonNullable<Awaited<ReturnType<typeof buscaCfop>>>;
export type BuscaCfopQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;

export function useBuscaCfop<
  TData = Awaited<ReturnType<typeof buscaCfop>>,
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
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaCfop>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaCfop>>,
          TError,
          Awaited<ReturnType<typeof buscaCfop>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaCfop<
  TData = Awaited<ReturnType<typeof buscaCfop>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaCfop>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaCfop>>,
          TError,
          Awaited<ReturnType<typeof buscaCfop>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaCfop<
  TData = Awaited<ReturnType<typeof buscaCfop>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaCfop>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca CFOP por id
 */

export function useBuscaCfop<
  TData = Awaited<ReturnType<typeof buscaCfop>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaCfop>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaCfopQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Altera CFOP
 */
export const alteraCfop = (
  id: number,
  cfopInput: BodyType<CfopInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Cfop>(
    {
      url: `/v1/cfops/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: cfopInput,
      signal,
    },
    options,
  );
};

export const getAlteraCfopMutationKey = () => ['alteraCfop'] as const;

export const getAlteraCfopMutationOptions = <
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
    Awaited<ReturnType<typeof alteraCfop>>,
    TError,
    AlteraCfopMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraCfop>>,
  TError,
  AlteraCfopMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraCfopMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof alteraCfop>>, AlteraCfopMutationVariables> = (
    props,
  ) => {
    const { id, data } = props ?? {};

    return alteraCfop(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraCfopMutationResult = NonNullable<Awaited<ReturnType<typeof alteraCfop>>>;
export type AlteraCfopMutationBody = BodyType<CfopInput>;
export type AlteraCfopMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;
export type AlteraCfopMutationVariables = { id: number; data: BodyType<CfopInput> };

/**
 * @summary Altera CFOP
 */
export const useAlteraCfop = <
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
      Awaited<ReturnType<typeof alteraCfop>>,
      TError,
      AlteraCfopMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraCfop>>,
  TError,
  AlteraCfopMutationVariables,
  TContext
> => {
  return useMutation(getAlteraCfopMutationOptions(options), queryClient);
};
/**
 * Os mesmos filtros da listagem (pesquisa, aba, ordenação e filtros avançados) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limiteExportacao, todos os registros que atendem aos filtros; com ids, só esses ("Exportar seleção").
 * @summary Exporta CFOPs em planilha Excel
 */
export const exportaExcelCfops = (
  params?: ExportaExcelCfopsParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PlanilhaExcelResponse>(
    { url: `/v1/cfops/exporta-excel`, method: 'GET', params, responseType: 'blob', signal },
    options,
  );
};

export const getExportaExcelCfopsQueryKey = (params?: ExportaExcelCfopsParams) => {
  return [`/v1/cfops/exporta-excel`, ...(params ? [params] : [])] as const;
};

export const getExportaExcelCfopsQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaExcelCfops>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelCfopsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelCfops>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaExcelCfopsQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaExcelCfops>>> = ({ signal }) =>
    exportaExcelCfops(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaExcelCfops>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaExcelCfopsQueryResult = NonNullable<Awaited<ReturnType<typeof exportaExcelCfops>>>;
export type ExportaExcelCfopsQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaExcelCfops<
  TData = Awaited<ReturnType<typeof exportaExcelCfops>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ExportaExcelCfopsParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelCfops>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaExcelCfops>>,
          TError,
          Awaited<ReturnType<typeof exportaExcelCfops>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaExcelCfops<
  TData = Awaited<ReturnType<typeof exportaExcelCfops>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelCfopsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelCfops>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaExcelCfops>>,
          TError,
          Awaited<ReturnType<typeof exportaExcelCfops>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaExcelCfops<
  TData = Awaited<ReturnType<typeof exportaExcelCfops>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelCfopsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelCfops>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Exporta CFOPs em planilha Excel
 */

export function useExportaExcelCfops<
  TData = Awaited<ReturnType<typeof exportaExcelCfops>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelCfopsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelCfops>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaExcelCfopsQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Relatório PDF da listagem, com os mesmos filtros e colunas da exportação em Excel.
 * @summary Exporta CFOPs em relatório PDF
 */
export const exportaListagemCfops = (
  params?: ExportaListagemCfopsParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<RelatorioPdfResponse>(
    { url: `/v1/cfops/exporta-listagem`, method: 'GET', params, responseType: 'blob', signal },
    options,
  );
};

export const getExportaListagemCfopsQueryKey = (params?: ExportaListagemCfopsParams) => {
  return [`/v1/cfops/exporta-listagem`, ...(params ? [params] : [])] as const;
};

export const getExportaListagemCfopsQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaListagemCfops>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemCfopsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemCfops>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaListagemCfopsQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaListagemCfops>>> = ({ signal }) =>
    exportaListagemCfops(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaListagemCfops>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaListagemCfopsQueryResult = NonNullable<Awaited<ReturnType<typeof exportaListagemCfops>>>;
export type ExportaListagemCfopsQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaListagemCfops<
  TData = Awaited<ReturnType<typeof exportaListagemCfops>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ExportaListagemCfopsParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemCfops>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaListagemCfops>>,
          TError,
          Awaited<ReturnType<typeof exportaListagemCfops>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaListagemCfops<
  TData = Awaited<ReturnType<typeof exportaListagemCfops>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemCfopsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemCfops>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaListagemCfops>>,
          TError,
          Awaited<ReturnType<typeof exportaListagemCfops>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaListagemCfops<
  TData = Awaited<ReturnType<typeof exportaListagemCfops>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemCfopsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemCfops>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Exporta CFOPs em relatório PDF
 */

export function useExportaListagemCfops<
  TData = Awaited<ReturnType<typeof exportaListagemCfops>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemCfopsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemCfops>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaListagemCfopsQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Preferências do usuário da sessão. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem de CFOPs
 */
export const buscaColunasUsuarioCfops = (
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PreferenciasColunasResponse>(
    { url: `/v1/cfops/colunas-usuarios`, method: 'GET', signal },
    options,
  );
};

export const getBuscaColunasUsuarioCfopsQueryKey = () => {
  return [`/v1/cfops/colunas-usuarios`] as const;
};

export const getBuscaColunasUsuarioCfopsQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioCfops>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioCfops>>, TError, TData>>;
  request?: SecondParameter<typeof httpRequest>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaColunasUsuarioCfopsQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaColunasUsuarioCfops>>> = ({ signal }) =>
    buscaColunasUsuarioCfops(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaColunasUsuarioCfops>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaColunasUsuarioCfopsQueryResult = NonNullable<
  Awaited<ReturnType<typeof buscaColunasUsuarioCfops>>
>;
export type BuscaColunasUsuarioCfopsQueryError = ErrorType<
  NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useBuscaColunasUsuarioCfops<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioCfops>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioCfops>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaColunasUsuarioCfops>>,
          TError,
          Awaited<ReturnType<typeof buscaColunasUsuarioCfops>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaColunasUsuarioCfops<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioCfops>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioCfops>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaColunasUsuarioCfops>>,
          TError,
          Awaited<ReturnType<typeof buscaColunasUsuarioCfops>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaColunasUsuarioCfops<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioCfops>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioCfops>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca as preferências de colunas da listagem de CFOPs
 */

export function useBuscaColunasUsuarioCfops<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioCfops>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioCfops>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaColunasUsuarioCfopsQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Substitui as preferências do usuário da sessão. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem de CFOPs
 */
export const alteraColunasUsuarioCfops = (
  preferenciasColunas: BodyType<PreferenciasColunas>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PreferenciasColunasResponse>(
    {
      url: `/v1/cfops/colunas-usuarios`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: preferenciasColunas,
      signal,
    },
    options,
  );
};

export const getAlteraColunasUsuarioCfopsMutationKey = () => ['alteraColunasUsuarioCfops'] as const;

export const getAlteraColunasUsuarioCfopsMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof alteraColunasUsuarioCfops>>,
    TError,
    AlteraColunasUsuarioCfopsMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraColunasUsuarioCfops>>,
  TError,
  AlteraColunasUsuarioCfopsMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraColunasUsuarioCfopsMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraColunasUsuarioCfops>>,
    AlteraColunasUsuarioCfopsMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return alteraColunasUsuarioCfops(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraColunasUsuarioCfopsMutationResult = NonNullable<
  Awaited<ReturnType<typeof alteraColunasUsuarioCfops>>
>;
export type AlteraColunasUsuarioCfopsMutationBody = BodyType<PreferenciasColunas>;
export type AlteraColunasUsuarioCfopsMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type AlteraColunasUsuarioCfopsMutationVariables = { data: BodyType<PreferenciasColunas> };

/**
 * @summary Grava as preferências de colunas da listagem de CFOPs
 */
export const useAlteraColunasUsuarioCfops = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof alteraColunasUsuarioCfops>>,
      TError,
      AlteraColunasUsuarioCfopsMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraColunasUsuarioCfops>>,
  TError,
  AlteraColunasUsuarioCfopsMutationVariables,
  TContext
> => {
  return useMutation(getAlteraColunasUsuarioCfopsMutationOptions(options), queryClient);
};
/**
 * Planilha .xlsx com o cabeçalho das colunas aceitas pela importação e duas linhas de exemplo com registros reais (reenviá-las só regrava os mesmos dados).
 * @summary Baixa a planilha modelo de importação de CFOPs
 */
export const exportaPlanilhaModeloCfops = (
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PlanilhaModeloResponse>(
    { url: `/v1/cfops/exporta-planilha-modelo`, method: 'GET', responseType: 'blob', signal },
    options,
  );
};

export const getExportaPlanilhaModeloCfopsQueryKey = () => {
  return [`/v1/cfops/exporta-planilha-modelo`] as const;
};

export const getExportaPlanilhaModeloCfopsQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaPlanilhaModeloCfops>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModeloCfops>>, TError, TData>>;
  request?: SecondParameter<typeof httpRequest>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaPlanilhaModeloCfopsQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaPlanilhaModeloCfops>>> = ({ signal }) =>
    exportaPlanilhaModeloCfops(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaPlanilhaModeloCfops>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaPlanilhaModeloCfopsQueryResult = NonNullable<
  Awaited<ReturnType<typeof exportaPlanilhaModeloCfops>>
>;
export type ExportaPlanilhaModeloCfopsQueryError = ErrorType<
  NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaPlanilhaModeloCfops<
  TData = Awaited<ReturnType<typeof exportaPlanilhaModeloCfops>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModeloCfops>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaPlanilhaModeloCfops>>,
          TError,
          Awaited<ReturnType<typeof exportaPlanilhaModeloCfops>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaPlanilhaModeloCfops<
  TData = Awaited<ReturnType<typeof exportaPlanilhaModeloCfops>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModeloCfops>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaPlanilhaModeloCfops>>,
          TError,
          Awaited<ReturnType<typeof exportaPlanilhaModeloCfops>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaPlanilhaModeloCfops<
  TData = Awaited<ReturnType<typeof exportaPlanilhaModeloCfops>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModeloCfops>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Baixa a planilha modelo de importação de CFOPs
 */

export function useExportaPlanilhaModeloCfops<
  TData = Awaited<ReturnType<typeof exportaPlanilhaModeloCfops>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModeloCfops>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaPlanilhaModeloCfopsQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Recebe uma planilha .xlsx de CFOPs (modelo em exporta-planilha-modelo) e a processa em segundo plano. O resultado chega pelo socket ao vivo num evento IMPORTACAO_CFOPS cujo dados.id_evento é o idEvento enviado, com status SUCESSO ou ERRO e dados.erros[] (ResultadoImportacao).
 * @summary Importa CFOPs de planilha
 */
export const importaCfops = (
  importacaoPlanilha: BodyType<ImportacaoPlanilha>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  const formData = multipartBody(importacaoPlanilha);
  return httpRequest<ImportacaoAceita>(
    {
      url: `/v1/cfops/importa-cfops`,
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      data: formData,
      signal,
    },
    options,
  );
};

export const getImportaCfopsMutationKey = () => ['importaCfops'] as const;

export const getImportaCfopsMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof importaCfops>>,
    TError,
    ImportaCfopsMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof importaCfops>>,
  TError,
  ImportaCfopsMutationVariables,
  TContext
> => {
  const mutationKey = getImportaCfopsMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof importaCfops>>,
    ImportaCfopsMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return importaCfops(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type ImportaCfopsMutationResult = NonNullable<Awaited<ReturnType<typeof importaCfops>>>;
export type ImportaCfopsMutationBody = BodyType<ImportacaoPlanilha>;
export type ImportaCfopsMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type ImportaCfopsMutationVariables = { data: BodyType<ImportacaoPlanilha> };

/**
 * @summary Importa CFOPs de planilha
 */
export const useImportaCfops = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof importaCfops>>,
      TError,
      ImportaCfopsMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof importaCfops>>,
  TError,
  ImportaCfopsMutationVariables,
  TContext
> => {
  return useMutation(getImportaCfopsMutationOptions(options), queryClient);
};
