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
  ListaPermissoesParams,
  NaoAutenticadoResponse,
  NaoEncontradoResponse,
  PaginaPermissoes,
  Permissao,
  PermissaoInput,
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
 * @summary Lista perfis de permissão
 */
export const listaPermissoes = (
  params?: ListaPermissoesParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PaginaPermissoes>({ url: `/v1/permissoes`, method: 'GET', params, signal }, options);
};

export const getListaPermissoesQueryKey = (params?: ListaPermissoesParams) => {
  return [`/v1/permissoes`, ...(params ? [params] : [])] as const;
};

export const getListaPermissoesQueryOptions = <
  TData = Awaited<ReturnType<typeof listaPermissoes>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaPermissoesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaPermissoes>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListaPermissoesQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listaPermissoes>>> = ({ signal }) =>
    listaPermissoes(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof listaPermissoes>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ListaPermissoesQueryResult = NonNullable<Awaited<ReturnType<typeof listaPermissoes>>>;
export type ListaPermissoesQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useListaPermissoes<
  TData = Awaited<ReturnType<typeof listaPermissoes>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ListaPermissoesParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaPermissoes>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaPermissoes>>,
          TError,
          Awaited<ReturnType<typeof listaPermissoes>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaPermissoes<
  TData = Awaited<ReturnType<typeof listaPermissoes>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaPermissoesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaPermissoes>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaPermissoes>>,
          TError,
          Awaited<ReturnType<typeof listaPermissoes>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaPermissoes<
  TData = Awaited<ReturnType<typeof listaPermissoes>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaPermissoesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaPermissoes>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Lista perfis de permissão
 */

export function useListaPermissoes<
  TData = Awaited<ReturnType<typeof listaPermissoes>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaPermissoesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaPermissoes>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getListaPermissoesQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Cria perfil de permissão
 */
export const criaPermissao = (
  permissaoInput: BodyType<PermissaoInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Permissao>(
    {
      url: `/v1/permissoes`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: permissaoInput,
      signal,
    },
    options,
  );
};

export const getCriaPermissaoMutationKey = () => ['criaPermissao'] as const;

export const getCriaPermissaoMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof criaPermissao>>,
    TError,
    CriaPermissaoMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof criaPermissao>>,
  TError,
  CriaPermissaoMutationVariables,
  TContext
> => {
  const mutationKey = getCriaPermissaoMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof criaPermissao>>,
    CriaPermissaoMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return criaPermissao(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type CriaPermissaoMutationResult = NonNullable<Awaited<ReturnType<typeof criaPermissao>>>;
export type CriaPermissaoMutationBody = BodyType<PermissaoInput>;
export type CriaPermissaoMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type CriaPermissaoMutationVariables = { data: BodyType<PermissaoInput> };

/**
 * @summary Cria perfil de permissão
 */
export const useCriaPermissao = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof criaPermissao>>,
      TError,
      CriaPermissaoMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof criaPermissao>>,
  TError,
  CriaPermissaoMutationVariables,
  TContext
> => {
  return useMutation(getCriaPermissaoMutationOptions(options), queryClient);
};
/**
 * @summary Busca perfil de permissão por id
 */
export const buscaPermissao = (
  id: number,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Permissao>({ url: `/v1/permissoes/${id}`, method: 'GET', signal }, options);
};

export const getBuscaPermissaoQueryKey = (id: number) => {
  return [`/v1/permissoes/${id}`] as const;
};

export const getBuscaPermissaoQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaPermissao>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaPermissao>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaPermissaoQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaPermissao>>> = ({ signal }) =>
    buscaPermissao(id, requestOptions, signal);

  return { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaPermissao>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaPermissaoQueryResult = NonNullable<Awaited<ReturnType<typeof buscaPermissao>>>;
export type BuscaPermissaoQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;

export function useBuscaPermissao<
  TData = Awaited<ReturnType<typeof buscaPermissao>>,
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
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaPermissao>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaPermissao>>,
          TError,
          Awaited<ReturnType<typeof buscaPermissao>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaPermissao<
  TData = Awaited<ReturnType<typeof buscaPermissao>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaPermissao>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaPermissao>>,
          TError,
          Awaited<ReturnType<typeof buscaPermissao>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaPermissao<
  TData = Awaited<ReturnType<typeof buscaPermissao>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaPermissao>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca perfil de permissão por id
 */

export function useBuscaPermissao<
  TData = Awaited<ReturnType<typeof buscaPermissao>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaPermissao>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaPermissaoQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Altera perfil de permissão
 */
export const alteraPermissao = (
  id: number,
  permissaoInput: BodyType<PermissaoInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Permissao>(
    {
      url: `/v1/permissoes/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: permissaoInput,
      signal,
    },
    options,
  );
};

export const getAlteraPermissaoMutationKey = () => ['alteraPermissao'] as const;

export const getAlteraPermissaoMutationOptions = <
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
    Awaited<ReturnType<typeof alteraPermissao>>,
    TError,
    AlteraPermissaoMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraPermissao>>,
  TError,
  AlteraPermissaoMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraPermissaoMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraPermissao>>,
    AlteraPermissaoMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return alteraPermissao(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraPermissaoMutationResult = NonNullable<Awaited<ReturnType<typeof alteraPermissao>>>;
export type AlteraPermissaoMutationBody = BodyType<PermissaoInput>;
export type AlteraPermissaoMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;
export type AlteraPermissaoMutationVariables = { id: number; data: BodyType<PermissaoInput> };

/**
 * @summary Altera perfil de permissão
 */
export const useAlteraPermissao = <
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
      Awaited<ReturnType<typeof alteraPermissao>>,
      TError,
      AlteraPermissaoMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraPermissao>>,
  TError,
  AlteraPermissaoMutationVariables,
  TContext
> => {
  return useMutation(getAlteraPermissaoMutationOptions(options), queryClient);
};
