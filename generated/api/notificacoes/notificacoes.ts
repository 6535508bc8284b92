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
  ContagemNotificacoes,
  ErroResponse,
  ErroValidacaoResponse,
  ListaNotificacoesParams,
  MarcacaoNotificacoes,
  NaoAutenticadoResponse,
  NaoEncontradoResponse,
  Notificacao,
  PaginaNotificacoes,
} from '../model';

import { httpRequest } from '../../../src/lib/http/client';
import type { ErrorType } from '../../../src/lib/http/client';

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
 * Mais recentes primeiro. A aba "Não lidas" envia lido=false; "Todas" não envia lido.
 * @summary Lista as notificações do usuário da sessão
 */
export const listaNotificacoes = (
  params?: ListaNotificacoesParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PaginaNotificacoes>({ url: `/v1/notificacoes`, method: 'GET', params, signal }, options);
};

export const getListaNotificacoesQueryKey = (params?: ListaNotificacoesParams) => {
  return [`/v1/notificacoes`, ...(params ? [params] : [])] as const;
};

export const getListaNotificacoesQueryOptions = <
  TData = Awaited<ReturnType<typeof listaNotificacoes>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | ErroResponse>,
>(
  params?: ListaNotificacoesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaNotificacoes>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListaNotificacoesQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listaNotificacoes>>> = ({ signal }) =>
    listaNotificacoes(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof listaNotificacoes>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ListaNotificacoesQueryResult = NonNullable<Awaited<ReturnType<typeof listaNotificacoes>>>;
export type ListaNotificacoesQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | ErroResponse
>;

export function useListaNotificacoes<
  TData = Awaited<ReturnType<typeof listaNotificacoes>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | ErroResponse>,
>(
  params: undefined | ListaNotificacoesParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaNotificacoes>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaNotificacoes>>,
          TError,
          Awaited<ReturnType<typeof listaNotificacoes>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaNotificacoes<
  TData = Awaited<ReturnType<typeof listaNotificacoes>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | ErroResponse>,
>(
  params?: ListaNotificacoesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaNotificacoes>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaNotificacoes>>,
          TError,
          Awaited<ReturnType<typeof listaNotificacoes>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaNotificacoes<
  TData = Awaited<ReturnType<typeof listaNotificacoes>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | ErroResponse>,
>(
  params?: ListaNotificacoesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaNotificacoes>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Lista as notificações do usuário da sessão
 */

export function useListaNotificacoes<
  TData = Awaited<ReturnType<typeof listaNotificacoes>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | ErroResponse>,
>(
  params?: ListaNotificacoesParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaNotificacoes>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getListaNotificacoesQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Carga inicial do contador do sino; depois ele vem pelo evento NOTIFICACOES do socket.
 * @summary Conta as notificações não lidas
 */
export const contaNotificacoesNaoLidas = (
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<ContagemNotificacoes>(
    { url: `/v1/notificacoes/conta-notificacao`, method: 'GET', signal },
    options,
  );
};

export const getContaNotificacoesNaoLidasQueryKey = () => {
  return [`/v1/notificacoes/conta-notificacao`] as const;
};

export const getContaNotificacoesNaoLidasQueryOptions = <
  TData = Awaited<ReturnType<typeof contaNotificacoesNaoLidas>>,
  TError = ErrorType<NaoAutenticadoResponse | ErroResponse>,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof contaNotificacoesNaoLidas>>, TError, TData>>;
  request?: SecondParameter<typeof httpRequest>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getContaNotificacoesNaoLidasQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof contaNotificacoesNaoLidas>>> = ({ signal }) =>
    contaNotificacoesNaoLidas(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof contaNotificacoesNaoLidas>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ContaNotificacoesNaoLidasQueryResult = NonNullable<
  Awaited<ReturnType<typeof contaNotificacoesNaoLidas>>
>;
export type ContaNotificacoesNaoLidasQueryError = ErrorType<NaoAutenticadoResponse | ErroResponse>;

export function useContaNotificacoesNaoLidas<
  TData = Awaited<ReturnType<typeof contaNotificacoesNaoLidas>>,
  TError = ErrorType<NaoAutenticadoResponse | ErroResponse>,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof contaNotificacoesNaoLidas>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof contaNotificacoesNaoLidas>>,
          TError,
          Awaited<ReturnType<typeof contaNotificacoesNaoLidas>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useContaNotificacoesNaoLidas<
  TData = Awaited<ReturnType<typeof contaNotificacoesNaoLidas>>,
  TError = ErrorType<NaoAutenticadoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof contaNotificacoesNaoLidas>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof contaNotificacoesNaoLidas>>,
          TError,
          Awaited<ReturnType<typeof contaNotificacoesNaoLidas>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useContaNotificacoesNaoLidas<
  TData = Awaited<ReturnType<typeof contaNotificacoesNaoLidas>>,
  TError = ErrorType<NaoAutenticadoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof contaNotificacoesNaoLidas>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Conta as notificações não lidas
 */

export function useContaNotificacoesNaoLidas<
  TData = Awaited<ReturnType<typeof contaNotificacoesNaoLidas>>,
  TError = ErrorType<NaoAutenticadoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof contaNotificacoesNaoLidas>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getContaNotificacoesNaoLidasQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Marca a notificação como lida
 */
export const marcaNotificacaoLida = (
  id: number,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Notificacao>({ url: `/v1/notificacoes/lido/${id}`, method: 'PUT', signal }, options);
};

export const getMarcaNotificacaoLidaMutationKey = () => ['marcaNotificacaoLida'] as const;

export const getMarcaNotificacaoLidaMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | NaoEncontradoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof marcaNotificacaoLida>>,
    TError,
    MarcaNotificacaoLidaMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof marcaNotificacaoLida>>,
  TError,
  MarcaNotificacaoLidaMutationVariables,
  TContext
> => {
  const mutationKey = getMarcaNotificacaoLidaMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof marcaNotificacaoLida>>,
    MarcaNotificacaoLidaMutationVariables
  > = (props) => {
    const { id } = props ?? {};

    return marcaNotificacaoLida(id, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type MarcaNotificacaoLidaMutationResult = NonNullable<
  Awaited<ReturnType<typeof marcaNotificacaoLida>>
>;

export type MarcaNotificacaoLidaMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | NaoEncontradoResponse | ErroResponse
>;
export type MarcaNotificacaoLidaMutationVariables = { id: number };

/**
 * @summary Marca a notificação como lida
 */
export const useMarcaNotificacaoLida = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | NaoEncontradoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof marcaNotificacaoLida>>,
      TError,
      MarcaNotificacaoLidaMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof marcaNotificacaoLida>>,
  TError,
  MarcaNotificacaoLidaMutationVariables,
  TContext
> => {
  return useMutation(getMarcaNotificacaoLidaMutationOptions(options), queryClient);
};
/**
 * @summary Marca a notificação como não lida
 */
export const marcaNotificacaoNaoLida = (
  id: number,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Notificacao>({ url: `/v1/notificacoes/nao-lido/${id}`, method: 'PUT', signal }, options);
};

export const getMarcaNotificacaoNaoLidaMutationKey = () => ['marcaNotificacaoNaoLida'] as const;

export const getMarcaNotificacaoNaoLidaMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | NaoEncontradoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof marcaNotificacaoNaoLida>>,
    TError,
    MarcaNotificacaoNaoLidaMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof marcaNotificacaoNaoLida>>,
  TError,
  MarcaNotificacaoNaoLidaMutationVariables,
  TContext
> => {
  const mutationKey = getMarcaNotificacaoNaoLidaMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof marcaNotificacaoNaoLida>>,
    MarcaNotificacaoNaoLidaMutationVariables
  > = (props) => {
    const { id } = props ?? {};

    return marcaNotificacaoNaoLida(id, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type MarcaNotificacaoNaoLidaMutationResult = NonNullable<
  Awaited<ReturnType<typeof marcaNotificacaoNaoLida>>
>;

export type MarcaNotificacaoNaoLidaMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | NaoEncontradoResponse | ErroResponse
>;
export type MarcaNotificacaoNaoLidaMutationVariables = { id: number };

/**
 * @summary Marca a notificação como não lida
 */
export const useMarcaNotificacaoNaoLida = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | NaoEncontradoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof marcaNotificacaoNaoLida>>,
      TError,
      MarcaNotificacaoNaoLidaMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof marcaNotificacaoNaoLida>>,
  TError,
  MarcaNotificacaoNaoLidaMutationVariables,
  TContext
> => {
  return useMutation(getMarcaNotificacaoNaoLidaMutationOptions(options), queryClient);
};
/**
 * Marca como lidas todas as notificações não lidas do usuário da sessão (as de outros usuários ficam como estão) e responde quantas marcou. O spec não prevê a chamada: escolha de desenho do botão 'Marcar todas como lidas' da gaveta de notificações. PUT sem corpo, como lido/{id}: repetida, não marca nada de novo (responde marcadas 0), por isso dispensa Idempotency-Key. Quando marca alguma, o socket envia NOTIFICACOES com nao_lidas 0 às sessões do usuário.
 * @summary Marca como lidas todas as notificações não lidas
 */
export const marcaTodasNotificacoesLidas = (
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<MarcacaoNotificacoes>(
    { url: `/v1/notificacoes/marca-todas-lidas`, method: 'PUT', signal },
    options,
  );
};

export const getMarcaTodasNotificacoesLidasMutationKey = () => ['marcaTodasNotificacoesLidas'] as const;

export const getMarcaTodasNotificacoesLidasMutationOptions = <
  TError = ErrorType<NaoAutenticadoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof marcaTodasNotificacoesLidas>>,
    TError,
    void,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<Awaited<ReturnType<typeof marcaTodasNotificacoesLidas>>, TError, void, TContext> => {
  const mutationKey = getMarcaTodasNotificacoesLidasMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<Awaited<ReturnType<typeof marcaTodasNotificacoesLidas>>, void> = () => {
    return marcaTodasNotificacoesLidas(requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type MarcaTodasNotificacoesLidasMutationResult = NonNullable<
  Awaited<ReturnType<typeof marcaTodasNotificacoesLidas>>
>;

export type MarcaTodasNotificacoesLidasMutationError = ErrorType<NaoAutenticadoResponse | ErroResponse>;

/**
 * @summary Marca como lidas todas as notificações não lidas
 */
export const useMarcaTodasNotificacoesLidas = <
  TError = ErrorType<NaoAutenticadoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof marcaTodasNotificacoesLidas>>,
      TError,
      void,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<Awaited<ReturnType<typeof marcaTodasNotificacoesLidas>>, TError, void, TContext> => {
  return useMutation(getMarcaTodasNotificacoesLidasMutationOptions(options), queryClient);
};
