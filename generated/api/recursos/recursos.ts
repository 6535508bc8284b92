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
  ExportaExcelParams,
  ExportaListagemParams,
  InativaRegistroHeaders,
  Motivo,
  NaoAutenticadoResponse,
  NaoEncontradoResponse,
  PreferenciasColunas,
  Recurso,
  RecursoImportavel,
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
 * Mesmos filtros da listagem do recurso (pesquisa, aba, ordenação e filtros avançados, com os mesmos nomes de parâmetro) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limitePagina, exporta todos os registros que atendem aos filtros. Com ids, só esses registros ("Exportar seleção" da listagem, que envia ids e ordenacao): a especificação não prevê exportar uma seleção, e repetir o parâmetro por id segue a forma dos demais filtros em lista.
 * @summary Exporta a listagem do recurso em planilha Excel
 */
export const exportaExcel = (
  recurso: Recurso,
  params?: ExportaExcelParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Blob>(
    { url: `/v1/${recurso}/exporta-excel`, method: 'GET', params, responseType: 'blob', signal },
    options,
  );
};

export const getExportaExcelQueryKey = (recurso: Recurso, params?: ExportaExcelParams) => {
  return [`/v1/${recurso}/exporta-excel`, ...(params ? [params] : [])] as const;
};

export const getExportaExcelQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaExcel>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  recurso: Recurso,
  params?: ExportaExcelParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcel>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaExcelQueryKey(recurso, params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaExcel>>> = ({ signal }) =>
    exportaExcel(recurso, params, requestOptions, signal);

  return {
    queryKey,
    queryFn,
    enabled: recurso !== null && recurso !== undefined,
    ...queryOptions,
  } as UseQueryOptions<Awaited<ReturnType<typeof exportaExcel>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type ExportaExcelQueryResult = NonNullable<Awaited<ReturnType<typeof exportaExcel>>>;
export type ExportaExcelQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;

export function useExportaExcel<
  TData = Awaited<ReturnType<typeof exportaExcel>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  recurso: Recurso,
  params: undefined | ExportaExcelParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcel>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaExcel>>,
          TError,
          Awaited<ReturnType<typeof exportaExcel>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaExcel<
  TData = Awaited<ReturnType<typeof exportaExcel>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  recurso: Recurso,
  params?: ExportaExcelParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcel>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaExcel>>,
          TError,
          Awaited<ReturnType<typeof exportaExcel>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaExcel<
  TData = Awaited<ReturnType<typeof exportaExcel>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  recurso: Recurso,
  params?: ExportaExcelParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcel>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Exporta a listagem do recurso em planilha Excel
 */

export function useExportaExcel<
  TData = Awaited<ReturnType<typeof exportaExcel>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  recurso: Recurso,
  params?: ExportaExcelParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcel>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaExcelQueryOptions(recurso, params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Relatório PDF da listagem, com os mesmos filtros da listagem do recurso e as colunas visíveis nas preferências do usuário. Sem limitePagina, inclui todos os registros que atendem aos filtros. Com ids, só esses registros ("Exportar seleção" da listagem, que envia ids e ordenacao), como na exportação em Excel.
 * @summary Exporta a listagem do recurso em PDF
 */
export const exportaListagem = (
  recurso: Recurso,
  params?: ExportaListagemParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Blob>(
    { url: `/v1/${recurso}/exporta-listagem`, method: 'GET', params, responseType: 'blob', signal },
    options,
  );
};

export const getExportaListagemQueryKey = (recurso: Recurso, params?: ExportaListagemParams) => {
  return [`/v1/${recurso}/exporta-listagem`, ...(params ? [params] : [])] as const;
};

export const getExportaListagemQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaListagem>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  recurso: Recurso,
  params?: ExportaListagemParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagem>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaListagemQueryKey(recurso, params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaListagem>>> = ({ signal }) =>
    exportaListagem(recurso, params, requestOptions, signal);

  return {
    queryKey,
    queryFn,
    enabled: recurso !== null && recurso !== undefined,
    ...queryOptions,
  } as UseQueryOptions<Awaited<ReturnType<typeof exportaListagem>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type ExportaListagemQueryResult = NonNullable<Awaited<ReturnType<typeof exportaListagem>>>;
export type ExportaListagemQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;

export function useExportaListagem<
  TData = Awaited<ReturnType<typeof exportaListagem>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  recurso: Recurso,
  params: undefined | ExportaListagemParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagem>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaListagem>>,
          TError,
          Awaited<ReturnType<typeof exportaListagem>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaListagem<
  TData = Awaited<ReturnType<typeof exportaListagem>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  recurso: Recurso,
  params?: ExportaListagemParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagem>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaListagem>>,
          TError,
          Awaited<ReturnType<typeof exportaListagem>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaListagem<
  TData = Awaited<ReturnType<typeof exportaListagem>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  recurso: Recurso,
  params?: ExportaListagemParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagem>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Exporta a listagem do recurso em PDF
 */

export function useExportaListagem<
  TData = Awaited<ReturnType<typeof exportaListagem>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  recurso: Recurso,
  params?: ExportaListagemParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagem>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaListagemQueryOptions(recurso, params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

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

/**
 * Preferências do usuário da sessão para a listagem do recurso. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem do recurso
 */
export const buscaColunasUsuario = (
  recurso: Recurso,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PreferenciasColunas>(
    { url: `/v1/${recurso}/colunas-usuarios`, method: 'GET', signal },
    options,
  );
};

export const getBuscaColunasUsuarioQueryKey = (recurso: Recurso) => {
  return [`/v1/${recurso}/colunas-usuarios`] as const;
};

export const getBuscaColunasUsuarioQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaColunasUsuario>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  recurso: Recurso,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuario>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaColunasUsuarioQueryKey(recurso);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaColunasUsuario>>> = ({ signal }) =>
    buscaColunasUsuario(recurso, requestOptions, signal);

  return {
    queryKey,
    queryFn,
    enabled: recurso !== null && recurso !== undefined,
    ...queryOptions,
  } as UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuario>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type BuscaColunasUsuarioQueryResult = NonNullable<Awaited<ReturnType<typeof buscaColunasUsuario>>>;
export type BuscaColunasUsuarioQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;

export function useBuscaColunasUsuario<
  TData = Awaited<ReturnType<typeof buscaColunasUsuario>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  recurso: Recurso,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuario>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaColunasUsuario>>,
          TError,
          Awaited<ReturnType<typeof buscaColunasUsuario>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaColunasUsuario<
  TData = Awaited<ReturnType<typeof buscaColunasUsuario>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  recurso: Recurso,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuario>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaColunasUsuario>>,
          TError,
          Awaited<ReturnType<typeof buscaColunasUsuario>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaColunasUsuario<
  TData = Awaited<ReturnType<typeof buscaColunasUsuario>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  recurso: Recurso,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuario>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca as preferências de colunas da listagem do recurso
 */

export function useBuscaColunasUsuario<
  TData = Awaited<ReturnType<typeof buscaColunasUsuario>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  recurso: Recurso,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuario>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaColunasUsuarioQueryOptions(recurso, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Substitui as preferências do usuário da sessão para a listagem do recurso. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem do recurso
 */
export const alteraColunasUsuario = (
  recurso: Recurso,
  preferenciasColunas: BodyType<PreferenciasColunas>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PreferenciasColunas>(
    {
      url: `/v1/${recurso}/colunas-usuarios`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: preferenciasColunas,
      signal,
    },
    options,
  );
};

export const getAlteraColunasUsuarioMutationKey = () => ['alteraColunasUsuario'] as const;

export const getAlteraColunasUsuarioMutationOptions = <
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
    Awaited<ReturnType<typeof alteraColunasUsuario>>,
    TError,
    AlteraColunasUsuarioMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraColunasUsuario>>,
  TError,
  AlteraColunasUsuarioMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraColunasUsuarioMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraColunasUsuario>>,
    AlteraColunasUsuarioMutationVariables
  > = (props) => {
    const { recurso, data } = props ?? {};

    return alteraColunasUsuario(recurso, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraColunasUsuarioMutationResult = NonNullable<
  Awaited<ReturnType<typeof alteraColunasUsuario>>
>;
export type AlteraColunasUsuarioMutationBody = BodyType<PreferenciasColunas>;
export type AlteraColunasUsuarioMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;
export type AlteraColunasUsuarioMutationVariables = { recurso: Recurso; data: BodyType<PreferenciasColunas> };

/**
 * @summary Grava as preferências de colunas da listagem do recurso
 */
export const useAlteraColunasUsuario = <
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
      Awaited<ReturnType<typeof alteraColunasUsuario>>,
      TError,
      AlteraColunasUsuarioMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraColunasUsuario>>,
  TError,
  AlteraColunasUsuarioMutationVariables,
  TContext
> => {
  return useMutation(getAlteraColunasUsuarioMutationOptions(options), queryClient);
};
/**
 * Planilha .xlsx com o cabeçalho das colunas aceitas pela importação do recurso e duas linhas de exemplo com registros reais (reenviá-las só regrava os mesmos dados). Os valores de pedágio têm seu próprio modelo, exporta-planilha-modelo-valores.
 * @summary Baixa a planilha modelo de importação do recurso
 */
export const exportaPlanilhaModelo = (
  recurso: RecursoImportavel,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Blob>(
    { url: `/v1/${recurso}/exporta-planilha-modelo`, method: 'GET', responseType: 'blob', signal },
    options,
  );
};

export const getExportaPlanilhaModeloQueryKey = (recurso: RecursoImportavel) => {
  return [`/v1/${recurso}/exporta-planilha-modelo`] as const;
};

export const getExportaPlanilhaModeloQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaPlanilhaModelo>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  recurso: RecursoImportavel,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModelo>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaPlanilhaModeloQueryKey(recurso);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaPlanilhaModelo>>> = ({ signal }) =>
    exportaPlanilhaModelo(recurso, requestOptions, signal);

  return {
    queryKey,
    queryFn,
    enabled: recurso !== null && recurso !== undefined,
    ...queryOptions,
  } as UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModelo>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type ExportaPlanilhaModeloQueryResult = NonNullable<Awaited<ReturnType<typeof exportaPlanilhaModelo>>>;
export type ExportaPlanilhaModeloQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;

export function useExportaPlanilhaModelo<
  TData = Awaited<ReturnType<typeof exportaPlanilhaModelo>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  recurso: RecursoImportavel,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModelo>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaPlanilhaModelo>>,
          TError,
          Awaited<ReturnType<typeof exportaPlanilhaModelo>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaPlanilhaModelo<
  TData = Awaited<ReturnType<typeof exportaPlanilhaModelo>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  recurso: RecursoImportavel,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModelo>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaPlanilhaModelo>>,
          TError,
          Awaited<ReturnType<typeof exportaPlanilhaModelo>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaPlanilhaModelo<
  TData = Awaited<ReturnType<typeof exportaPlanilhaModelo>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  recurso: RecursoImportavel,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModelo>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Baixa a planilha modelo de importação do recurso
 */

export function useExportaPlanilhaModelo<
  TData = Awaited<ReturnType<typeof exportaPlanilhaModelo>>,
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ErroResponse
  >,
>(
  recurso: RecursoImportavel,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaPlanilhaModelo>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaPlanilhaModeloQueryOptions(recurso, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}
