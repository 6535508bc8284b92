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
  AtivaRegistroHeaders,
  ConflitoResponse,
  ErroResponse,
  ErroValidacaoResponse,
  InativaRegistroHeaders,
  Motivo,
  NaoAutenticadoResponse,
  NaoEncontradoResponse,
  Recurso,
  SemPermissaoResponse,
  StatusCadastro,
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
 * Grava ativo false e acrescenta o motivo ao histórico. Registro já inativo responde 409. Com recurso usuarios e o cabeçalho empresaId, inativa o vínculo do usuário {id} com esse cliente (lista de usuários do cliente) em vez do próprio usuário.
 * @summary Inativa um registro do recurso
 */
export const inativaRegistro = (
  recurso: Recurso,
  id: number,
  motivo: BodyType<Motivo>,
  headers?: InativaRegistroHeaders,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<StatusCadastro>(
    {
      url: `/v1/${recurso}/inativa/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...headers },
      data: motivo,
      signal,
    },
    options,
  );
};

export const getInativaRegistroMutationKey = () => ['inativaRegistro'] as const;

export const getInativaRegistroMutationOptions = <
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
    Awaited<ReturnType<typeof inativaRegistro>>,
    TError,
    InativaRegistroMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof inativaRegistro>>,
  TError,
  InativaRegistroMutationVariables,
  TContext
> => {
  const mutationKey = getInativaRegistroMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof inativaRegistro>>,
    InativaRegistroMutationVariables
  > = (props) => {
    const { recurso, id, data, headers } = props ?? {};

    return inativaRegistro(recurso, id, data, headers, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type InativaRegistroMutationResult = NonNullable<Awaited<ReturnType<typeof inativaRegistro>>>;
export type InativaRegistroMutationBody = BodyType<Motivo>;
export type InativaRegistroMutationError = ErrorType<
  | ErroValidacaoResponse
  | NaoAutenticadoResponse
  | SemPermissaoResponse
  | NaoEncontradoResponse
  | ConflitoResponse
  | ErroResponse
>;
export type InativaRegistroMutationVariables = {
  recurso: Recurso;
  id: number;
  data: BodyType<Motivo>;
  headers?: InativaRegistroHeaders;
};

/**
 * @summary Inativa um registro do recurso
 */
export const useInativaRegistro = <
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
      Awaited<ReturnType<typeof inativaRegistro>>,
      TError,
      InativaRegistroMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof inativaRegistro>>,
  TError,
  InativaRegistroMutationVariables,
  TContext
> => {
  return useMutation(getInativaRegistroMutationOptions(options), queryClient);
};
/**
 * Grava ativo true e acrescenta o motivo ao histórico. Registro já ativo responde 409. Com recurso usuarios e o cabeçalho empresaId, ativa o vínculo do usuário {id} com esse cliente.
 * @summary Ativa um registro do recurso
 */
export const ativaRegistro = (
  recurso: Recurso,
  id: number,
  motivo: BodyType<Motivo>,
  headers?: AtivaRegistroHeaders,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<StatusCadastro>(
    {
      url: `/v1/${recurso}/ativa/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...headers },
      data: motivo,
      signal,
    },
    options,
  );
};

export const getAtivaRegistroMutationKey = () => ['ativaRegistro'] as const;

export const getAtivaRegistroMutationOptions = <
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
    Awaited<ReturnType<typeof ativaRegistro>>,
    TError,
    AtivaRegistroMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof ativaRegistro>>,
  TError,
  AtivaRegistroMutationVariables,
  TContext
> => {
  const mutationKey = getAtivaRegistroMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof ativaRegistro>>,
    AtivaRegistroMutationVariables
  > = (props) => {
    const { recurso, id, data, headers } = props ?? {};

    return ativaRegistro(recurso, id, data, headers, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AtivaRegistroMutationResult = NonNullable<Awaited<ReturnType<typeof ativaRegistro>>>;
export type AtivaRegistroMutationBody = BodyType<Motivo>;
export type AtivaRegistroMutationError = ErrorType<
  | ErroValidacaoResponse
  | NaoAutenticadoResponse
  | SemPermissaoResponse
  | NaoEncontradoResponse
  | ConflitoResponse
  | ErroResponse
>;
export type AtivaRegistroMutationVariables = {
  recurso: Recurso;
  id: number;
  data: BodyType<Motivo>;
  headers?: AtivaRegistroHeaders;
};

/**
 * @summary Ativa um registro do recurso
 */
export const useAtivaRegistro = <
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
      Awaited<ReturnType<typeof ativaRegistro>>,
      TError,
      AtivaRegistroMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof ativaRegistro>>,
  TError,
  AtivaRegistroMutationVariables,
  TContext
> => {
  return useMutation(getAtivaRegistroMutationOptions(options), queryClient);
};
/**
 * @summary Busca a situação e o histórico de ativação/inativação do registro
 */
export const buscaStatusCadastro = (
  recurso: Recurso,
  id: number,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<StatusCadastro>(
    { url: `/v1/${recurso}/busca-status-cadastro/${id}`, method: 'GET', signal },
    options,
  );
};

export const getBuscaStatusCadastroQueryKey = (recurso: Recurso, id: number) => {
  return [`/v1/${recurso}/busca-status-cadastro/${id}`] as const;
};

export const getBuscaStatusCadastroQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaStatusCadastro>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  recurso: Recurso,
  id: number,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaStatusCadastro>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaStatusCadastroQueryKey(recurso, id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaStatusCadastro>>> = ({ signal }) =>
    buscaStatusCadastro(recurso, id, requestOptions, signal);

  return {
    queryKey,
    queryFn,
    enabled: recurso !== null && recurso !== undefined && id !== null && id !== undefined,
    ...queryOptions,
  } as UseQueryOptions<Awaited<ReturnType<typeof buscaStatusCadastro>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type BuscaStatusCadastroQueryResult = NonNullable<Awaited<ReturnType<typeof buscaStatusCadastro>>>;
export type BuscaStatusCadastroQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;

export function useBuscaStatusCadastro<
  TData = Awaited<ReturnType<typeof buscaStatusCadastro>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  recurso: Recurso,
  id: number,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaStatusCadastro>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaStatusCadastro>>,
          TError,
          Awaited<ReturnType<typeof buscaStatusCadastro>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaStatusCadastro<
  TData = Awaited<ReturnType<typeof buscaStatusCadastro>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  recurso: Recurso,
  id: number,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaStatusCadastro>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaStatusCadastro>>,
          TError,
          Awaited<ReturnType<typeof buscaStatusCadastro>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaStatusCadastro<
  TData = Awaited<ReturnType<typeof buscaStatusCadastro>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  recurso: Recurso,
  id: number,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaStatusCadastro>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca a situação e o histórico de ativação/inativação do registro
 */

export function useBuscaStatusCadastro<
  TData = Awaited<ReturnType<typeof buscaStatusCadastro>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  recurso: Recurso,
  id: number,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaStatusCadastro>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaStatusCadastroQueryOptions(recurso, id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}
