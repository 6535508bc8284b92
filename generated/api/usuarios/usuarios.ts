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
  AlteraServidorUsuarioInput,
  ConflitoResponse,
  ErroResponse,
  ErroValidacaoResponse,
  ExportaExcelUsuariosParams,
  ExportaListagemUsuariosParams,
  Id,
  ListaUsuariosParams,
  ListaUsuariosPorEmpresaParams,
  NaoAutenticadoResponse,
  NaoEncontradoResponse,
  PaginaUsuarios,
  PaginaUsuariosEmpresa,
  PlanilhaExcelResponse,
  PreferenciasColunas,
  PreferenciasColunasResponse,
  RelatorioPdfResponse,
  SemPermissaoResponse,
  Usuario,
  UsuarioEmpresa,
  UsuarioInput,
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
 * @summary Lista usuários
 */
export const listaUsuarios = (
  params?: ListaUsuariosParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PaginaUsuarios>({ url: `/v1/usuarios`, method: 'GET', params, signal }, options);
};

export const getListaUsuariosQueryKey = (params?: ListaUsuariosParams) => {
  return [`/v1/usuarios`, ...(params ? [params] : [])] as const;
};

export const getListaUsuariosQueryOptions = <
  TData = Awaited<ReturnType<typeof listaUsuarios>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaUsuariosParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaUsuarios>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListaUsuariosQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listaUsuarios>>> = ({ signal }) =>
    listaUsuarios(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof listaUsuarios>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ListaUsuariosQueryResult = NonNullable<Awaited<ReturnType<typeof listaUsuarios>>>;
export type ListaUsuariosQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useListaUsuarios<
  TData = Awaited<ReturnType<typeof listaUsuarios>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ListaUsuariosParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaUsuarios>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaUsuarios>>,
          TError,
          Awaited<ReturnType<typeof listaUsuarios>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaUsuarios<
  TData = Awaited<ReturnType<typeof listaUsuarios>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaUsuariosParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaUsuarios>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaUsuarios>>,
          TError,
          Awaited<ReturnType<typeof listaUsuarios>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaUsuarios<
  TData = Awaited<ReturnType<typeof listaUsuarios>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaUsuariosParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaUsuarios>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Lista usuários
 */

export function useListaUsuarios<
  TData = Awaited<ReturnType<typeof listaUsuarios>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaUsuariosParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaUsuarios>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getListaUsuariosQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * O usuário nasce ativo, com emailConfirmado false; o e-mail de confirmação é enviado na criação.
 * @summary Cria usuário
 */
export const criaUsuario = (
  usuarioInput: BodyType<UsuarioInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Usuario>(
    {
      url: `/v1/usuarios`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: usuarioInput,
      signal,
    },
    options,
  );
};

export const getCriaUsuarioMutationKey = () => ['criaUsuario'] as const;

export const getCriaUsuarioMutationOptions = <
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
  >,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof criaUsuario>>,
    TError,
    CriaUsuarioMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof criaUsuario>>,
  TError,
  CriaUsuarioMutationVariables,
  TContext
> => {
  const mutationKey = getCriaUsuarioMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof criaUsuario>>,
    CriaUsuarioMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return criaUsuario(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type CriaUsuarioMutationResult = NonNullable<Awaited<ReturnType<typeof criaUsuario>>>;
export type CriaUsuarioMutationBody = BodyType<UsuarioInput>;
export type CriaUsuarioMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
>;
export type CriaUsuarioMutationVariables = { data: BodyType<UsuarioInput> };

/**
 * @summary Cria usuário
 */
export const useCriaUsuario = <
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ConflitoResponse | ErroResponse
  >,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof criaUsuario>>,
      TError,
      CriaUsuarioMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof criaUsuario>>,
  TError,
  CriaUsuarioMutationVariables,
  TContext
> => {
  return useMutation(getCriaUsuarioMutationOptions(options), queryClient);
};
/**
 * @summary Busca usuário por id
 */
export const buscaUsuario = (
  id: number,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Usuario>({ url: `/v1/usuarios/${id}`, method: 'GET', signal }, options);
};

export const getBuscaUsuarioQueryKey = (id: number) => {
  return [`/v1/usuarios/${id}`] as const;
};

export const getBuscaUsuarioQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaUsuario>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaUsuario>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaUsuarioQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaUsuario>>> = ({ signal }) =>
    buscaUsuario(id, requestOptions, signal);

  return { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaUsuario>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaUsuarioQueryResult = NonNullable<Awaited<ReturnType<typeof buscaUsuario>>>;
export type BuscaUsuarioQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;

export function useBuscaUsuario<
  TData = Awaited<ReturnType<typeof buscaUsuario>>,
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
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaUsuario>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaUsuario>>,
          TError,
          Awaited<ReturnType<typeof buscaUsuario>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaUsuario<
  TData = Awaited<ReturnType<typeof buscaUsuario>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaUsuario>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaUsuario>>,
          TError,
          Awaited<ReturnType<typeof buscaUsuario>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaUsuario<
  TData = Awaited<ReturnType<typeof buscaUsuario>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaUsuario>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca usuário por id
 */

export function useBuscaUsuario<
  TData = Awaited<ReturnType<typeof buscaUsuario>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaUsuario>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaUsuarioQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Altera usuário
 */
export const alteraUsuario = (
  id: number,
  usuarioInput: BodyType<UsuarioInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Usuario>(
    {
      url: `/v1/usuarios/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: usuarioInput,
      signal,
    },
    options,
  );
};

export const getAlteraUsuarioMutationKey = () => ['alteraUsuario'] as const;

export const getAlteraUsuarioMutationOptions = <
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
    Awaited<ReturnType<typeof alteraUsuario>>,
    TError,
    AlteraUsuarioMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraUsuario>>,
  TError,
  AlteraUsuarioMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraUsuarioMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraUsuario>>,
    AlteraUsuarioMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return alteraUsuario(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraUsuarioMutationResult = NonNullable<Awaited<ReturnType<typeof alteraUsuario>>>;
export type AlteraUsuarioMutationBody = BodyType<UsuarioInput>;
export type AlteraUsuarioMutationError = ErrorType<
  | ErroValidacaoResponse
  | NaoAutenticadoResponse
  | SemPermissaoResponse
  | NaoEncontradoResponse
  | ConflitoResponse
  | ErroResponse
>;
export type AlteraUsuarioMutationVariables = { id: number; data: BodyType<UsuarioInput> };

/**
 * @summary Altera usuário
 */
export const useAlteraUsuario = <
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
      Awaited<ReturnType<typeof alteraUsuario>>,
      TError,
      AlteraUsuarioMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraUsuario>>,
  TError,
  AlteraUsuarioMutationVariables,
  TContext
> => {
  return useMutation(getAlteraUsuarioMutationOptions(options), queryClient);
};
/**
 * Os mesmos filtros da listagem (pesquisa, aba, ordenação e filtros avançados) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limiteExportacao, todos os registros que atendem aos filtros; com ids, só esses ("Exportar seleção").
 * @summary Exporta usuários em planilha Excel
 */
export const exportaExcelUsuarios = (
  params?: ExportaExcelUsuariosParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PlanilhaExcelResponse>(
    { url: `/v1/usuarios/exporta-excel`, method: 'GET', params, responseType: 'blob', signal },
    options,
  );
};

export const getExportaExcelUsuariosQueryKey = (params?: ExportaExcelUsuariosParams) => {
  return [`/v1/usuarios/exporta-excel`, ...(params ? [params] : [])] as const;
};

export const getExportaExcelUsuariosQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaExcelUsuarios>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelUsuariosParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelUsuarios>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaExcelUsuariosQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaExcelUsuarios>>> = ({ signal }) =>
    exportaExcelUsuarios(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaExcelUsuarios>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaExcelUsuariosQueryResult = NonNullable<Awaited<ReturnType<typeof exportaExcelUsuarios>>>;
export type ExportaExcelUsuariosQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaExcelUsuarios<
  TData = Awaited<ReturnType<typeof exportaExcelUsuarios>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ExportaExcelUsuariosParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelUsuarios>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaExcelUsuarios>>,
          TError,
          Awaited<ReturnType<typeof exportaExcelUsuarios>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaExcelUsuarios<
  TData = Awaited<ReturnType<typeof exportaExcelUsuarios>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelUsuariosParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelUsuarios>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaExcelUsuarios>>,
          TError,
          Awaited<ReturnType<typeof exportaExcelUsuarios>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaExcelUsuarios<
  TData = Awaited<ReturnType<typeof exportaExcelUsuarios>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelUsuariosParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelUsuarios>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Exporta usuários em planilha Excel
 */

export function useExportaExcelUsuarios<
  TData = Awaited<ReturnType<typeof exportaExcelUsuarios>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelUsuariosParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelUsuarios>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaExcelUsuariosQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Relatório PDF da listagem, com os mesmos filtros e colunas da exportação em Excel.
 * @summary Exporta usuários em relatório PDF
 */
export const exportaListagemUsuarios = (
  params?: ExportaListagemUsuariosParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<RelatorioPdfResponse>(
    { url: `/v1/usuarios/exporta-listagem`, method: 'GET', params, responseType: 'blob', signal },
    options,
  );
};

export const getExportaListagemUsuariosQueryKey = (params?: ExportaListagemUsuariosParams) => {
  return [`/v1/usuarios/exporta-listagem`, ...(params ? [params] : [])] as const;
};

export const getExportaListagemUsuariosQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaListagemUsuarios>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemUsuariosParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemUsuarios>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaListagemUsuariosQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaListagemUsuarios>>> = ({ signal }) =>
    exportaListagemUsuarios(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaListagemUsuarios>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaListagemUsuariosQueryResult = NonNullable<
  Awaited<ReturnType<typeof exportaListagemUsuarios>>
>;
export type ExportaListagemUsuariosQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaListagemUsuarios<
  TData = Awaited<ReturnType<typeof exportaListagemUsuarios>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ExportaListagemUsuariosParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemUsuarios>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaListagemUsuarios>>,
          TError,
          Awaited<ReturnType<typeof exportaListagemUsuarios>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaListagemUsuarios<
  TData = Awaited<ReturnType<typeof exportaListagemUsuarios>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemUsuariosParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemUsuarios>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaListagemUsuarios>>,
          TError,
          Awaited<ReturnType<typeof exportaListagemUsuarios>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaListagemUsuarios<
  TData = Awaited<ReturnType<typeof exportaListagemUsuarios>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemUsuariosParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemUsuarios>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Exporta usuários em relatório PDF
 */

export function useExportaListagemUsuarios<
  TData = Awaited<ReturnType<typeof exportaListagemUsuarios>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemUsuariosParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemUsuarios>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaListagemUsuariosQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Preferências do usuário da sessão. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem de usuários
 */
export const buscaColunasUsuarioUsuarios = (
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PreferenciasColunasResponse>(
    { url: `/v1/usuarios/colunas-usuarios`, method: 'GET', signal },
    options,
  );
};

export const getBuscaColunasUsuarioUsuariosQueryKey = () => {
  return [`/v1/usuarios/colunas-usuarios`] as const;
};

export const getBuscaColunasUsuarioUsuariosQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioUsuarios>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioUsuarios>>, TError, TData>>;
  request?: SecondParameter<typeof httpRequest>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaColunasUsuarioUsuariosQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaColunasUsuarioUsuarios>>> = ({ signal }) =>
    buscaColunasUsuarioUsuarios(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaColunasUsuarioUsuarios>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaColunasUsuarioUsuariosQueryResult = NonNullable<
  Awaited<ReturnType<typeof buscaColunasUsuarioUsuarios>>
>;
export type BuscaColunasUsuarioUsuariosQueryError = ErrorType<
  NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useBuscaColunasUsuarioUsuarios<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioUsuarios>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioUsuarios>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaColunasUsuarioUsuarios>>,
          TError,
          Awaited<ReturnType<typeof buscaColunasUsuarioUsuarios>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaColunasUsuarioUsuarios<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioUsuarios>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioUsuarios>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaColunasUsuarioUsuarios>>,
          TError,
          Awaited<ReturnType<typeof buscaColunasUsuarioUsuarios>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaColunasUsuarioUsuarios<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioUsuarios>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioUsuarios>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca as preferências de colunas da listagem de usuários
 */

export function useBuscaColunasUsuarioUsuarios<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioUsuarios>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioUsuarios>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaColunasUsuarioUsuariosQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Substitui as preferências do usuário da sessão. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem de usuários
 */
export const alteraColunasUsuarioUsuarios = (
  preferenciasColunas: BodyType<PreferenciasColunas>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PreferenciasColunasResponse>(
    {
      url: `/v1/usuarios/colunas-usuarios`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: preferenciasColunas,
      signal,
    },
    options,
  );
};

export const getAlteraColunasUsuarioUsuariosMutationKey = () => ['alteraColunasUsuarioUsuarios'] as const;

export const getAlteraColunasUsuarioUsuariosMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof alteraColunasUsuarioUsuarios>>,
    TError,
    AlteraColunasUsuarioUsuariosMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraColunasUsuarioUsuarios>>,
  TError,
  AlteraColunasUsuarioUsuariosMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraColunasUsuarioUsuariosMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraColunasUsuarioUsuarios>>,
    AlteraColunasUsuarioUsuariosMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return alteraColunasUsuarioUsuarios(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraColunasUsuarioUsuariosMutationResult = NonNullable<
  Awaited<ReturnType<typeof alteraColunasUsuarioUsuarios>>
>;
export type AlteraColunasUsuarioUsuariosMutationBody = BodyType<PreferenciasColunas>;
export type AlteraColunasUsuarioUsuariosMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type AlteraColunasUsuarioUsuariosMutationVariables = { data: BodyType<PreferenciasColunas> };

/**
 * @summary Grava as preferências de colunas da listagem de usuários
 */
export const useAlteraColunasUsuarioUsuarios = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof alteraColunasUsuarioUsuarios>>,
      TError,
      AlteraColunasUsuarioUsuariosMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraColunasUsuarioUsuarios>>,
  TError,
  AlteraColunasUsuarioUsuariosMutationVariables,
  TContext
> => {
  return useMutation(getAlteraColunasUsuarioUsuariosMutationOptions(options), queryClient);
};
/**
 * E-mail já confirmado responde 409.
 * @summary Reenvia o e-mail de confirmação ao usuário
 */
export const enviaEmailConfirmacaoUsuario = (
  id: number,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<void>(
    { url: `/v1/usuarios/envia-email-confirmacao/${id}`, method: 'POST', signal },
    options,
  );
};

export const getEnviaEmailConfirmacaoUsuarioMutationKey = () => ['enviaEmailConfirmacaoUsuario'] as const;

export const getEnviaEmailConfirmacaoUsuarioMutationOptions = <
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
    Awaited<ReturnType<typeof enviaEmailConfirmacaoUsuario>>,
    TError,
    EnviaEmailConfirmacaoUsuarioMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof enviaEmailConfirmacaoUsuario>>,
  TError,
  EnviaEmailConfirmacaoUsuarioMutationVariables,
  TContext
> => {
  const mutationKey = getEnviaEmailConfirmacaoUsuarioMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof enviaEmailConfirmacaoUsuario>>,
    EnviaEmailConfirmacaoUsuarioMutationVariables
  > = (props) => {
    const { id } = props ?? {};

    return enviaEmailConfirmacaoUsuario(id, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type EnviaEmailConfirmacaoUsuarioMutationResult = NonNullable<
  Awaited<ReturnType<typeof enviaEmailConfirmacaoUsuario>>
>;

export type EnviaEmailConfirmacaoUsuarioMutationError = ErrorType<
  | ErroValidacaoResponse
  | NaoAutenticadoResponse
  | SemPermissaoResponse
  | NaoEncontradoResponse
  | ConflitoResponse
  | ErroResponse
>;
export type EnviaEmailConfirmacaoUsuarioMutationVariables = { id: number };

/**
 * @summary Reenvia o e-mail de confirmação ao usuário
 */
export const useEnviaEmailConfirmacaoUsuario = <
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
      Awaited<ReturnType<typeof enviaEmailConfirmacaoUsuario>>,
      TError,
      EnviaEmailConfirmacaoUsuarioMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof enviaEmailConfirmacaoUsuario>>,
  TError,
  EnviaEmailConfirmacaoUsuarioMutationVariables,
  TContext
> => {
  return useMutation(getEnviaEmailConfirmacaoUsuarioMutationOptions(options), queryClient);
};
/**
 * Vínculos usuário-cliente; a pesquisa (filtros) atende nome e e-mail do usuário e nome do servidor.
 * @summary Lista os usuários vinculados a um cliente
 */
export const listaUsuariosPorEmpresa = (
  empresaId: Id,
  params?: ListaUsuariosPorEmpresaParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PaginaUsuariosEmpresa>(
    { url: `/v1/usuarios/por-empresa-id/${empresaId}`, method: 'GET', params, signal },
    options,
  );
};

export const getListaUsuariosPorEmpresaQueryKey = (empresaId: Id, params?: ListaUsuariosPorEmpresaParams) => {
  return [`/v1/usuarios/por-empresa-id/${empresaId}`, ...(params ? [params] : [])] as const;
};

export const getListaUsuariosPorEmpresaQueryOptions = <
  TData = Awaited<ReturnType<typeof listaUsuariosPorEmpresa>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  empresaId: Id,
  params?: ListaUsuariosPorEmpresaParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaUsuariosPorEmpresa>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListaUsuariosPorEmpresaQueryKey(empresaId, params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listaUsuariosPorEmpresa>>> = ({ signal }) =>
    listaUsuariosPorEmpresa(empresaId, params, requestOptions, signal);

  return {
    queryKey,
    queryFn,
    enabled: empresaId !== null && empresaId !== undefined,
    ...queryOptions,
  } as UseQueryOptions<Awaited<ReturnType<typeof listaUsuariosPorEmpresa>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type ListaUsuariosPorEmpresaQueryResult = NonNullable<
  Awaited<ReturnType<typeof listaUsuariosPorEmpresa>>
>;
export type ListaUsuariosPorEmpresaQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;

export function useListaUsuariosPorEmpresa<
  TData = Awaited<ReturnType<typeof listaUsuariosPorEmpresa>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  empresaId: Id,
  params: undefined | ListaUsuariosPorEmpresaParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaUsuariosPorEmpresa>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaUsuariosPorEmpresa>>,
          TError,
          Awaited<ReturnType<typeof listaUsuariosPorEmpresa>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaUsuariosPorEmpresa<
  TData = Awaited<ReturnType<typeof listaUsuariosPorEmpresa>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  empresaId: Id,
  params?: ListaUsuariosPorEmpresaParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaUsuariosPorEmpresa>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaUsuariosPorEmpresa>>,
          TError,
          Awaited<ReturnType<typeof listaUsuariosPorEmpresa>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaUsuariosPorEmpresa<
  TData = Awaited<ReturnType<typeof listaUsuariosPorEmpresa>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  empresaId: Id,
  params?: ListaUsuariosPorEmpresaParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaUsuariosPorEmpresa>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Lista os usuários vinculados a um cliente
 */

export function useListaUsuariosPorEmpresa<
  TData = Awaited<ReturnType<typeof listaUsuariosPorEmpresa>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  empresaId: Id,
  params?: ListaUsuariosPorEmpresaParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaUsuariosPorEmpresa>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getListaUsuariosPorEmpresaQueryOptions(empresaId, params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Servidor inexistente ou inativo responde 400. A interface mostra "Servidor atualizado com sucesso".
 * @summary Define o servidor alternativo do usuário no cliente
 */
export const alteraServidorUsuarioEmpresa = (
  id: Id,
  alteraServidorUsuarioInput: BodyType<AlteraServidorUsuarioInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<UsuarioEmpresa>(
    {
      url: `/v1/usuarios/altera-servidor/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: alteraServidorUsuarioInput,
      signal,
    },
    options,
  );
};

export const getAlteraServidorUsuarioEmpresaMutationKey = () => ['alteraServidorUsuarioEmpresa'] as const;

export const getAlteraServidorUsuarioEmpresaMutationOptions = <
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
    Awaited<ReturnType<typeof alteraServidorUsuarioEmpresa>>,
    TError,
    AlteraServidorUsuarioEmpresaMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraServidorUsuarioEmpresa>>,
  TError,
  AlteraServidorUsuarioEmpresaMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraServidorUsuarioEmpresaMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraServidorUsuarioEmpresa>>,
    AlteraServidorUsuarioEmpresaMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return alteraServidorUsuarioEmpresa(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraServidorUsuarioEmpresaMutationResult = NonNullable<
  Awaited<ReturnType<typeof alteraServidorUsuarioEmpresa>>
>;
export type AlteraServidorUsuarioEmpresaMutationBody = BodyType<AlteraServidorUsuarioInput>;
export type AlteraServidorUsuarioEmpresaMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;
export type AlteraServidorUsuarioEmpresaMutationVariables = {
  id: Id;
  data: BodyType<AlteraServidorUsuarioInput>;
};

/**
 * @summary Define o servidor alternativo do usuário no cliente
 */
export const useAlteraServidorUsuarioEmpresa = <
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
      Awaited<ReturnType<typeof alteraServidorUsuarioEmpresa>>,
      TError,
      AlteraServidorUsuarioEmpresaMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraServidorUsuarioEmpresa>>,
  TError,
  AlteraServidorUsuarioEmpresaMutationVariables,
  TContext
> => {
  return useMutation(getAlteraServidorUsuarioEmpresaMutationOptions(options), queryClient);
};
/**
 * O usuário volta a usar o servidor do cliente (servidor nulo).
 * @summary Remove o servidor alternativo do usuário no cliente
 */
export const removeServidorUsuarioEmpresa = (
  id: Id,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<UsuarioEmpresa>(
    { url: `/v1/usuarios/remove-servidor/${id}`, method: 'PUT', signal },
    options,
  );
};

export const getRemoveServidorUsuarioEmpresaMutationKey = () => ['removeServidorUsuarioEmpresa'] as const;

export const getRemoveServidorUsuarioEmpresaMutationOptions = <
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
    Awaited<ReturnType<typeof removeServidorUsuarioEmpresa>>,
    TError,
    RemoveServidorUsuarioEmpresaMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof removeServidorUsuarioEmpresa>>,
  TError,
  RemoveServidorUsuarioEmpresaMutationVariables,
  TContext
> => {
  const mutationKey = getRemoveServidorUsuarioEmpresaMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof removeServidorUsuarioEmpresa>>,
    RemoveServidorUsuarioEmpresaMutationVariables
  > = (props) => {
    const { id } = props ?? {};

    return removeServidorUsuarioEmpresa(id, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type RemoveServidorUsuarioEmpresaMutationResult = NonNullable<
  Awaited<ReturnType<typeof removeServidorUsuarioEmpresa>>
>;

export type RemoveServidorUsuarioEmpresaMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;
export type RemoveServidorUsuarioEmpresaMutationVariables = { id: Id };

/**
 * @summary Remove o servidor alternativo do usuário no cliente
 */
export const useRemoveServidorUsuarioEmpresa = <
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
      Awaited<ReturnType<typeof removeServidorUsuarioEmpresa>>,
      TError,
      RemoveServidorUsuarioEmpresaMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof removeServidorUsuarioEmpresa>>,
  TError,
  RemoveServidorUsuarioEmpresaMutationVariables,
  TContext
> => {
  return useMutation(getRemoveServidorUsuarioEmpresaMutationOptions(options), queryClient);
};
