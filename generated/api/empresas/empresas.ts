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
  CertificadoDigital,
  CertificadoDigitalInput,
  ConfiguracaoFiscal,
  ConfiguracaoFiscalEmpresa,
  ConflitoResponse,
  Empresa,
  EmpresaFormulario,
  ErroResponse,
  ErroValidacaoResponse,
  ExportaExcelEmpresasParams,
  ExportaListagemEmpresasParams,
  ListaEmpresasParams,
  NaoAutenticadoResponse,
  NaoEncontradoResponse,
  PaginaEmpresas,
  PlanilhaExcelResponse,
  PreferenciasColunas,
  PreferenciasColunasResponse,
  RelatorioPdfResponse,
  SemPermissaoResponse,
  TipoNaoSuportadoResponse,
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
 * O seletor de clientes usa situacao=UNLOCK e acessoLimitado=false.
 * @summary Lista clientes
 */
export const listaEmpresas = (
  params?: ListaEmpresasParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PaginaEmpresas>({ url: `/v1/empresas`, method: 'GET', params, signal }, options);
};

export const getListaEmpresasQueryKey = (params?: ListaEmpresasParams) => {
  return [`/v1/empresas`, ...(params ? [params] : [])] as const;
};

export const getListaEmpresasQueryOptions = <
  TData = Awaited<ReturnType<typeof listaEmpresas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaEmpresasParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaEmpresas>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListaEmpresasQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listaEmpresas>>> = ({ signal }) =>
    listaEmpresas(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof listaEmpresas>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ListaEmpresasQueryResult = NonNullable<Awaited<ReturnType<typeof listaEmpresas>>>;
export type ListaEmpresasQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useListaEmpresas<
  TData = Awaited<ReturnType<typeof listaEmpresas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ListaEmpresasParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaEmpresas>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaEmpresas>>,
          TError,
          Awaited<ReturnType<typeof listaEmpresas>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaEmpresas<
  TData = Awaited<ReturnType<typeof listaEmpresas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaEmpresasParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaEmpresas>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaEmpresas>>,
          TError,
          Awaited<ReturnType<typeof listaEmpresas>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaEmpresas<
  TData = Awaited<ReturnType<typeof listaEmpresas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaEmpresasParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaEmpresas>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Lista clientes
 */

export function useListaEmpresas<
  TData = Awaited<ReturnType<typeof listaEmpresas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaEmpresasParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaEmpresas>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getListaEmpresasQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * multipart/form-data: `dados` (EmpresaInput em JSON) e `logo` opcional. cpfcnpj já cadastrado responde 409.
 * @summary Cria cliente
 */
export const criaEmpresa = (
  empresaFormulario: BodyType<EmpresaFormulario>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  const formData = multipartBody(empresaFormulario);
  return httpRequest<Empresa>(
    {
      url: `/v1/empresas`,
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      data: formData,
      signal,
    },
    options,
  );
};

export const getCriaEmpresaMutationKey = () => ['criaEmpresa'] as const;

export const getCriaEmpresaMutationOptions = <
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | ConflitoResponse
    | TipoNaoSuportadoResponse
    | ErroResponse
  >,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof criaEmpresa>>,
    TError,
    CriaEmpresaMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof criaEmpresa>>,
  TError,
  CriaEmpresaMutationVariables,
  TContext
> => {
  const mutationKey = getCriaEmpresaMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof criaEmpresa>>,
    CriaEmpresaMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return criaEmpresa(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type CriaEmpresaMutationResult = NonNullable<Awaited<ReturnType<typeof criaEmpresa>>>;
export type CriaEmpresaMutationBody = BodyType<EmpresaFormulario>;
export type CriaEmpresaMutationError = ErrorType<
  | ErroValidacaoResponse
  | NaoAutenticadoResponse
  | SemPermissaoResponse
  | ConflitoResponse
  | TipoNaoSuportadoResponse
  | ErroResponse
>;
export type CriaEmpresaMutationVariables = { data: BodyType<EmpresaFormulario> };

/**
 * @summary Cria cliente
 */
export const useCriaEmpresa = <
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | ConflitoResponse
    | TipoNaoSuportadoResponse
    | ErroResponse
  >,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof criaEmpresa>>,
      TError,
      CriaEmpresaMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof criaEmpresa>>,
  TError,
  CriaEmpresaMutationVariables,
  TContext
> => {
  return useMutation(getCriaEmpresaMutationOptions(options), queryClient);
};
/**
 * @summary Busca cliente por id
 */
export const buscaEmpresa = (
  id: number,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Empresa>({ url: `/v1/empresas/${id}`, method: 'GET', signal }, options);
};

export const getBuscaEmpresaQueryKey = (id: number) => {
  return [`/v1/empresas/${id}`] as const;
};

export const getBuscaEmpresaQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaEmpresa>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaEmpresa>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaEmpresaQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaEmpresa>>> = ({ signal }) =>
    buscaEmpresa(id, requestOptions, signal);

  return { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaEmpresa>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaEmpresaQueryResult = NonNullable<Awaited<ReturnType<typeof buscaEmpresa>>>;
export type BuscaEmpresaQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;

export function useBuscaEmpresa<
  TData = Awaited<ReturnType<typeof buscaEmpresa>>,
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
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaEmpresa>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaEmpresa>>,
          TError,
          Awaited<ReturnType<typeof buscaEmpresa>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaEmpresa<
  TData = Awaited<ReturnType<typeof buscaEmpresa>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaEmpresa>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaEmpresa>>,
          TError,
          Awaited<ReturnType<typeof buscaEmpresa>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaEmpresa<
  TData = Awaited<ReturnType<typeof buscaEmpresa>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaEmpresa>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca cliente por id
 */

export function useBuscaEmpresa<
  TData = Awaited<ReturnType<typeof buscaEmpresa>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaEmpresa>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaEmpresaQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * multipart/form-data: `dados` (EmpresaInput em JSON), `logo` opcional (ausente mantém o atual) e removeLogo.
 * @summary Altera cliente
 */
export const alteraEmpresa = (
  id: number,
  empresaFormulario: BodyType<EmpresaFormulario>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  const formData = multipartBody(empresaFormulario);
  return httpRequest<Empresa>(
    {
      url: `/v1/empresas/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'multipart/form-data' },
      data: formData,
      signal,
    },
    options,
  );
};

export const getAlteraEmpresaMutationKey = () => ['alteraEmpresa'] as const;

export const getAlteraEmpresaMutationOptions = <
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ConflitoResponse
    | TipoNaoSuportadoResponse
    | ErroResponse
  >,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof alteraEmpresa>>,
    TError,
    AlteraEmpresaMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraEmpresa>>,
  TError,
  AlteraEmpresaMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraEmpresaMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraEmpresa>>,
    AlteraEmpresaMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return alteraEmpresa(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraEmpresaMutationResult = NonNullable<Awaited<ReturnType<typeof alteraEmpresa>>>;
export type AlteraEmpresaMutationBody = BodyType<EmpresaFormulario>;
export type AlteraEmpresaMutationError = ErrorType<
  | ErroValidacaoResponse
  | NaoAutenticadoResponse
  | SemPermissaoResponse
  | NaoEncontradoResponse
  | ConflitoResponse
  | TipoNaoSuportadoResponse
  | ErroResponse
>;
export type AlteraEmpresaMutationVariables = { id: number; data: BodyType<EmpresaFormulario> };

/**
 * @summary Altera cliente
 */
export const useAlteraEmpresa = <
  TError = ErrorType<
    | ErroValidacaoResponse
    | NaoAutenticadoResponse
    | SemPermissaoResponse
    | NaoEncontradoResponse
    | ConflitoResponse
    | TipoNaoSuportadoResponse
    | ErroResponse
  >,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof alteraEmpresa>>,
      TError,
      AlteraEmpresaMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraEmpresa>>,
  TError,
  AlteraEmpresaMutationVariables,
  TContext
> => {
  return useMutation(getAlteraEmpresaMutationOptions(options), queryClient);
};
/**
 * Os mesmos filtros da listagem (pesquisa, aba, ordenação e filtros avançados) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limiteExportacao, todos os registros que atendem aos filtros; com ids, só esses ("Exportar seleção").
 * @summary Exporta clientes em planilha Excel
 */
export const exportaExcelEmpresas = (
  params?: ExportaExcelEmpresasParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PlanilhaExcelResponse>(
    { url: `/v1/empresas/exporta-excel`, method: 'GET', params, responseType: 'blob', signal },
    options,
  );
};

export const getExportaExcelEmpresasQueryKey = (params?: ExportaExcelEmpresasParams) => {
  return [`/v1/empresas/exporta-excel`, ...(params ? [params] : [])] as const;
};

export const getExportaExcelEmpresasQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaExcelEmpresas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelEmpresasParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelEmpresas>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaExcelEmpresasQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaExcelEmpresas>>> = ({ signal }) =>
    exportaExcelEmpresas(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaExcelEmpresas>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaExcelEmpresasQueryResult = NonNullable<Awaited<ReturnType<typeof exportaExcelEmpresas>>>;
export type ExportaExcelEmpresasQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaExcelEmpresas<
  TData = Awaited<ReturnType<typeof exportaExcelEmpresas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ExportaExcelEmpresasParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelEmpresas>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaExcelEmpresas>>,
          TError,
          Awaited<ReturnType<typeof exportaExcelEmpresas>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaExcelEmpresas<
  TData = Awaited<ReturnType<typeof exportaExcelEmpresas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelEmpresasParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelEmpresas>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaExcelEmpresas>>,
          TError,
          Awaited<ReturnType<typeof exportaExcelEmpresas>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaExcelEmpresas<
  TData = Awaited<ReturnType<typeof exportaExcelEmpresas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelEmpresasParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelEmpresas>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Exporta clientes em planilha Excel
 */

export function useExportaExcelEmpresas<
  TData = Awaited<ReturnType<typeof exportaExcelEmpresas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaExcelEmpresasParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaExcelEmpresas>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaExcelEmpresasQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Relatório PDF da listagem, com os mesmos filtros e colunas da exportação em Excel.
 * @summary Exporta clientes em relatório PDF
 */
export const exportaListagemEmpresas = (
  params?: ExportaListagemEmpresasParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<RelatorioPdfResponse>(
    { url: `/v1/empresas/exporta-listagem`, method: 'GET', params, responseType: 'blob', signal },
    options,
  );
};

export const getExportaListagemEmpresasQueryKey = (params?: ExportaListagemEmpresasParams) => {
  return [`/v1/empresas/exporta-listagem`, ...(params ? [params] : [])] as const;
};

export const getExportaListagemEmpresasQueryOptions = <
  TData = Awaited<ReturnType<typeof exportaListagemEmpresas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemEmpresasParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemEmpresas>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getExportaListagemEmpresasQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof exportaListagemEmpresas>>> = ({ signal }) =>
    exportaListagemEmpresas(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof exportaListagemEmpresas>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ExportaListagemEmpresasQueryResult = NonNullable<
  Awaited<ReturnType<typeof exportaListagemEmpresas>>
>;
export type ExportaListagemEmpresasQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useExportaListagemEmpresas<
  TData = Awaited<ReturnType<typeof exportaListagemEmpresas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ExportaListagemEmpresasParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemEmpresas>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaListagemEmpresas>>,
          TError,
          Awaited<ReturnType<typeof exportaListagemEmpresas>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaListagemEmpresas<
  TData = Awaited<ReturnType<typeof exportaListagemEmpresas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemEmpresasParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemEmpresas>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportaListagemEmpresas>>,
          TError,
          Awaited<ReturnType<typeof exportaListagemEmpresas>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useExportaListagemEmpresas<
  TData = Awaited<ReturnType<typeof exportaListagemEmpresas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemEmpresasParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemEmpresas>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Exporta clientes em relatório PDF
 */

export function useExportaListagemEmpresas<
  TData = Awaited<ReturnType<typeof exportaListagemEmpresas>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ExportaListagemEmpresasParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof exportaListagemEmpresas>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getExportaListagemEmpresasQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Preferências do usuário da sessão. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem de clientes
 */
export const buscaColunasUsuarioEmpresas = (
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PreferenciasColunasResponse>(
    { url: `/v1/empresas/colunas-usuarios`, method: 'GET', signal },
    options,
  );
};

export const getBuscaColunasUsuarioEmpresasQueryKey = () => {
  return [`/v1/empresas/colunas-usuarios`] as const;
};

export const getBuscaColunasUsuarioEmpresasQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioEmpresas>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(options?: {
  query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioEmpresas>>, TError, TData>>;
  request?: SecondParameter<typeof httpRequest>;
}) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaColunasUsuarioEmpresasQueryKey();

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaColunasUsuarioEmpresas>>> = ({ signal }) =>
    buscaColunasUsuarioEmpresas(requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaColunasUsuarioEmpresas>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaColunasUsuarioEmpresasQueryResult = NonNullable<
  Awaited<ReturnType<typeof buscaColunasUsuarioEmpresas>>
>;
export type BuscaColunasUsuarioEmpresasQueryError = ErrorType<
  NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useBuscaColunasUsuarioEmpresas<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioEmpresas>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioEmpresas>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaColunasUsuarioEmpresas>>,
          TError,
          Awaited<ReturnType<typeof buscaColunasUsuarioEmpresas>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaColunasUsuarioEmpresas<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioEmpresas>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioEmpresas>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaColunasUsuarioEmpresas>>,
          TError,
          Awaited<ReturnType<typeof buscaColunasUsuarioEmpresas>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaColunasUsuarioEmpresas<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioEmpresas>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioEmpresas>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca as preferências de colunas da listagem de clientes
 */

export function useBuscaColunasUsuarioEmpresas<
  TData = Awaited<ReturnType<typeof buscaColunasUsuarioEmpresas>>,
  TError = ErrorType<NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaColunasUsuarioEmpresas>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaColunasUsuarioEmpresasQueryOptions(options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Substitui as preferências do usuário da sessão. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem de clientes
 */
export const alteraColunasUsuarioEmpresas = (
  preferenciasColunas: BodyType<PreferenciasColunas>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PreferenciasColunasResponse>(
    {
      url: `/v1/empresas/colunas-usuarios`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      data: preferenciasColunas,
      signal,
    },
    options,
  );
};

export const getAlteraColunasUsuarioEmpresasMutationKey = () => ['alteraColunasUsuarioEmpresas'] as const;

export const getAlteraColunasUsuarioEmpresasMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof alteraColunasUsuarioEmpresas>>,
    TError,
    AlteraColunasUsuarioEmpresasMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraColunasUsuarioEmpresas>>,
  TError,
  AlteraColunasUsuarioEmpresasMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraColunasUsuarioEmpresasMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraColunasUsuarioEmpresas>>,
    AlteraColunasUsuarioEmpresasMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return alteraColunasUsuarioEmpresas(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraColunasUsuarioEmpresasMutationResult = NonNullable<
  Awaited<ReturnType<typeof alteraColunasUsuarioEmpresas>>
>;
export type AlteraColunasUsuarioEmpresasMutationBody = BodyType<PreferenciasColunas>;
export type AlteraColunasUsuarioEmpresasMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type AlteraColunasUsuarioEmpresasMutationVariables = { data: BodyType<PreferenciasColunas> };

/**
 * @summary Grava as preferências de colunas da listagem de clientes
 */
export const useAlteraColunasUsuarioEmpresas = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof alteraColunasUsuarioEmpresas>>,
      TError,
      AlteraColunasUsuarioEmpresasMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraColunasUsuarioEmpresas>>,
  TError,
  AlteraColunasUsuarioEmpresasMutationVariables,
  TContext
> => {
  return useMutation(getAlteraColunasUsuarioEmpresasMutationOptions(options), queryClient);
};
/**
 * @summary Busca a configuração fiscal do cliente
 */
export const buscaConfiguracoesEmpresa = (
  id: number,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<ConfiguracaoFiscalEmpresa>(
    { url: `/v1/empresas/${id}/configuracoes`, method: 'GET', signal },
    options,
  );
};

export const getBuscaConfiguracoesEmpresaQueryKey = (id: number) => {
  return [`/v1/empresas/${id}/configuracoes`] as const;
};

export const getBuscaConfiguracoesEmpresaQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaConfiguracoesEmpresa>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaConfiguracoesEmpresa>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaConfiguracoesEmpresaQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaConfiguracoesEmpresa>>> = ({ signal }) =>
    buscaConfiguracoesEmpresa(id, requestOptions, signal);

  return { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaConfiguracoesEmpresa>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaConfiguracoesEmpresaQueryResult = NonNullable<
  Awaited<ReturnType<typeof buscaConfiguracoesEmpresa>>
>;
export type BuscaConfiguracoesEmpresaQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;

export function useBuscaConfiguracoesEmpresa<
  TData = Awaited<ReturnType<typeof buscaConfiguracoesEmpresa>>,
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
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaConfiguracoesEmpresa>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaConfiguracoesEmpresa>>,
          TError,
          Awaited<ReturnType<typeof buscaConfiguracoesEmpresa>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaConfiguracoesEmpresa<
  TData = Awaited<ReturnType<typeof buscaConfiguracoesEmpresa>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaConfiguracoesEmpresa>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaConfiguracoesEmpresa>>,
          TError,
          Awaited<ReturnType<typeof buscaConfiguracoesEmpresa>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaConfiguracoesEmpresa<
  TData = Awaited<ReturnType<typeof buscaConfiguracoesEmpresa>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaConfiguracoesEmpresa>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca a configuração fiscal do cliente
 */

export function useBuscaConfiguracoesEmpresa<
  TData = Awaited<ReturnType<typeof buscaConfiguracoesEmpresa>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaConfiguracoesEmpresa>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaConfiguracoesEmpresaQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * O certificado digital não muda por aqui (altera-certificado).
 * @summary Altera a configuração fiscal do cliente
 */
export const alteraConfiguracoesEmpresa = (
  id: number,
  configuracaoFiscal: BodyType<ConfiguracaoFiscal>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<ConfiguracaoFiscalEmpresa>(
    {
      url: `/v1/empresas/${id}/altera-configuracoes`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: configuracaoFiscal,
      signal,
    },
    options,
  );
};

export const getAlteraConfiguracoesEmpresaMutationKey = () => ['alteraConfiguracoesEmpresa'] as const;

export const getAlteraConfiguracoesEmpresaMutationOptions = <
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
    Awaited<ReturnType<typeof alteraConfiguracoesEmpresa>>,
    TError,
    AlteraConfiguracoesEmpresaMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraConfiguracoesEmpresa>>,
  TError,
  AlteraConfiguracoesEmpresaMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraConfiguracoesEmpresaMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraConfiguracoesEmpresa>>,
    AlteraConfiguracoesEmpresaMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return alteraConfiguracoesEmpresa(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraConfiguracoesEmpresaMutationResult = NonNullable<
  Awaited<ReturnType<typeof alteraConfiguracoesEmpresa>>
>;
export type AlteraConfiguracoesEmpresaMutationBody = BodyType<ConfiguracaoFiscal>;
export type AlteraConfiguracoesEmpresaMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;
export type AlteraConfiguracoesEmpresaMutationVariables = { id: number; data: BodyType<ConfiguracaoFiscal> };

/**
 * @summary Altera a configuração fiscal do cliente
 */
export const useAlteraConfiguracoesEmpresa = <
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
      Awaited<ReturnType<typeof alteraConfiguracoesEmpresa>>,
      TError,
      AlteraConfiguracoesEmpresaMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraConfiguracoesEmpresa>>,
  TError,
  AlteraConfiguracoesEmpresaMutationVariables,
  TContext
> => {
  return useMutation(getAlteraConfiguracoesEmpresaMutationOptions(options), queryClient);
};
/**
 * multipart/form-data com o arquivo .pfx/.p12 e a senha (a interface testa antes em testa-certificado-digital). Senha errada, arquivo inválido ou certificado vencido respondem 400.
 * @summary Substitui o certificado digital A1 do cliente
 */
export const alteraCertificadoEmpresa = (
  id: number,
  certificadoDigitalInput: BodyType<CertificadoDigitalInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  const formData = multipartBody(certificadoDigitalInput);
  return httpRequest<CertificadoDigital>(
    {
      url: `/v1/empresas/${id}/altera-certificado`,
      method: 'PUT',
      headers: { 'Content-Type': 'multipart/form-data' },
      data: formData,
      signal,
    },
    options,
  );
};

export const getAlteraCertificadoEmpresaMutationKey = () => ['alteraCertificadoEmpresa'] as const;

export const getAlteraCertificadoEmpresaMutationOptions = <
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
    Awaited<ReturnType<typeof alteraCertificadoEmpresa>>,
    TError,
    AlteraCertificadoEmpresaMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraCertificadoEmpresa>>,
  TError,
  AlteraCertificadoEmpresaMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraCertificadoEmpresaMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraCertificadoEmpresa>>,
    AlteraCertificadoEmpresaMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return alteraCertificadoEmpresa(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraCertificadoEmpresaMutationResult = NonNullable<
  Awaited<ReturnType<typeof alteraCertificadoEmpresa>>
>;
export type AlteraCertificadoEmpresaMutationBody = BodyType<CertificadoDigitalInput>;
export type AlteraCertificadoEmpresaMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;
export type AlteraCertificadoEmpresaMutationVariables = {
  id: number;
  data: BodyType<CertificadoDigitalInput>;
};

/**
 * @summary Substitui o certificado digital A1 do cliente
 */
export const useAlteraCertificadoEmpresa = <
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
      Awaited<ReturnType<typeof alteraCertificadoEmpresa>>,
      TError,
      AlteraCertificadoEmpresaMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraCertificadoEmpresa>>,
  TError,
  AlteraCertificadoEmpresaMutationVariables,
  TContext
> => {
  return useMutation(getAlteraCertificadoEmpresaMutationOptions(options), queryClient);
};
