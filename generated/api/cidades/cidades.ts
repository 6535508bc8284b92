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
  ImportacaoAceita,
  ImportacaoPlanilha,
  ListaCidadesParams,
  NaoAutenticadoResponse,
  NaoEncontradoResponse,
  PaginaCidades,
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
