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
  ListaNcmsParams,
  NaoAutenticadoResponse,
  NaoEncontradoResponse,
  Ncm,
  NcmInput,
  PaginaNcms,
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
 * @summary Lista NCMs
 */
export const listaNcms = (
  params?: ListaNcmsParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PaginaNcms>({ url: `/v1/ncms`, method: 'GET', params, signal }, options);
};

export const getListaNcmsQueryKey = (params?: ListaNcmsParams) => {
  return [`/v1/ncms`, ...(params ? [params] : [])] as const;
};

export const getListaNcmsQueryOptions = <
  TData = Awaited<ReturnType<typeof listaNcms>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaNcmsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaNcms>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListaNcmsQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listaNcms>>> = ({ signal }) =>
    listaNcms(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof listaNcms>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ListaNcmsQueryResult = NonNullable<Awaited<ReturnType<typeof listaNcms>>>;
export type ListaNcmsQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useListaNcms<
  TData = Awaited<ReturnType<typeof listaNcms>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ListaNcmsParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaNcms>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaNcms>>,
          TError,
          Awaited<ReturnType<typeof listaNcms>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaNcms<
  TData = Awaited<ReturnType<typeof listaNcms>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaNcmsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaNcms>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaNcms>>,
          TError,
          Awaited<ReturnType<typeof listaNcms>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaNcms<
  TData = Awaited<ReturnType<typeof listaNcms>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaNcmsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaNcms>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Lista NCMs
 */

export function useListaNcms<
  TData = Awaited<ReturnType<typeof listaNcms>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaNcmsParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaNcms>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getListaNcmsQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Cria NCM
 */
export const criaNcm = (
  ncmInput: BodyType<NcmInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Ncm>(
    {
      url: `/v1/ncms`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: ncmInput,
      signal,
    },
    options,
  );
};

export const getCriaNcmMutationKey = () => ['criaNcm'] as const;

export const getCriaNcmMutationOptions = <
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
  >,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof criaNcm>>,
    TError,
    CriaNcmMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<Awaited<ReturnType<typeof criaNcm>>, TError, CriaNcmMutationVariables, TContext> => {
  const mutationKey = getCriaNcmMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof criaNcm>>, CriaNcmMutationVariables> = (
    props,
  ) => {
    const { data } = props ?? {};

    return criaNcm(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type CriaNcmMutationResult = NonNullable<Awaited<ReturnType<typeof criaNcm>>>;
export type CriaNcmMutationBody = BodyType<NcmInput>;
export type CriaNcmMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
>;
export type CriaNcmMutationVariables = { data: BodyType<NcmInput> };

/**
 * @summary Cria NCM
 */
export const useCriaNcm = <
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
  >,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof criaNcm>>,
      TError,
      CriaNcmMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<Awaited<ReturnType<typeof criaNcm>>, TError, CriaNcmMutationVariables, TContext> => {
  return useMutation(getCriaNcmMutationOptions(options), queryClient);
};
/**
 * @summary Busca NCM por id
 */
export const buscaNcm = (id: number, options?: SecondParameter<typeof httpRequest>, signal?: AbortSignal) => {
  return httpRequest<Ncm>({ url: `/v1/ncms/${id}`, method: 'GET', signal }, options);
};

export const getBuscaNcmQueryKey = (id: number) => {
  return [`/v1/ncms/${id}`] as const;
};

export const getBuscaNcmQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaNcm>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaNcm>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaNcmQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaNcm>>> = ({ signal }) =>
    buscaNcm(id, requestOptions, signal);

  return { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaNcm>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaNcmQueryResult = NonNullable<Awaited<ReturnType<typeof buscaNcm>>>;
export type BuscaNcmQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;

export function useBuscaNcm<
  TData = Awaited<ReturnType<typeof buscaNcm>>,
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
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaNcm>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaNcm>>,
          TError,
          Awaited<ReturnType<typeof buscaNcm>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaNcm<
  TData = Awaited<ReturnType<typeof buscaNcm>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaNcm>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaNcm>>,
          TError,
          Awaited<ReturnType<typeof buscaNcm>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaNcm<
  TData = Awaited<ReturnType<typeof buscaNcm>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaNcm>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca NCM por id
 */

export function useBuscaNcm<
  TData = Awaited<ReturnType<typeof buscaNcm>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaNcm>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaNcmQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Altera NCM
 */
export const alteraNcm = (
  id: number,
  ncmInput: BodyType<NcmInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Ncm>(
    {
      url: `/v1/ncms/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: ncmInput,
      signal,
    },
    options,
  );
};

export const getAlteraNcmMutationKey = () => ['alteraNcm'] as const;

export const getAlteraNcmMutationOptions = <
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
    Awaited<ReturnType<typeof alteraNcm>>,
    TError,
    AlteraNcmMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraNcm>>,
  TError,
  AlteraNcmMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraNcmMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof alteraNcm>>, AlteraNcmMutationVariables> = (
    props,
  ) => {
    const { id, data } = props ?? {};

    return alteraNcm(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraNcmMutationResult = NonNullable<Awaited<ReturnType<typeof alteraNcm>>>;
export type AlteraNcmMutationBody = BodyType<NcmInput>;
export type AlteraNcmMutationError = ErrorType<
  | ErroValidacaoResponse
  | NaoAutenticadoResponse
  | SemPermissaoResponse
  | NaoEncontradoResponse
  | ConflitoResponse
  | ErroResponse
>;
export type AlteraNcmMutationVariables = { id: number; data: BodyType<NcmInput> };

/**
 * @summary Altera NCM
 */
export const useAlteraNcm = <
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
      Awaited<ReturnType<typeof alteraNcm>>,
      TError,
      AlteraNcmMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<Awaited<ReturnType<typeof alteraNcm>>, TError, AlteraNcmMutationVariables, TContext> => {
  return useMutation(getAlteraNcmMutationOptions(options), queryClient);
};
/**
 * Recebe uma planilha .xlsx de NCMs (modelo em exporta-planilha-modelo) e a processa em segundo plano. O resultado chega pelo socket ao vivo num evento IMPORTACAO_NCMS cujo dados.id_evento é o idEvento enviado, com status SUCESSO ou ERRO e dados.erros[] (ResultadoImportacao).
 * @summary Importa NCMs de planilha
 */
export const importaNcms = (
  importacaoPlanilha: BodyType<ImportacaoPlanilha>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  const formData = multipartBody(importacaoPlanilha);
  return httpRequest<ImportacaoAceita>(
    {
      url: `/v1/ncms/importa-ncms`,
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      data: formData,
      signal,
    },
    options,
  );
};

export const getImportaNcmsMutationKey = () => ['importaNcms'] as const;

export const getImportaNcmsMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof importaNcms>>,
    TError,
    ImportaNcmsMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof importaNcms>>,
  TError,
  ImportaNcmsMutationVariables,
  TContext
> => {
  const mutationKey = getImportaNcmsMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof importaNcms>>,
    ImportaNcmsMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return importaNcms(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type ImportaNcmsMutationResult = NonNullable<Awaited<ReturnType<typeof importaNcms>>>;
export type ImportaNcmsMutationBody = BodyType<ImportacaoPlanilha>;
export type ImportaNcmsMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type ImportaNcmsMutationVariables = { data: BodyType<ImportacaoPlanilha> };

/**
 * @summary Importa NCMs de planilha
 */
export const useImportaNcms = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof importaNcms>>,
      TError,
      ImportaNcmsMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof importaNcms>>,
  TError,
  ImportaNcmsMutationVariables,
  TContext
> => {
  return useMutation(getImportaNcmsMutationOptions(options), queryClient);
};
