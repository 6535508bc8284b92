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
  AlteraPerfilInput,
  AlteraSenhaInput,
  ErroResponse,
  ErroValidacaoResponse,
  LoginInput,
  MuitasTentativasResponse,
  NaoAutenticadoResponse,
  PerfilSessao,
  PermissoesSessao,
  RenovaTokenInput,
  TokensSessao,
  UsuarioSessao,
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
 * Troca e-mail e senha pelos tokens da sessão. Credenciais inválidas respondem 401. A interface busca em seguida o perfil e desconecta quem não é admin.
 * @summary Autentica o usuário (login)
 */
export const autenticaUsuario = (
  loginInput: BodyType<LoginInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<TokensSessao>(
    {
      url: `/v1/authorization/login`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: loginInput,
      signal,
    },
    options,
  );
};

export const getAutenticaUsuarioMutationKey = () => ['autenticaUsuario'] as const;

export const getAutenticaUsuarioMutationOptions = <
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | MuitasTentativasResponse | ErroResponse
  >,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof autenticaUsuario>>,
    TError,
    AutenticaUsuarioMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof autenticaUsuario>>,
  TError,
  AutenticaUsuarioMutationVariables,
  TContext
> => {
  const mutationKey = getAutenticaUsuarioMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof autenticaUsuario>>,
    AutenticaUsuarioMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return autenticaUsuario(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AutenticaUsuarioMutationResult = NonNullable<Awaited<ReturnType<typeof autenticaUsuario>>>;
export type AutenticaUsuarioMutationBody = BodyType<LoginInput>;
export type AutenticaUsuarioMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | MuitasTentativasResponse | ErroResponse
>;
export type AutenticaUsuarioMutationVariables = { data: BodyType<LoginInput> };

/**
 * @summary Autentica o usuário (login)
 */
export const useAutenticaUsuario = <
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | MuitasTentativasResponse | ErroResponse
  >,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof autenticaUsuario>>,
      TError,
      AutenticaUsuarioMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof autenticaUsuario>>,
  TError,
  AutenticaUsuarioMutationVariables,
  TContext
> => {
  return useMutation(getAutenticaUsuarioMutationOptions(options), queryClient);
};
/**
 * Chamada a cada 50000 ms. Token de renovação inválido ou vencido responde 401 e a interface encerra a sessão.
 * @summary Renova os tokens da sessão
 */
export const renovaToken = (
  renovaTokenInput: BodyType<RenovaTokenInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<TokensSessao>(
    {
      url: `/v1/authorization/refresh`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: renovaTokenInput,
      signal,
    },
    options,
  );
};

export const getRenovaTokenMutationKey = () => ['renovaToken'] as const;

export const getRenovaTokenMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof renovaToken>>,
    TError,
    RenovaTokenMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof renovaToken>>,
  TError,
  RenovaTokenMutationVariables,
  TContext
> => {
  const mutationKey = getRenovaTokenMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof renovaToken>>,
    RenovaTokenMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return renovaToken(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type RenovaTokenMutationResult = NonNullable<Awaited<ReturnType<typeof renovaToken>>>;
export type RenovaTokenMutationBody = BodyType<RenovaTokenInput>;
export type RenovaTokenMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | ErroResponse
>;
export type RenovaTokenMutationVariables = { data: BodyType<RenovaTokenInput> };

/**
 * @summary Renova os tokens da sessão
 */
export const useRenovaToken = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof renovaToken>>,
      TError,
      RenovaTokenMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof renovaToken>>,
  TError,
  RenovaTokenMutationVariables,
  TContext
> => {
  return useMutation(getRenovaTokenMutationOptions(options), queryClient);
};
/**
 * @summary Busca o perfil do usuário da sessão
 */
export const buscaMeuPerfil = (options?: SecondParameter<typeof httpRequest>, signal?: AbortSignal) => {
  return httpRequest<PerfilSessao>({ url: `/v1/eu/perfil`, method: 'GET', signal }, options);
};

export const getBuscaMeuPerfilQueryKey = () => {
  return [`/v1/eu/perfil`] as const;
};

export const getBuscaMeuPerfilQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaMeuPerfil>>,
  TError = ErrorType<NaoAutenticadoResponse | ErroResponse>,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaMeuPerfil>>, TError, TData>>;
  request?: SecondParameter<typeof httpRequest>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaMeuPerfilQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaMeuPerfil>>> = ({ signal }) =>
    buscaMeuPerfil(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaMeuPerfil>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaMeuPerfilQueryResult = NonNullable<Awaited<ReturnType<typeof buscaMeuPerfil>>>;
export type BuscaMeuPerfilQueryError = ErrorType<NaoAutenticadoResponse | ErroResponse>;

export function useBuscaMeuPerfil<
  TData = Awaited<ReturnType<typeof buscaMeuPerfil>>,
  TError = ErrorType<NaoAutenticadoResponse | ErroResponse>,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaMeuPerfil>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaMeuPerfil>>,
          TError,
          Awaited<ReturnType<typeof buscaMeuPerfil>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaMeuPerfil<
  TData = Awaited<ReturnType<typeof buscaMeuPerfil>>,
  TError = ErrorType<NaoAutenticadoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaMeuPerfil>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaMeuPerfil>>,
          TError,
          Awaited<ReturnType<typeof buscaMeuPerfil>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaMeuPerfil<
  TData = Awaited<ReturnType<typeof buscaMeuPerfil>>,
  TError = ErrorType<NaoAutenticadoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaMeuPerfil>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca o perfil do usuário da sessão
 */

export function useBuscaMeuPerfil<
  TData = Awaited<ReturnType<typeof buscaMeuPerfil>>,
  TError = ErrorType<NaoAutenticadoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaMeuPerfil>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaMeuPerfilQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Busca os códigos de ação do usuário da sessão
 */
export const buscaMinhasPermissoes = (
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PermissoesSessao>({ url: `/v1/eu/permissoes`, method: 'GET', signal }, options);
};

export const getBuscaMinhasPermissoesQueryKey = () => {
  return [`/v1/eu/permissoes`] as const;
};

export const getBuscaMinhasPermissoesQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaMinhasPermissoes>>,
  TError = ErrorType<NaoAutenticadoResponse | ErroResponse>,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaMinhasPermissoes>>, TError, TData>>;
  request?: SecondParameter<typeof httpRequest>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaMinhasPermissoesQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaMinhasPermissoes>>> = ({ signal }) =>
    buscaMinhasPermissoes(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaMinhasPermissoes>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaMinhasPermissoesQueryResult = NonNullable<Awaited<ReturnType<typeof buscaMinhasPermissoes>>>;
export type BuscaMinhasPermissoesQueryError = ErrorType<NaoAutenticadoResponse | ErroResponse>;

export function useBuscaMinhasPermissoes<
  TData = Awaited<ReturnType<typeof buscaMinhasPermissoes>>,
  TError = ErrorType<NaoAutenticadoResponse | ErroResponse>,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaMinhasPermissoes>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaMinhasPermissoes>>,
          TError,
          Awaited<ReturnType<typeof buscaMinhasPermissoes>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaMinhasPermissoes<
  TData = Awaited<ReturnType<typeof buscaMinhasPermissoes>>,
  TError = ErrorType<NaoAutenticadoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaMinhasPermissoes>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaMinhasPermissoes>>,
          TError,
          Awaited<ReturnType<typeof buscaMinhasPermissoes>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaMinhasPermissoes<
  TData = Awaited<ReturnType<typeof buscaMinhasPermissoes>>,
  TError = ErrorType<NaoAutenticadoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaMinhasPermissoes>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca os códigos de ação do usuário da sessão
 */

export function useBuscaMinhasPermissoes<
  TData = Awaited<ReturnType<typeof buscaMinhasPermissoes>>,
  TError = ErrorType<NaoAutenticadoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaMinhasPermissoes>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaMinhasPermissoesQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Altera nome e avatar do usuário da sessão
 */
export const alteraMeuPerfil = (
  alteraPerfilInput: BodyType<AlteraPerfilInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  const formData = multipartBody(alteraPerfilInput);
  return httpRequest<UsuarioSessao>(
    {
      url: `/v1/eu/altera-perfil`,
      method: 'PUT',
      headers: { 'Content-Type': 'multipart/form-data' },
      data: formData,
      signal,
    },
    options,
  );
};

export const getAlteraMeuPerfilMutationKey = () => ['alteraMeuPerfil'] as const;

export const getAlteraMeuPerfilMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof alteraMeuPerfil>>,
    TError,
    AlteraMeuPerfilMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraMeuPerfil>>,
  TError,
  AlteraMeuPerfilMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraMeuPerfilMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraMeuPerfil>>,
    AlteraMeuPerfilMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return alteraMeuPerfil(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraMeuPerfilMutationResult = NonNullable<Awaited<ReturnType<typeof alteraMeuPerfil>>>;
export type AlteraMeuPerfilMutationBody = BodyType<AlteraPerfilInput>;
export type AlteraMeuPerfilMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | ErroResponse
>;
export type AlteraMeuPerfilMutationVariables = { data: BodyType<AlteraPerfilInput> };

/**
 * @summary Altera nome e avatar do usuário da sessão
 */
export const useAlteraMeuPerfil = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof alteraMeuPerfil>>,
      TError,
      AlteraMeuPerfilMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraMeuPerfil>>,
  TError,
  AlteraMeuPerfilMutationVariables,
  TContext
> => {
  return useMutation(getAlteraMeuPerfilMutationOptions(options), queryClient);
};
/**
 * @summary Altera a senha do usuário da sessão
 */
export const alteraMinhaSenha = (
  alteraSenhaInput: BodyType<AlteraSenhaInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<void>(
    {
      url: `/v1/usuarios/altera-senha`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: alteraSenhaInput,
      signal,
    },
    options,
  );
};

export const getAlteraMinhaSenhaMutationKey = () => ['alteraMinhaSenha'] as const;

export const getAlteraMinhaSenhaMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof alteraMinhaSenha>>,
    TError,
    AlteraMinhaSenhaMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraMinhaSenha>>,
  TError,
  AlteraMinhaSenhaMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraMinhaSenhaMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraMinhaSenha>>,
    AlteraMinhaSenhaMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return alteraMinhaSenha(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraMinhaSenhaMutationResult = NonNullable<Awaited<ReturnType<typeof alteraMinhaSenha>>>;
export type AlteraMinhaSenhaMutationBody = BodyType<AlteraSenhaInput>;
export type AlteraMinhaSenhaMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | ErroResponse
>;
export type AlteraMinhaSenhaMutationVariables = { data: BodyType<AlteraSenhaInput> };

/**
 * @summary Altera a senha do usuário da sessão
 */
export const useAlteraMinhaSenha = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof alteraMinhaSenha>>,
      TError,
      AlteraMinhaSenhaMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraMinhaSenha>>,
  TError,
  AlteraMinhaSenhaMutationVariables,
  TContext
> => {
  return useMutation(getAlteraMinhaSenhaMutationOptions(options), queryClient);
};
