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
  Cidade,
  CidadeInput,
  ConflitoResponse,
  ErroResponse,
  ErroValidacaoResponse,
  ExportaExcelCidadesParams,
  ExportaListagemCidadesParams,
  ImportacaoAceita,
  ImportacaoPlanilha,
  ListaCidadesParams,
  NaoAutenticadoResponse,
  NaoEncontradoResponse,
  PaginaCidades,
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
 * @summary Lista cidades
 */
export const listaCidades = (
  params?: ListaCidadesParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PaginaCidades>({ url: `/v1/cidades`, method: 'GET', params, signal }, options);
};

export const getListaCidadesQueryKey = (params?: ListaCidadesParams) => {
  return [`/v1/cidades`, ...(params ? [params] : [])] as const;
};

export const getListaCidadesQueryOptions = <
  TData = Awaited<ReturnType<typeof listaCidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaCidadesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaCidades>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListaCidadesQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listaCidades>>> = ({ signal }) =>
    listaCidades(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof listaCidades>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ListaCidadesQueryResult = NonNullable<Awaited<ReturnType<typeof listaCidades>>>;
export type ListaCidadesQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useListaCidades<
  TData = Awaited<ReturnType<typeof listaCidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ListaCidadesParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaCidades>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaCidades>>,
          TError,
          Awaited<ReturnType<typeof listaCidades>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaCidades<
  TData = Awaited<ReturnType<typeof listaCidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaCidadesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaCidades>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaCidades>>,
          TError,
          Awaited<ReturnType<typeof listaCidades>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaCidades<
  TData = Awaited<ReturnType<typeof listaCidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaCidadesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaCidades>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Lista cidades
 */

export function useListaCidades<
  TData = Awaited<ReturnType<typeof listaCidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaCidadesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaCidades>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getListaCidadesQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Cria cidade
 */
export const criaCidade = (
  cidadeInput: BodyType<CidadeInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Cidade>(
    {
      url: `/v1/cidades`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: cidadeInput,
      signal,
    },
    options,
  );
};

export const getCriaCidadeMutationKey = () => ['criaCidade'] as const;

export const getCriaCidadeMutationOptions = <
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
  >,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof criaCidade>>,
    TError,
    CriaCidadeMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof criaCidade>>,
  TError,
  CriaCidadeMutationVariables,
  TContext
> => {
  const mutationKey = getCriaCidadeMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof criaCidade>>, CriaCidadeMutationVariables> = (
    props,
  ) => {
    const { data } = props ?? {};

    return criaCidade(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type CriaCidadeMutationResult = NonNullable<Awaited<ReturnType<typeof criaCidade>>>;
export type CriaCidadeMutationBody = BodyType<CidadeInput>;
export type CriaCidadeMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
>;
export type CriaCidadeMutationVariables = { data: BodyType<CidadeInput> };

/**
 * @summary Cria cidade
 */
export const useCriaCidade = <
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
  >,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof criaCidade>>,
      TError,
      CriaCidadeMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof criaCidade>>,
  TError,
  CriaCidadeMutationVariables,
  TContext
> => {
  return useMutation(getCriaCidadeMutationOptions(options), queryClient);
};
/**
 * @summary Busca cidade por id
 */
export const buscaCidade = (
  id: number,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Cidade>({ url: `/v1/cidades/${id}`, method: 'GET', signal }, options);
};

export const getBuscaCidadeQueryKey = (id: number) => {
  return [`/v1/cidades/${id}`] as const;
};

export const getBuscaCidadeQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaCidade>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaCidade>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaCidadeQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaCidade>>> = ({ signal }) =>
    buscaCidade(id, requestOptions, signal);

  return { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaCidade>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaCidadeQueryResult = NonNullable<Awaited<ReturnType<typeof buscaCidade>>>;
export type BuscaCidadeQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;

export function useBuscaCidade<
  TData = Awaited<ReturnType<typeof buscaCidade>>,
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
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaCidade>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaCidade>>,
          TError,
          Awaited<ReturnType<typeof buscaCidade>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaCidade<
  TData = Awaited<ReturnType<typeof buscaCidade>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaCidade>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaCidade>>,
          TError,
          Awaited<ReturnType<typeof buscaCidade>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaCidade<
  TData = Awaited<ReturnType<typeof buscaCidade>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaCidade>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca cidade por id
 */

export function useBuscaCidade<
  TData = Awaited<ReturnType<typeof buscaCidade>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaCidade>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaCidadeQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Altera cidade
 */
export const alteraCidade = (
  id: number,
  cidadeInput: BodyType<CidadeInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Cidade>(
    {
      url: `/v1/cidades/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: cidadeInput,
      signal,
    },
    options,
  );
};

export const getAlteraCidadeMutationKey = () => ['alteraCidade'] as const;

export const getAlteraCidadeMutationOptions = <
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
    Awaited<ReturnType<typeof alteraCidade>>,
    TError,
    AlteraCidadeMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraCidade>>,
  TError,
  AlteraCidadeMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraCidadeMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraCidade>>,
    AlteraCidadeMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return alteraCidade(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraCidadeMutationResult = NonNullable<Awaited<ReturnType<typeof alteraCidade>>>;
export type AlteraCidadeMutationBody = BodyType<CidadeInput>;
export type AlteraCidadeMutationError = ErrorType<
  | ErroValidacaoResponse
  | NaoAutenticadoResponse
  | SemPermissaoResponse
  | NaoEncontradoResponse
  | ConflitoResponse
  | ErroResponse
>;
export type AlteraCidadeMutationVariables = { id: number; data: BodyType<CidadeInput> };

/**
 * @summary Altera cidade
 */
export const useAlteraCidade = <
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
      Awaited<ReturnType<typeof alteraCidade>>,
      TError,
      AlteraCidadeMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraCidade>>,
  TError,
  AlteraCidadeMutationVariables,
  TContext
> => {
  return useMutation(getAlteraCidadeMutationOptions(options), queryClient);
};
/**
 * Os mesmos filtros da listagem (pesquisa, aba, ordenação e filtros avançados) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limiteExportacao, todos os registros que atendem aos filtros; com ids, só esses ("Exportar seleção").
 * @summary Exporta cidades em planilha Excel
 */
export const exportaExcelCidades = (
  params?: ExportaExcelCidadesParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PlanilhaExcelResponse>(
    { url: `/v1/cidades/exporta-excel`, method: 'GET', params, responseType: 'blob', signal },
    options,
  );
};

export const getExportaExcelCidadesQueryKey = (params?: ExportaExcelCidadesParams) => {
  return [`/v1/cidades/exporta-excel`, ...(params ? [params] : [])] as const;
};

export const getExportaExcelCidadesQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaExcelCidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelCidadesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelCidades>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaExcelCidadesQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaExcelCidades>>> = ({ signal }) =>
    exportaExcelCidades(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaExcelCidades>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaExcelCidadesQueryResult = NonNullable<Awaited<ReturnType<typeof exportaExcelCidades>>>;
export type ExportaExcelCidadesQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaExcelCidades<
  TData = Awaited<ReturnType<typeof exportaExcelCidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ExportaExcelCidadesParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelCidades>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaExcelCidades>>,
          TError,
          Awaited<ReturnType<typeof exportaExcelCidades>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaExcelCidades<
  TData = Awaited<ReturnType<typeof exportaExcelCidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelCidadesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelCidades>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaExcelCidades>>,
          TError,
          Awaited<ReturnType<typeof exportaExcelCidades>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaExcelCidades<
  TData = Awaited<ReturnType<typeof exportaExcelCidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelCidadesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelCidades>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Exporta cidades em planilha Excel
 */

export function useExportaExcelCidades<
  TData = Awaited<ReturnType<typeof exportaExcelCidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelCidadesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelCidades>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaExcelCidadesQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Relatório PDF da listagem, com os mesmos filtros e colunas da exportação em Excel.
 * @summary Exporta cidades em relatório PDF
 */
export const exportaListagemCidades = (
  params?: ExportaListagemCidadesParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<RelatorioPdfResponse>(
    { url: `/v1/cidades/exporta-listagem`, method: 'GET', params, responseType: 'blob', signal },
    options,
  );
};

export const getExportaListagemCidadesQueryKey = (params?: ExportaListagemCidadesParams) => {
  return [`/v1/cidades/exporta-listagem`, ...(params ? [params] : [])] as const;
};

export const getExportaListagemCidadesQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaListagemCidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemCidadesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemCidades>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaListagemCidadesQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaListagemCidades>>> = ({ signal }) =>
    exportaListagemCidades(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaListagemCidades>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaListagemCidadesQueryResult = NonNullable<
  Awaited<ReturnType<typeof exportaListagemCidades>>
>;
export type ExportaListagemCidadesQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaListagemCidades<
  TData = Awaited<ReturnType<typeof exportaListagemCidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ExportaListagemCidadesParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemCidades>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaListagemCidades>>,
          TError,
          Awaited<ReturnType<typeof exportaListagemCidades>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaListagemCidades<
  TData = Awaited<ReturnType<typeof exportaListagemCidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemCidadesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemCidades>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaListagemCidades>>,
          TError,
          Awaited<ReturnType<typeof exportaListagemCidades>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaListagemCidades<
  TData = Awaited<ReturnType<typeof exportaListagemCidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemCidadesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemCidades>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Exporta cidades em relatório PDF
 */

export function useExportaListagemCidades<
  TData = Awaited<ReturnType<typeof exportaListagemCidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemCidadesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemCidades>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaListagemCidadesQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Preferências do usuário da sessão. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem de cidades
 */
export const buscaColunasUsuarioCidades = (
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PreferenciasColunasResponse>(
    { url: `/v1/cidades/colunas-usuarios`, method: 'GET', signal },
    options,
  );
};

export const getBuscaColunasUsuarioCidadesQueryKey = () => {
  return [`/v1/cidades/colunas-usuarios`] as const;
};

export const getBuscaColunasUsuarioCidadesQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioCidades>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioCidades>>, TError, TData>>;
  request?: SecondParameter<typeof httpRequest>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaColunasUsuarioCidadesQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaColunasUsuarioCidades>>> = ({ signal }) =>
    buscaColunasUsuarioCidades(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaColunasUsuarioCidades>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaColunasUsuarioCidadesQueryResult = NonNullable<
  Awaited<ReturnType<typeof buscaColunasUsuarioCidades>>
>;
export type BuscaColunasUsuarioCidadesQueryError = ErrorType<
  NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useBuscaColunasUsuarioCidades<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioCidades>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioCidades>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaColunasUsuarioCidades>>,
          TError,
          Awaited<ReturnType<typeof buscaColunasUsuarioCidades>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaColunasUsuarioCidades<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioCidades>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioCidades>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaColunasUsuarioCidades>>,
          TError,
          Awaited<ReturnType<typeof buscaColunasUsuarioCidades>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaColunasUsuarioCidades<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioCidades>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioCidades>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca as preferências de colunas da listagem de cidades
 */

export function useBuscaColunasUsuarioCidades<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioCidades>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioCidades>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaColunasUsuarioCidadesQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Substitui as preferências do usuário da sessão. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem de cidades
 */
export const alteraColunasUsuarioCidades = (
  preferenciasColunas: BodyType<PreferenciasColunas>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PreferenciasColunasResponse>(
    {
      url: `/v1/cidades/colunas-usuarios`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: preferenciasColunas,
      signal,
    },
    options,
  );
};

export const getAlteraColunasUsuarioCidadesMutationKey = () => ['alteraColunasUsuarioCidades'] as const;

export const getAlteraColunasUsuarioCidadesMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof alteraColunasUsuarioCidades>>,
    TError,
    AlteraColunasUsuarioCidadesMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraColunasUsuarioCidades>>,
  TError,
  AlteraColunasUsuarioCidadesMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraColunasUsuarioCidadesMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraColunasUsuarioCidades>>,
    AlteraColunasUsuarioCidadesMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return alteraColunasUsuarioCidades(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraColunasUsuarioCidadesMutationResult = NonNullable<
  Awaited<ReturnType<typeof alteraColunasUsuarioCidades>>
>;
export type AlteraColunasUsuarioCidadesMutationBody = BodyType<PreferenciasColunas>;
export type AlteraColunasUsuarioCidadesMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type AlteraColunasUsuarioCidadesMutationVariables = { data: BodyType<PreferenciasColunas> };

/**
 * @summary Grava as preferências de colunas da listagem de cidades
 */
export const useAlteraColunasUsuarioCidades = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof alteraColunasUsuarioCidades>>,
      TError,
      AlteraColunasUsuarioCidadesMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraColunasUsuarioCidades>>,
  TError,
  AlteraColunasUsuarioCidadesMutationVariables,
  TContext
> => {
  return useMutation(getAlteraColunasUsuarioCidadesMutationOptions(options), queryClient);
};
/**
 * Planilha .xlsx com o cabeçalho das colunas aceitas pela importação e duas linhas de exemplo com registros reais (reenviá-las só regrava os mesmos dados).
 * @summary Baixa a planilha modelo de importação de cidades
 */
export const exportaPlanilhaModeloCidades = (
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PlanilhaModeloResponse>(
    { url: `/v1/cidades/exporta-planilha-modelo`, method: 'GET', responseType: 'blob', signal },
    options,
  );
};

export const getExportaPlanilhaModeloCidadesQueryKey = () => {
  return [`/v1/cidades/exporta-planilha-modelo`] as const;
};

export const getExportaPlanilhaModeloCidadesQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaPlanilhaModeloCidades>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModeloCidades>>, TError, TData>>;
  request?: SecondParameter<typeof httpRequest>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaPlanilhaModeloCidadesQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaPlanilhaModeloCidades>>> = ({ signal }) =>
    exportaPlanilhaModeloCidades(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaPlanilhaModeloCidades>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaPlanilhaModeloCidadesQueryResult = NonNullable<
  Awaited<ReturnType<typeof exportaPlanilhaModeloCidades>>
>;
export type ExportaPlanilhaModeloCidadesQueryError = ErrorType<
  NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaPlanilhaModeloCidades<
  TData = Awaited<ReturnType<typeof exportaPlanilhaModeloCidades>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModeloCidades>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaPlanilhaModeloCidades>>,
          TError,
          Awaited<ReturnType<typeof exportaPlanilhaModeloCidades>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaPlanilhaModeloCidades<
  TData = Awaited<ReturnType<typeof exportaPlanilhaModeloCidades>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<
      UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModeloCidades>>, TError, TData>
    > &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaPlanilhaModeloCidades>>,
          TError,
          Awaited<ReturnType<typeof exportaPlanilhaModeloCidades>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaPlanilhaModeloCidades<
  TData = Awaited<ReturnType<typeof exportaPlanilhaModeloCidades>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModeloCidades>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Baixa a planilha modelo de importação de cidades
 */

export function useExportaPlanilhaModeloCidades<
  TData = Awaited<ReturnType<typeof exportaPlanilhaModeloCidades>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModeloCidades>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaPlanilhaModeloCidadesQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Recebe uma planilha .xlsx de cidades (modelo em exporta-planilha-modelo) e a processa em segundo plano. O resultado chega pelo socket ao vivo num evento IMPORTACAO_CIDADES cujo dados.id_evento é o idEvento enviado, com status SUCESSO ou ERRO e dados.erros[] (ResultadoImportacao).
 * @summary Importa cidades de planilha
 */
export const importaCidades = (
  importacaoPlanilha: BodyType<ImportacaoPlanilha>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  const formData = multipartBody(importacaoPlanilha);
  return httpRequest<ImportacaoAceita>(
    {
      url: `/v1/cidades/importa-cidades`,
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      data: formData,
      signal,
    },
    options,
  );
};

export const getImportaCidadesMutationKey = () => ['importaCidades'] as const;

export const getImportaCidadesMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof importaCidades>>,
    TError,
    ImportaCidadesMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof importaCidades>>,
  TError,
  ImportaCidadesMutationVariables,
  TContext
> => {
  const mutationKey = getImportaCidadesMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof importaCidades>>,
    ImportaCidadesMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return importaCidades(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type ImportaCidadesMutationResult = NonNullable<Awaited<ReturnType<typeof importaCidades>>>;
export type ImportaCidadesMutationBody = BodyType<ImportacaoPlanilha>;
export type ImportaCidadesMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type ImportaCidadesMutationVariables = { data: BodyType<ImportacaoPlanilha> };

/**
 * @summary Importa cidades de planilha
 */
export const useImportaCidades = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof importaCidades>>,
      TError,
      ImportaCidadesMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof importaCidades>>,
  TError,
  ImportaCidadesMutationVariables,
  TContext
> => {
  return useMutation(getImportaCidadesMutationOptions(options), queryClient);
};
