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
  ListaModulosParams,
  Modulo,
  ModuloInput,
  NaoAutenticadoResponse,
  NaoEncontradoResponse,
  PaginaModulos,
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
 * @summary Lista módulos
 */
export const listaModulos = (
  params?: ListaModulosParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PaginaModulos>({ url: `/v1/modulos`, method: 'GET', params, signal }, options);
};

export const getListaModulosQueryKey = (params?: ListaModulosParams) => {
  return [`/v1/modulos`, ...(params ? [params] : [])] as const;
};

export const getListaModulosQueryOptions = <
  TData = Awaited<ReturnType<typeof listaModulos>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaModulosParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaModulos>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListaModulosQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listaModulos>>> = ({ signal }) =>
    listaModulos(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof listaModulos>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ListaModulosQueryResult = NonNullable<Awaited<ReturnType<typeof listaModulos>>>;
export type ListaModulosQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useListaModulos<
  TData = Awaited<ReturnType<typeof listaModulos>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ListaModulosParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaModulos>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaModulos>>,
          TError,
          Awaited<ReturnType<typeof listaModulos>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaModulos<
  TData = Awaited<ReturnType<typeof listaModulos>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaModulosParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaModulos>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaModulos>>,
          TError,
          Awaited<ReturnType<typeof listaModulos>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaModulos<
  TData = Awaited<ReturnType<typeof listaModulos>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaModulosParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaModulos>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Lista módulos
 */

export function useListaModulos<
  TData = Awaited<ReturnType<typeof listaModulos>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaModulosParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaModulos>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getListaModulosQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Cria módulo
 */
export const criaModulo = (
  moduloInput: BodyType<ModuloInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Modulo>(
    {
      url: `/v1/modulos`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: moduloInput,
      signal,
    },
    options,
  );
};

export const getCriaModuloMutationKey = () => ['criaModulo'] as const;

export const getCriaModuloMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof criaModulo>>,
    TError,
    CriaModuloMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof criaModulo>>,
  TError,
  CriaModuloMutationVariables,
  TContext
> => {
  const mutationKey = getCriaModuloMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof criaModulo>>, CriaModuloMutationVariables> = (
    props,
  ) => {
    const { data } = props ?? {};

    return criaModulo(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type CriaModuloMutationResult = NonNullable<Awaited<ReturnType<typeof criaModulo>>>;
export type CriaModuloMutationBody = BodyType<ModuloInput>;
export type CriaModuloMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type CriaModuloMutationVariables = { data: BodyType<ModuloInput> };

/**
 * @summary Cria módulo
 */
export const useCriaModulo = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof criaModulo>>,
      TError,
      CriaModuloMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof criaModulo>>,
  TError,
  CriaModuloMutationVariables,
  TContext
> => {
  return useMutation(getCriaModuloMutationOptions(options), queryClient);
};
/**
 * @summary Busca módulo por id
 */
export const buscaModulo = (
  id: number,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Modulo>({ url: `/v1/modulos/${id}`, method: 'GET', signal }, options);
};

export const getBuscaModuloQueryKey = (id: number) => {
  return [`/v1/modulos/${id}`] as const;
};

export const getBuscaModuloQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaModulo>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaModulo>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaModuloQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaModulo>>> = ({ signal }) =>
    buscaModulo(id, requestOptions, signal);

  return { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaModulo>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaModuloQueryResult = NonNullable<Awaited<ReturnType<typeof buscaModulo>>>;
export type BuscaModuloQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;

export function useBuscaModulo<
  TData = Awaited<ReturnType<typeof buscaModulo>>,
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
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaModulo>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaModulo>>,
          TError,
          Awaited<ReturnType<typeof buscaModulo>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaModulo<
  TData = Awaited<ReturnType<typeof buscaModulo>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaModulo>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaModulo>>,
          TError,
          Awaited<ReturnType<typeof buscaModulo>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaModulo<
  TData = Awaited<ReturnType<typeof buscaModulo>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaModulo>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca módulo por id
 */

export function useBuscaModulo<
  TData = Awaited<ReturnType<typeof buscaModulo>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaModulo>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaModuloQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Altera módulo
 */
export const alteraModulo = (
  id: number,
  moduloInput: BodyType<ModuloInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Modulo>(
    {
      url: `/v1/modulos/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: moduloInput,
      signal,
    },
    options,
  );
};

export const getAlteraModuloMutationKey = () => ['alteraModulo'] as const;

export const getAlteraModuloMutationOptions = <
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
    Awaited<ReturnType<typeof alteraModulo>>,
    TError,
    AlteraModuloMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraModulo>>,
  TError,
  AlteraModuloMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraModuloMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraModulo>>,
    AlteraModuloMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return alteraModulo(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraModuloMutationResult = NonNullable<Awaited<ReturnType<typeof alteraModulo>>>;
export type AlteraModuloMutationBody = BodyType<ModuloInput>;
export type AlteraModuloMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;
export type AlteraModuloMutationVariables = { id: number; data: BodyType<ModuloInput> };

/**
 * @summary Altera módulo
 */
export const useAlteraModulo = <
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
      Awaited<ReturnType<typeof alteraModulo>>,
      TError,
      AlteraModuloMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraModulo>>,
  TError,
  AlteraModuloMutationVariables,
  TContext
> => {
  return useMutation(getAlteraModuloMutationOptions(options), queryClient);
};
