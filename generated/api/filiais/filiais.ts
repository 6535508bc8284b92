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
  ExportaExcelFiliaisParams,
  ExportaListagemFiliaisParams,
  Filial,
  FilialInput,
  ListaFiliaisParams,
  NaoAutenticadoResponse,
  NaoEncontradoResponse,
  PaginaFiliais,
  PlanilhaExcelResponse,
  PreferenciasColunas,
  PreferenciasColunasResponse,
  RelatorioPdfResponse,
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
 * O seletor de filiais usa situacao=UNLOCK (e empresaId quando há cliente escolhido).
 * @summary Lista filiais
 */
export const listaFiliais = (
  params?: ListaFiliaisParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PaginaFiliais>({ url: `/v1/filiais`, method: 'GET', params, signal }, options);
};

export const getListaFiliaisQueryKey = (params?: ListaFiliaisParams) => {
  return [`/v1/filiais`, ...(params ? [params] : [])] as const;
};

export const getListaFiliaisQueryOptions = <
  TData = Awaited<ReturnType<typeof listaFiliais>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaFiliaisParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaFiliais>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListaFiliaisQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listaFiliais>>> = ({ signal }) =>
    listaFiliais(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof listaFiliais>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ListaFiliaisQueryResult = NonNullable<Awaited<ReturnType<typeof listaFiliais>>>;
export type ListaFiliaisQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useListaFiliais<
  TData = Awaited<ReturnType<typeof listaFiliais>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ListaFiliaisParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaFiliais>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaFiliais>>,
          TError,
          Awaited<ReturnType<typeof listaFiliais>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaFiliais<
  TData = Awaited<ReturnType<typeof listaFiliais>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaFiliaisParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaFiliais>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaFiliais>>,
          TError,
          Awaited<ReturnType<typeof listaFiliais>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaFiliais<
  TData = Awaited<ReturnType<typeof listaFiliais>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaFiliaisParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaFiliais>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Lista filiais
 */

export function useListaFiliais<
  TData = Awaited<ReturnType<typeof listaFiliais>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaFiliaisParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaFiliais>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getListaFiliaisQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Código repetido no cliente ou segunda MATRIZ do cliente respondem 409.
 * @summary Cria filial
 */
export const criaFilial = (
  filialInput: BodyType<FilialInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Filial>(
    {
      url: `/v1/filiais`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: filialInput,
      signal,
    },
    options,
  );
};

export const getCriaFilialMutationKey = () => ['criaFilial'] as const;

export const getCriaFilialMutationOptions = <
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
  >,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof criaFilial>>,
    TError,
    CriaFilialMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof criaFilial>>,
  TError,
  CriaFilialMutationVariables,
  TContext
> => {
  const mutationKey = getCriaFilialMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof criaFilial>>, CriaFilialMutationVariables> = (
    props,
  ) => {
    const { data } = props ?? {};

    return criaFilial(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type CriaFilialMutationResult = NonNullable<Awaited<ReturnType<typeof criaFilial>>>;
export type CriaFilialMutationBody = BodyType<FilialInput>;
export type CriaFilialMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
>;
export type CriaFilialMutationVariables = { data: BodyType<FilialInput> };

/**
 * @summary Cria filial
 */
export const useCriaFilial = <
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
  >,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof criaFilial>>,
      TError,
      CriaFilialMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof criaFilial>>,
  TError,
  CriaFilialMutationVariables,
  TContext
> => {
  return useMutation(getCriaFilialMutationOptions(options), queryClient);
};
/**
 * @summary Busca filial por id
 */
export const buscaFilial = (
  id: number,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Filial>({ url: `/v1/filiais/${id}`, method: 'GET', signal }, options);
};

export const getBuscaFilialQueryKey = (id: number) => {
  return [`/v1/filiais/${id}`] as const;
};

export const getBuscaFilialQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaFilial>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaFilial>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaFilialQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaFilial>>> = ({ signal }) =>
    buscaFilial(id, requestOptions, signal);

  return { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaFilial>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaFilialQueryResult = NonNullable<Awaited<ReturnType<typeof buscaFilial>>>;
export type BuscaFilialQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;

export function useBuscaFilial<
  TData = Awaited<ReturnType<typeof buscaFilial>>,
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
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaFilial>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaFilial>>,
          TError,
          Awaited<ReturnType<typeof buscaFilial>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaFilial<
  TData = Awaited<ReturnType<typeof buscaFilial>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaFilial>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaFilial>>,
          TError,
          Awaited<ReturnType<typeof buscaFilial>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaFilial<
  TData = Awaited<ReturnType<typeof buscaFilial>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaFilial>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca filial por id
 */

export function useBuscaFilial<
  TData = Awaited<ReturnType<typeof buscaFilial>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaFilial>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaFilialQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Altera filial
 */
export const alteraFilial = (
  id: number,
  filialInput: BodyType<FilialInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Filial>(
    {
      url: `/v1/filiais/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: filialInput,
      signal,
    },
    options,
  );
};

export const getAlteraFilialMutationKey = () => ['alteraFilial'] as const;

export const getAlteraFilialMutationOptions = <
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
    Awaited<ReturnType<typeof alteraFilial>>,
    TError,
    AlteraFilialMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraFilial>>,
  TError,
  AlteraFilialMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraFilialMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraFilial>>,
    AlteraFilialMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return alteraFilial(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraFilialMutationResult = NonNullable<Awaited<ReturnType<typeof alteraFilial>>>;
export type AlteraFilialMutationBody = BodyType<FilialInput>;
export type AlteraFilialMutationError = ErrorType<
  | ErroValidacaoResponse
  | NaoAutenticadoResponse
  | SemPermissaoResponse
  | NaoEncontradoResponse
  | ConflitoResponse
  | ErroResponse
>;
export type AlteraFilialMutationVariables = { id: number; data: BodyType<FilialInput> };

/**
 * @summary Altera filial
 */
export const useAlteraFilial = <
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
      Awaited<ReturnType<typeof alteraFilial>>,
      TError,
      AlteraFilialMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraFilial>>,
  TError,
  AlteraFilialMutationVariables,
  TContext
> => {
  return useMutation(getAlteraFilialMutationOptions(options), queryClient);
};
/**
 * Os mesmos filtros da listagem (pesquisa, aba, ordenação e filtros avançados) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limiteExportacao, todos os registros que atendem aos filtros; com ids, só esses ("Exportar seleção").
 * @summary Exporta filiais em planilha Excel
 */
export const exportaExcelFiliais = (
  params?: ExportaExcelFiliaisParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PlanilhaExcelResponse>(
    { url: `/v1/filiais/exporta-excel`, method: 'GET', params, responseType: 'blob', signal },
    options,
  );
};

export const getExportaExcelFiliaisQueryKey = (params?: ExportaExcelFiliaisParams) => {
  return [`/v1/filiais/exporta-excel`, ...(params ? [params] : [])] as const;
};

export const getExportaExcelFiliaisQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaExcelFiliais>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelFiliaisParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelFiliais>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaExcelFiliaisQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaExcelFiliais>>> = ({ signal }) =>
    exportaExcelFiliais(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaExcelFiliais>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaExcelFiliaisQueryResult = NonNullable<Awaited<ReturnType<typeof exportaExcelFiliais>>>;
export type ExportaExcelFiliaisQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaExcelFiliais<
  TData = Awaited<ReturnType<typeof exportaExcelFiliais>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ExportaExcelFiliaisParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelFiliais>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaExcelFiliais>>,
          TError,
          Awaited<ReturnType<typeof exportaExcelFiliais>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaExcelFiliais<
  TData = Awaited<ReturnType<typeof exportaExcelFiliais>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelFiliaisParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelFiliais>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaExcelFiliais>>,
          TError,
          Awaited<ReturnType<typeof exportaExcelFiliais>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaExcelFiliais<
  TData = Awaited<ReturnType<typeof exportaExcelFiliais>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelFiliaisParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelFiliais>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Exporta filiais em planilha Excel
 */

export function useExportaExcelFiliais<
  TData = Awaited<ReturnType<typeof exportaExcelFiliais>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelFiliaisParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelFiliais>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaExcelFiliaisQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Relatório PDF da listagem, com os mesmos filtros e colunas da exportação em Excel.
 * @summary Exporta filiais em relatório PDF
 */
export const exportaListagemFiliais = (
  params?: ExportaListagemFiliaisParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<RelatorioPdfResponse>(
    { url: `/v1/filiais/exporta-listagem`, method: 'GET', params, responseType: 'blob', signal },
    options,
  );
};

export const getExportaListagemFiliaisQueryKey = (params?: ExportaListagemFiliaisParams) => {
  return [`/v1/filiais/exporta-listagem`, ...(params ? [params] : [])] as const;
};

export const getExportaListagemFiliaisQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaListagemFiliais>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemFiliaisParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemFiliais>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaListagemFiliaisQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaListagemFiliais>>> = ({ signal }) =>
    exportaListagemFiliais(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaListagemFiliais>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaListagemFiliaisQueryResult = NonNullable<
  Awaited<ReturnType<typeof exportaListagemFiliais>>
>;
export type ExportaListagemFiliaisQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaListagemFiliais<
  TData = Awaited<ReturnType<typeof exportaListagemFiliais>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ExportaListagemFiliaisParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemFiliais>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaListagemFiliais>>,
          TError,
          Awaited<ReturnType<typeof exportaListagemFiliais>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaListagemFiliais<
  TData = Awaited<ReturnType<typeof exportaListagemFiliais>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemFiliaisParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemFiliais>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaListagemFiliais>>,
          TError,
          Awaited<ReturnType<typeof exportaListagemFiliais>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaListagemFiliais<
  TData = Awaited<ReturnType<typeof exportaListagemFiliais>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemFiliaisParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemFiliais>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Exporta filiais em relatório PDF
 */

export function useExportaListagemFiliais<
  TData = Awaited<ReturnType<typeof exportaListagemFiliais>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemFiliaisParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemFiliais>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaListagemFiliaisQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Preferências do usuário da sessão. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem de filiais
 */
export const buscaColunasUsuarioFiliais = (
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PreferenciasColunasResponse>(
    { url: `/v1/filiais/colunas-usuarios`, method: 'GET', signal },
    options,
  );
};

export const getBuscaColunasUsuarioFiliaisQueryKey = () => {
  return [`/v1/filiais/colunas-usuarios`] as const;
};

export const getBuscaColunasUsuarioFiliaisQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioFiliais>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioFiliais>>, TError, TData>>;
  request?: SecondParameter<typeof httpRequest>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaColunasUsuarioFiliaisQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaColunasUsuarioFiliais>>> = ({ signal }) =>
    buscaColunasUsuarioFiliais(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaColunasUsuarioFiliais>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaColunasUsuarioFiliaisQueryResult = NonNullable<
  Awaited<ReturnType<typeof buscaColunasUsuarioFiliais>>
>;
export type BuscaColunasUsuarioFiliaisQueryError = ErrorType<
  NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useBuscaColunasUsuarioFiliais<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioFiliais>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioFiliais>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaColunasUsuarioFiliais>>,
          TError,
          Awaited<ReturnType<typeof buscaColunasUsuarioFiliais>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaColunasUsuarioFiliais<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioFiliais>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioFiliais>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaColunasUsuarioFiliais>>,
          TError,
          Awaited<ReturnType<typeof buscaColunasUsuarioFiliais>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaColunasUsuarioFiliais<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioFiliais>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioFiliais>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca as preferências de colunas da listagem de filiais
 */

export function useBuscaColunasUsuarioFiliais<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioFiliais>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioFiliais>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaColunasUsuarioFiliaisQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Substitui as preferências do usuário da sessão. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem de filiais
 */
export const alteraColunasUsuarioFiliais = (
  preferenciasColunas: BodyType<PreferenciasColunas>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PreferenciasColunasResponse>(
    {
      url: `/v1/filiais/colunas-usuarios`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: preferenciasColunas,
      signal,
    },
    options,
  );
};

export const getAlteraColunasUsuarioFiliaisMutationKey = () => ['alteraColunasUsuarioFiliais'] as const;

export const getAlteraColunasUsuarioFiliaisMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof alteraColunasUsuarioFiliais>>,
    TError,
    AlteraColunasUsuarioFiliaisMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraColunasUsuarioFiliais>>,
  TError,
  AlteraColunasUsuarioFiliaisMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraColunasUsuarioFiliaisMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraColunasUsuarioFiliais>>,
    AlteraColunasUsuarioFiliaisMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return alteraColunasUsuarioFiliais(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraColunasUsuarioFiliaisMutationResult = NonNullable<
  Awaited<ReturnType<typeof alteraColunasUsuarioFiliais>>
>;
export type AlteraColunasUsuarioFiliaisMutationBody = BodyType<PreferenciasColunas>;
export type AlteraColunasUsuarioFiliaisMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type AlteraColunasUsuarioFiliaisMutationVariables = { data: BodyType<PreferenciasColunas> };

/**
 * @summary Grava as preferências de colunas da listagem de filiais
 */
export const useAlteraColunasUsuarioFiliais = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof alteraColunasUsuarioFiliais>>,
      TError,
      AlteraColunasUsuarioFiliaisMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraColunasUsuarioFiliais>>,
  TError,
  AlteraColunasUsuarioFiliaisMutationVariables,
  TContext
> => {
  return useMutation(getAlteraColunasUsuarioFiliaisMutationOptions(options), queryClient);
};
/**
 * @summary Busca a configuração fiscal da filial
 */
export const buscaConfiguracoesFilial = (
  id: number,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<ConfiguracaoFiscal>(
    { url: `/v1/filiais/${id}/configuracoes`, method: 'GET', signal },
    options,
  );
};

export const getBuscaConfiguracoesFilialQueryKey = (id: number) => {
  return [`/v1/filiais/${id}/configuracoes`] as const;
};

export const getBuscaConfiguracoesFilialQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaConfiguracoesFilial>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaConfiguracoesFilial>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaConfiguracoesFilialQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaConfiguracoesFilial>>> = ({ signal }) =>
    buscaConfiguracoesFilial(id, requestOptions, signal);

  return { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaConfiguracoesFilial>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaConfiguracoesFilialQueryResult = NonNullable<
  Awaited<ReturnType<typeof buscaConfiguracoesFilial>>
>;
export type BuscaConfiguracoesFilialQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;

export function useBuscaConfiguracoesFilial<
  TData = Awaited<ReturnType<typeof buscaConfiguracoesFilial>>,
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
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaConfiguracoesFilial>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaConfiguracoesFilial>>,
          TError,
          Awaited<ReturnType<typeof buscaConfiguracoesFilial>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaConfiguracoesFilial<
  TData = Awaited<ReturnType<typeof buscaConfiguracoesFilial>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaConfiguracoesFilial>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaConfiguracoesFilial>>,
          TError,
          Awaited<ReturnType<typeof buscaConfiguracoesFilial>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaConfiguracoesFilial<
  TData = Awaited<ReturnType<typeof buscaConfiguracoesFilial>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaConfiguracoesFilial>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca a configuração fiscal da filial
 */

export function useBuscaConfiguracoesFilial<
  TData = Awaited<ReturnType<typeof buscaConfiguracoesFilial>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaConfiguracoesFilial>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaConfiguracoesFilialQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Altera a configuração fiscal da filial
 */
export const alteraConfiguracoesFilial = (
  id: number,
  configuracaoFiscal: BodyType<ConfiguracaoFiscal>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<ConfiguracaoFiscal>(
    {
      url: `/v1/filiais/${id}/altera-configuracoes`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: configuracaoFiscal,
      signal,
    },
    options,
  );
};

export const getAlteraConfiguracoesFilialMutationKey = () => ['alteraConfiguracoesFilial'] as const;

export const getAlteraConfiguracoesFilialMutationOptions = <
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
    Awaited<ReturnType<typeof alteraConfiguracoesFilial>>,
    TError,
    AlteraConfiguracoesFilialMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraConfiguracoesFilial>>,
  TError,
  AlteraConfiguracoesFilialMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraConfiguracoesFilialMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraConfiguracoesFilial>>,
    AlteraConfiguracoesFilialMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return alteraConfiguracoesFilial(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraConfiguracoesFilialMutationResult = NonNullable<
  Awaited<ReturnType<typeof alteraConfiguracoesFilial>>
>;
export type AlteraConfiguracoesFilialMutationBody = BodyType<ConfiguracaoFiscal>;
export type AlteraConfiguracoesFilialMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;
export type AlteraConfiguracoesFilialMutationVariables = { id: number; data: BodyType<ConfiguracaoFiscal> };

/**
 * @summary Altera a configuração fiscal da filial
 */
export const useAlteraConfiguracoesFilial = <
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
      Awaited<ReturnType<typeof alteraConfiguracoesFilial>>,
      TError,
      AlteraConfiguracoesFilialMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraConfiguracoesFilial>>,
  TError,
  AlteraConfiguracoesFilialMutationVariables,
  TContext
> => {
  return useMutation(getAlteraConfiguracoesFilialMutationOptions(options), queryClient);
};
