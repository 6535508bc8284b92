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
  ImportacaoAceita,
  ImportacaoPlanilha,
  ListaPaisesParams,
  NaoAutenticadoResponse,
  NaoEncontradoResponse,
  PaginaPaises,
  Pais,
  PaisInput,
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
 * @summary Lista países
 */
export const listaPaises = (
  params?: ListaPaisesParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PaginaPaises>({ url: `/v1/paises`, method: 'GET', params, signal }, options);
};

export const getListaPaisesQueryKey = (params?: ListaPaisesParams) => {
  return [`/v1/paises`, ...(params ? [params] : [])] as const;
};

export const getListaPaisesQueryOptions = <
  TData = Awaited<ReturnType<typeof listaPaises>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaPaisesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaPaises>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListaPaisesQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listaPaises>>> = ({ signal }) =>
    listaPaises(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof listaPaises>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ListaPaisesQueryResult = NonNullable<Awaited<ReturnType<typeof listaPaises>>>;
export type ListaPaisesQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useListaPaises<
  TData = Awaited<ReturnType<typeof listaPaises>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ListaPaisesParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaPaises>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaPaises>>,
          TError,
          Awaited<ReturnType<typeof listaPaises>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaPaises<
  TData = Awaited<ReturnType<typeof listaPaises>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaPaisesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaPaises>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaPaises>>,
          TError,
          Awaited<ReturnType<typeof listaPaises>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaPaises<
  TData = Awaited<ReturnType<typeof listaPaises>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaPaisesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaPaises>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Lista países
 */

export function useListaPaises<
  TData = Awaited<ReturnType<typeof listaPaises>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaPaisesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaPaises>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getListaPaisesQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Cria país
 */
export const criaPais = (
  paisInput: BodyType<PaisInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Pais>(
    {
      url: `/v1/paises`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: paisInput,
      signal,
    },
    options,
  );
};

export const getCriaPaisMutationKey = () => ['criaPais'] as const;

export const getCriaPaisMutationOptions = <
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
  >,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof criaPais>>,
    TError,
    CriaPaisMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<Awaited<ReturnType<typeof criaPais>>, TError, CriaPaisMutationVariables, TContext> => {
  const mutationKey = getCriaPaisMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof criaPais>>, CriaPaisMutationVariables> = (
    props,
  ) => {
    const { data } = props ?? {};

    return criaPais(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type CriaPaisMutationResult = NonNullable<Awaited<ReturnType<typeof criaPais>>>;
export type CriaPaisMutationBody = BodyType<PaisInput>;
export type CriaPaisMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
>;
export type CriaPaisMutationVariables = { data: BodyType<PaisInput> };

/**
 * @summary Cria país
 */
export const useCriaPais = <
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
  >,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof criaPais>>,
      TError,
      CriaPaisMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<Awaited<ReturnType<typeof criaPais>>, TError, CriaPaisMutationVariables, TContext> => {
  return useMutation(getCriaPaisMutationOptions(options), queryClient);
};
/**
 * @summary Busca país por id
 */
export const buscaPais = (
  id: number,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Pais>({ url: `/v1/paises/${id}`, method: 'GET', signal }, options);
};

export const getBuscaPaisQueryKey = (id: number) => {
  return [`/v1/paises/${id}`] as const;
};

export const getBuscaPaisQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaPais>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaPais>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaPaisQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaPais>>> = ({ signal }) =>
    buscaPais(id, requestOptions, signal);

  return { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaPais>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaPaisQueryResult = NonNullable<Awaited<ReturnType<typeof buscaPais>>>;
export type BuscaPaisQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;

export function useBuscaPais<
  TData = Awaited<ReturnType<typeof buscaPais>>,
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
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaPais>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaPais>>,
          TError,
          Awaited<ReturnType<typeof buscaPais>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaPais<
  TData = Awaited<ReturnType<typeof buscaPais>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaPais>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaPais>>,
          TError,
          Awaited<ReturnType<typeof buscaPais>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaPais<
  TData = Awaited<ReturnType<typeof buscaPais>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaPais>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca país por id
 */

export function useBuscaPais<
  TData = Awaited<ReturnType<typeof buscaPais>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaPais>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaPaisQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Altera país
 */
export const alteraPais = (
  id: number,
  paisInput: BodyType<PaisInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Pais>(
    {
      url: `/v1/paises/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: paisInput,
      signal,
    },
    options,
  );
};

export const getAlteraPaisMutationKey = () => ['alteraPais'] as const;

export const getAlteraPaisMutationOptions = <
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
    Awaited<ReturnType<typeof alteraPais>>,
    TError,
    AlteraPaisMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraPais>>,
  TError,
  AlteraPaisMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraPaisMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof alteraPais>>, AlteraPaisMutationVariables> = (
    props,
  ) => {
    const { id, data } = props ?? {};

    return alteraPais(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraPaisMutationResult = NonNullable<Awaited<ReturnType<typeof alteraPais>>>;
export type AlteraPaisMutationBody = BodyType<PaisInput>;
export type AlteraPaisMutationError = ErrorType<
  | ErroValidacaoResponse
  | NaoAutenticadoResponse
  | SemPermissaoResponse
  | NaoEncontradoResponse
  | ConflitoResponse
  | ErroResponse
>;
export type AlteraPaisMutationVariables = { id: number; data: BodyType<PaisInput> };

/**
 * @summary Altera país
 */
export const useAlteraPais = <
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
      Awaited<ReturnType<typeof alteraPais>>,
      TError,
      AlteraPaisMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraPais>>,
  TError,
  AlteraPaisMutationVariables,
  TContext
> => {
  return useMutation(getAlteraPaisMutationOptions(options), queryClient);
};
/**
 * Recebe uma planilha .xlsx de países (modelo em exporta-planilha-modelo) e a processa em segundo plano. O resultado chega pelo socket ao vivo num evento IMPORTACAO_PAISES cujo dados.id_evento é o idEvento enviado, com status SUCESSO ou ERRO e dados.erros[] (ResultadoImportacao).
 * @summary Importa países de planilha
 */
export const importaPaises = (
  importacaoPlanilha: BodyType<ImportacaoPlanilha>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  const formData = multipartBody(importacaoPlanilha);
  return httpRequest<ImportacaoAceita>(
    {
      url: `/v1/paises/importa-paises`,
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      data: formData,
      signal,
    },
    options,
  );
};

export const getImportaPaisesMutationKey = () => ['importaPaises'] as const;

export const getImportaPaisesMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof importaPaises>>,
    TError,
    ImportaPaisesMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof importaPaises>>,
  TError,
  ImportaPaisesMutationVariables,
  TContext
> => {
  const mutationKey = getImportaPaisesMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof importaPaises>>,
    ImportaPaisesMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return importaPaises(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type ImportaPaisesMutationResult = NonNullable<Awaited<ReturnType<typeof importaPaises>>>;
export type ImportaPaisesMutationBody = BodyType<ImportacaoPlanilha>;
export type ImportaPaisesMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type ImportaPaisesMutationVariables = { data: BodyType<ImportacaoPlanilha> };

/**
 * @summary Importa países de planilha
 */
export const useImportaPaises = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof importaPaises>>,
      TError,
      ImportaPaisesMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof importaPaises>>,
  TError,
  ImportaPaisesMutationVariables,
  TContext
> => {
  return useMutation(getImportaPaisesMutationOptions(options), queryClient);
};
