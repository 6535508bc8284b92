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
  BuscaLocalidadesParams,
  ErroResponse,
  ErroValidacaoResponse,
  GeoAutocomplete,
  GeoRota,
  GeoRotaInput,
  GeoSnap,
  GeoSnapInput,
  NaoAutenticadoResponse,
  NaoEncontradoResponse,
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
 * Usado pela pesquisa de localidade (a interface só pesquisa a partir de 3 caracteres, 400 ms após a última digitação).
 * @summary Pesquisa localidades pelo texto (autocomplete)
 */
export const buscaLocalidades = (
  params: BuscaLocalidadesParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<GeoAutocomplete>(
    { url: `/v1/geocode/autocomplete`, method: 'GET', params, signal },
    options,
  );
};

export const getBuscaLocalidadesQueryKey = (params?: BuscaLocalidadesParams) => {
  return [`/v1/geocode/autocomplete`, ...(params ? [params] : [])] as const;
};

export const getBuscaLocalidadesQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaLocalidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: BuscaLocalidadesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaLocalidades>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaLocalidadesQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaLocalidades>>> = ({ signal }) =>
    buscaLocalidades(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaLocalidades>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaLocalidadesQueryResult = NonNullable<Awaited<ReturnType<typeof buscaLocalidades>>>;
export type BuscaLocalidadesQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useBuscaLocalidades<
  TData = Awaited<ReturnType<typeof buscaLocalidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: BuscaLocalidadesParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaLocalidades>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaLocalidades>>,
          TError,
          Awaited<ReturnType<typeof buscaLocalidades>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaLocalidades<
  TData = Awaited<ReturnType<typeof buscaLocalidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: BuscaLocalidadesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaLocalidades>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaLocalidades>>,
          TError,
          Awaited<ReturnType<typeof buscaLocalidades>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaLocalidades<
  TData = Awaited<ReturnType<typeof buscaLocalidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: BuscaLocalidadesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaLocalidades>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Pesquisa localidades pelo texto (autocomplete)
 */

export function useBuscaLocalidades<
  TData = Awaited<ReturnType<typeof buscaLocalidades>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: BuscaLocalidadesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaLocalidades>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaLocalidadesQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Calcula a rota de veículo de carga entre pontos
 */
export const calculaRota = (
  axes: number,
  geoRotaInput: BodyType<GeoRotaInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<GeoRota>(
    {
      url: `/v1/geocode/directions/driving-car/${axes}`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: geoRotaInput,
      signal,
    },
    options,
  );
};

export const getCalculaRotaMutationKey = () => ['calculaRota'] as const;

export const getCalculaRotaMutationOptions = <
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
    Awaited<ReturnType<typeof calculaRota>>,
    TError,
    CalculaRotaMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof calculaRota>>,
  TError,
  CalculaRotaMutationVariables,
  TContext
> => {
  const mutationKey = getCalculaRotaMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof calculaRota>>,
    CalculaRotaMutationVariables
  > = (props) => {
    const { axes, data } = props ?? {};

    return calculaRota(axes, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type CalculaRotaMutationResult = NonNullable<Awaited<ReturnType<typeof calculaRota>>>;
export type CalculaRotaMutationBody = BodyType<GeoRotaInput>;
export type CalculaRotaMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;
export type CalculaRotaMutationVariables = { axes: number; data: BodyType<GeoRotaInput> };

/**
 * @summary Calcula a rota de veículo de carga entre pontos
 */
export const useCalculaRota = <
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
      Awaited<ReturnType<typeof calculaRota>>,
      TError,
      CalculaRotaMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof calculaRota>>,
  TError,
  CalculaRotaMutationVariables,
  TContext
> => {
  return useMutation(getCalculaRotaMutationOptions(options), queryClient);
};
/**
 * @summary Ajusta pontos à via trafegável mais próxima
 */
export const ajustaPontosMalhaViaria = (
  geoSnapInput: BodyType<GeoSnapInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<GeoSnap>(
    {
      url: `/v1/geocode/snap/driving-car`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: geoSnapInput,
      signal,
    },
    options,
  );
};

export const getAjustaPontosMalhaViariaMutationKey = () => ['ajustaPontosMalhaViaria'] as const;

export const getAjustaPontosMalhaViariaMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof ajustaPontosMalhaViaria>>,
    TError,
    AjustaPontosMalhaViariaMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof ajustaPontosMalhaViaria>>,
  TError,
  AjustaPontosMalhaViariaMutationVariables,
  TContext
> => {
  const mutationKey = getAjustaPontosMalhaViariaMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof ajustaPontosMalhaViaria>>,
    AjustaPontosMalhaViariaMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return ajustaPontosMalhaViaria(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AjustaPontosMalhaViariaMutationResult = NonNullable<
  Awaited<ReturnType<typeof ajustaPontosMalhaViaria>>
>;
export type AjustaPontosMalhaViariaMutationBody = BodyType<GeoSnapInput>;
export type AjustaPontosMalhaViariaMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type AjustaPontosMalhaViariaMutationVariables = { data: BodyType<GeoSnapInput> };

/**
 * @summary Ajusta pontos à via trafegável mais próxima
 */
export const useAjustaPontosMalhaViaria = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof ajustaPontosMalhaViaria>>,
      TError,
      AjustaPontosMalhaViariaMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof ajustaPontosMalhaViaria>>,
  TError,
  AjustaPontosMalhaViariaMutationVariables,
  TContext
> => {
  return useMutation(getAjustaPontosMalhaViariaMutationOptions(options), queryClient);
};
