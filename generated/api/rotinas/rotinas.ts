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
  ListaRotinasParams,
  NaoAutenticadoResponse,
  NaoEncontradoResponse,
  PaginaRotinas,
  Rotina,
  RotinaInput,
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
 * @summary Lista rotinas
 */
export const listaRotinas = (
  params?: ListaRotinasParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PaginaRotinas>({ url: `/v1/rotinas`, method: 'GET', params, signal }, options);
};

export const getListaRotinasQueryKey = (params?: ListaRotinasParams) => {
  return [`/v1/rotinas`, ...(params ? [params] : [])] as const;
};

export const getListaRotinasQueryOptions = <
  TData = Awaited<ReturnType<typeof listaRotinas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaRotinasParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaRotinas>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListaRotinasQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listaRotinas>>> = ({ signal }) =>
    listaRotinas(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof listaRotinas>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ListaRotinasQueryResult = NonNullable<Awaited<ReturnType<typeof listaRotinas>>>;
export type ListaRotinasQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useListaRotinas<
  TData = Awaited<ReturnType<typeof listaRotinas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ListaRotinasParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaRotinas>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaRotinas>>,
          TError,
          Awaited<ReturnType<typeof listaRotinas>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaRotinas<
  TData = Awaited<ReturnType<typeof listaRotinas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaRotinasParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaRotinas>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaRotinas>>,
          TError,
          Awaited<ReturnType<typeof listaRotinas>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaRotinas<
  TData = Awaited<ReturnType<typeof listaRotinas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaRotinasParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaRotinas>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Lista rotinas
 */

export function useListaRotinas<
  TData = Awaited<ReturnType<typeof listaRotinas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaRotinasParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaRotinas>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getListaRotinasQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Cria rotina
 */
export const criaRotina = (
  rotinaInput: BodyType<RotinaInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Rotina>(
    {
      url: `/v1/rotinas`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: rotinaInput,
      signal,
    },
    options,
  );
};

export const getCriaRotinaMutationKey = () => ['criaRotina'] as const;

export const getCriaRotinaMutationOptions = <
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
  >,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof criaRotina>>,
    TError,
    CriaRotinaMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof criaRotina>>,
  TError,
  CriaRotinaMutationVariables,
  TContext
> => {
  const mutationKey = getCriaRotinaMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof criaRotina>>, CriaRotinaMutationVariables> = (
    props,
  ) => {
    const { data } = props ?? {};

    return criaRotina(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type CriaRotinaMutationResult = NonNullable<Awaited<ReturnType<typeof criaRotina>>>;
export type CriaRotinaMutationBody = BodyType<RotinaInput>;
export type CriaRotinaMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
>;
export type CriaRotinaMutationVariables = { data: BodyType<RotinaInput> };

/**
 * @summary Cria rotina
 */
export const useCriaRotina = <
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
  >,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof criaRotina>>,
      TError,
      CriaRotinaMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof criaRotina>>,
  TError,
  CriaRotinaMutationVariables,
  TContext
> => {
  return useMutation(getCriaRotinaMutationOptions(options), queryClient);
};
/**
 * @summary Busca rotina por id
 */
export const buscaRotina = (
  id: number,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Rotina>({ url: `/v1/rotinas/${id}`, method: 'GET', signal }, options);
};

export const getBuscaRotinaQueryKey = (id: number) => {
  return [`/v1/rotinas/${id}`] as const;
};

export const getBuscaRotinaQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaRotina>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaRotina>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaRotinaQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaRotina>>> = ({ signal }) =>
    buscaRotina(id, requestOptions, signal);

  return { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaRotina>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaRotinaQueryResult = NonNullable<Awaited<ReturnType<typeof buscaRotina>>>;
export type BuscaRotinaQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;

export function useBuscaRotina<
  TData = Awaited<ReturnType<typeof buscaRotina>>,
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
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaRotina>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaRotina>>,
          TError,
          Awaited<ReturnType<typeof buscaRotina>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaRotina<
  TData = Awaited<ReturnType<typeof buscaRotina>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaRotina>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaRotina>>,
          TError,
          Awaited<ReturnType<typeof buscaRotina>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaRotina<
  TData = Awaited<ReturnType<typeof buscaRotina>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaRotina>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca rotina por id
 */

export function useBuscaRotina<
  TData = Awaited<ReturnType<typeof buscaRotina>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaRotina>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaRotinaQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Altera rotina
 */
export const alteraRotina = (
  id: number,
  rotinaInput: BodyType<RotinaInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Rotina>(
    {
      url: `/v1/rotinas/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: rotinaInput,
      signal,
    },
    options,
  );
};

export const getAlteraRotinaMutationKey = () => ['alteraRotina'] as const;

export const getAlteraRotinaMutationOptions = <
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
    Awaited<ReturnType<typeof alteraRotina>>,
    TError,
    AlteraRotinaMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraRotina>>,
  TError,
  AlteraRotinaMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraRotinaMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraRotina>>,
    AlteraRotinaMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return alteraRotina(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraRotinaMutationResult = NonNullable<Awaited<ReturnType<typeof alteraRotina>>>;
export type AlteraRotinaMutationBody = BodyType<RotinaInput>;
export type AlteraRotinaMutationError = ErrorType<
  | ErroValidacaoResponse
  | NaoAutenticadoResponse
  | SemPermissaoResponse
  | NaoEncontradoResponse
  | ConflitoResponse
  | ErroResponse
>;
export type AlteraRotinaMutationVariables = { id: number; data: BodyType<RotinaInput> };

/**
 * @summary Altera rotina
 */
export const useAlteraRotina = <
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
      Awaited<ReturnType<typeof alteraRotina>>,
      TError,
      AlteraRotinaMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraRotina>>,
  TError,
  AlteraRotinaMutationVariables,
  TContext
> => {
  return useMutation(getAlteraRotinaMutationOptions(options), queryClient);
};
