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
  AlteraDataConclusaoInput,
  AlteraResponsaveisInput,
  AlteraStatusChamadoInput,
  Chamado,
  ChamadoInput,
  ComentarioInput,
  ConflitoResponse,
  ContagemStatusChamados,
  ContagemStatusChamadosParams,
  Erro,
  ErroResponse,
  ErroValidacaoResponse,
  EventoChamado,
  FechaChamadoInput,
  Id,
  ListaChamadosParams,
  NaoAutenticadoResponse,
  NaoEncontradoResponse,
  PaginaChamados,
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
 * A aba EM_ABERTO (padrão) envia status=EM_ABERTO; a aba TODOS não envia status. Escolher situações na gaveta 'Filtros' leva a lista à aba TODOS e envia essas situações; escolher uma aba limpa essa escolha. Datas filtram pelo dia (yyyy-MM-dd, inclusive nas duas pontas). Mais recentes primeiro por padrão. As visões da fila de triagem são abas também, cada uma com os seus filtros: 'Atrasados' envia atrasados=true; 'Sem responsável', semResponsavel=true; 'Aguardando suporte', status=AGUARDANDO_RESPOSTA_SUPORTE; 'Meus', responsavelUsuarioId do usuário da sessão ('Sem responsável' e 'Meus' com as situações não fechadas em status). Os filtros se somam (todos precisam valer). A pesquisa (filtros) procura cada termo no código, no título, no nome do cliente, na descrição e nos comentários (os privados também), pelo texto e não pela marcação do texto formatado, em qualquer situação: a aba limita a situação, e a contagem por situação (contagem-status, com os mesmos termos) diz em que outras situações há resultados.
 * @summary Lista chamados
 */
export const listaChamados = (
  params?: ListaChamadosParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<PaginaChamados>({ url: `/v1/chamados`, method: 'GET', params, signal }, options);
};

export const getListaChamadosQueryKey = (params?: ListaChamadosParams) => {
  return [`/v1/chamados`, ...(params ? [params] : [])] as const;
};

export const getListaChamadosQueryOptions = <
  TData = Awaited<ReturnType<typeof listaChamados>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaChamadosParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaChamados>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getListaChamadosQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof listaChamados>>> = ({ signal }) =>
    listaChamados(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof listaChamados>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ListaChamadosQueryResult = NonNullable<Awaited<ReturnType<typeof listaChamados>>>;
export type ListaChamadosQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useListaChamados<
  TData = Awaited<ReturnType<typeof listaChamados>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ListaChamadosParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaChamados>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaChamados>>,
          TError,
          Awaited<ReturnType<typeof listaChamados>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaChamados<
  TData = Awaited<ReturnType<typeof listaChamados>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaChamadosParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaChamados>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listaChamados>>,
          TError,
          Awaited<ReturnType<typeof listaChamados>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useListaChamados<
  TData = Awaited<ReturnType<typeof listaChamados>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaChamadosParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaChamados>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Lista chamados
 */

export function useListaChamados<
  TData = Awaited<ReturnType<typeof listaChamados>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ListaChamadosParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof listaChamados>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getListaChamadosQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * O chamado nasce EM_ABERTO, com o usuário da sessão em usuarioCreated.
 * @summary Abre um chamado
 */
export const criaChamado = (
  chamadoInput: BodyType<ChamadoInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  const formData = multipartBody(chamadoInput);
  return httpRequest<Chamado>(
    {
      url: `/v1/chamados`,
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      data: formData,
      signal,
    },
    options,
  );
};

export const getCriaChamadoMutationKey = () => ['criaChamado'] as const;

export const getCriaChamadoMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof criaChamado>>,
    TError,
    CriaChamadoMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof criaChamado>>,
  TError,
  CriaChamadoMutationVariables,
  TContext
> => {
  const mutationKey = getCriaChamadoMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof criaChamado>>,
    CriaChamadoMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return criaChamado(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type CriaChamadoMutationResult = NonNullable<Awaited<ReturnType<typeof criaChamado>>>;
export type CriaChamadoMutationBody = BodyType<ChamadoInput>;
export type CriaChamadoMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type CriaChamadoMutationVariables = { data: BodyType<ChamadoInput> };

/**
 * @summary Abre um chamado
 */
export const useCriaChamado = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof criaChamado>>,
      TError,
      CriaChamadoMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof criaChamado>>,
  TError,
  CriaChamadoMutationVariables,
  TContext
> => {
  return useMutation(getCriaChamadoMutationOptions(options), queryClient);
};
/**
 * Quantos chamados há em cada situação (e no total) com os mesmos filtros da listagem, menos a situação: os números das abas; e, com os mesmos filtros, quantos há em cada visão da fila (visoes: atrasados, sem responsável, do usuário da sessão), os números das visões. O spec não prevê a chamada: escolha de desenho para mostrar a contagem nas abas e nas visões numa só chamada, sem buscar uma página por aba.
 * @summary Conta os chamados por situação
 */
export const contagemStatusChamados = (
  params?: ContagemStatusChamadosParams,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<ContagemStatusChamados>(
    { url: `/v1/chamados/contagem-status`, method: 'GET', params, signal },
    options,
  );
};

export const getContagemStatusChamadosQueryKey = (params?: ContagemStatusChamadosParams) => {
  return [`/v1/chamados/contagem-status`, ...(params ? [params] : [])] as const;
};

export const getContagemStatusChamadosQueryOptions = <
  TData = Awaited<ReturnType<typeof contagemStatusChamados>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ContagemStatusChamadosParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof contagemStatusChamados>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getContagemStatusChamadosQueryKey(params);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof contagemStatusChamados>>> = ({ signal }) =>
    contagemStatusChamados(params, requestOptions, signal);

  return { queryKey, queryFn, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof contagemStatusChamados>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type ContagemStatusChamadosQueryResult = NonNullable<
  Awaited<ReturnType<typeof contagemStatusChamados>>
>;
export type ContagemStatusChamadosQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;

export function useContagemStatusChamados<
  TData = Awaited<ReturnType<typeof contagemStatusChamados>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params: undefined | ContagemStatusChamadosParams,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof contagemStatusChamados>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof contagemStatusChamados>>,
          TError,
          Awaited<ReturnType<typeof contagemStatusChamados>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useContagemStatusChamados<
  TData = Awaited<ReturnType<typeof contagemStatusChamados>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ContagemStatusChamadosParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof contagemStatusChamados>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof contagemStatusChamados>>,
          TError,
          Awaited<ReturnType<typeof contagemStatusChamados>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useContagemStatusChamados<
  TData = Awaited<ReturnType<typeof contagemStatusChamados>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ContagemStatusChamadosParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof contagemStatusChamados>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Conta os chamados por situação
 */

export function useContagemStatusChamados<
  TData = Awaited<ReturnType<typeof contagemStatusChamados>>,
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
>(
  params?: ContagemStatusChamadosParams,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof contagemStatusChamados>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getContagemStatusChamadosQueryOptions(params, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * @summary Busca chamado por id (detalhes)
 */
export const buscaChamado = (
  id: number,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Chamado>({ url: `/v1/chamados/${id}`, method: 'GET', signal }, options);
};

export const getBuscaChamadoQueryKey = (id: number) => {
  return [`/v1/chamados/${id}`] as const;
};

export const getBuscaChamadoQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaChamado>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaChamado>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaChamadoQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaChamado>>> = ({ signal }) =>
    buscaChamado(id, requestOptions, signal);

  return { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaChamado>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaChamadoQueryResult = NonNullable<Awaited<ReturnType<typeof buscaChamado>>>;
export type BuscaChamadoQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;

export function useBuscaChamado<
  TData = Awaited<ReturnType<typeof buscaChamado>>,
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
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaChamado>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaChamado>>,
          TError,
          Awaited<ReturnType<typeof buscaChamado>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaChamado<
  TData = Awaited<ReturnType<typeof buscaChamado>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaChamado>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaChamado>>,
          TError,
          Awaited<ReturnType<typeof buscaChamado>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaChamado<
  TData = Awaited<ReturnType<typeof buscaChamado>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaChamado>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Busca chamado por id (detalhes)
 */

export function useBuscaChamado<
  TData = Awaited<ReturnType<typeof buscaChamado>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaChamado>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaChamadoQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * As mudanças do chamado {id}, mais antigas primeiro (createdAt, depois id): cada mudança de situação (STATUS), de previsão de conclusão (PREVISAO) e de responsáveis (RESPONSAVEIS), o fechamento (FECHAMENTO) e a reabertura (REABERTURA), com quem a fez, quando e o valor de antes e o de depois. Os comentários não entram (vêm em buscaChamado): a conversa do chamado intercala os dois pela data. A abertura do chamado também não (é createdAt e usuarioCreated do chamado). Uma chamada que muda mais de uma coisa grava um evento por mudança (altera-status com comentário grava o evento e o comentário, no mesmo momento). O spec não prevê o histórico do chamado: escolha de desenho para a conversa mostrar quem mudou o quê e quando; chamada à parte, e não um campo de Chamado, para o chamado (consultado a cada 15 s) não crescer com o histórico.
 * @summary Histórico de mudanças do chamado
 */
export const buscaHistoricoChamado = (
  id: number,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<EventoChamado[]>(
    { url: `/v1/chamados/historico/${id}`, method: 'GET', signal },
    options,
  );
};

export const getBuscaHistoricoChamadoQueryKey = (id: number) => {
  return [`/v1/chamados/historico/${id}`] as const;
};

export const getBuscaHistoricoChamadoQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaHistoricoChamado>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaHistoricoChamado>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaHistoricoChamadoQueryKey(id);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaHistoricoChamado>>> = ({ signal }) =>
    buscaHistoricoChamado(id, requestOptions, signal);

  return { queryKey, queryFn, enabled: id !== null && id !== undefined, ...queryOptions } as UseQueryOptions<
    Awaited<ReturnType<typeof buscaHistoricoChamado>>,
    TError,
    TData
  > & { queryKey: DataTag<QueryKey, TData, TError> };
};

export type BuscaHistoricoChamadoQueryResult = NonNullable<Awaited<ReturnType<typeof buscaHistoricoChamado>>>;
export type BuscaHistoricoChamadoQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | NaoEncontradoResponse | ErroResponse
>;

export function useBuscaHistoricoChamado<
  TData = Awaited<ReturnType<typeof buscaHistoricoChamado>>,
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
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaHistoricoChamado>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaHistoricoChamado>>,
          TError,
          Awaited<ReturnType<typeof buscaHistoricoChamado>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaHistoricoChamado<
  TData = Awaited<ReturnType<typeof buscaHistoricoChamado>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaHistoricoChamado>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaHistoricoChamado>>,
          TError,
          Awaited<ReturnType<typeof buscaHistoricoChamado>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaHistoricoChamado<
  TData = Awaited<ReturnType<typeof buscaHistoricoChamado>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaHistoricoChamado>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Histórico de mudanças do chamado
 */

export function useBuscaHistoricoChamado<
  TData = Awaited<ReturnType<typeof buscaHistoricoChamado>>,
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
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaHistoricoChamado>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaHistoricoChamadoQueryOptions(id, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Comentário do usuário da sessão no chamado {id}. Chamado FECHADO responde 409.
 * @summary Comenta o chamado
 */
export const criaComentarioChamado = (
  id: number,
  comentarioInput: BodyType<ComentarioInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  const formData = multipartBody(comentarioInput);
  return httpRequest<Chamado>(
    {
      url: `/v1/chamados/comentario/${id}`,
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      data: formData,
      signal,
    },
    options,
  );
};

export const getCriaComentarioChamadoMutationKey = () => ['criaComentarioChamado'] as const;

export const getCriaComentarioChamadoMutationOptions = <
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
    Awaited<ReturnType<typeof criaComentarioChamado>>,
    TError,
    CriaComentarioChamadoMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof criaComentarioChamado>>,
  TError,
  CriaComentarioChamadoMutationVariables,
  TContext
> => {
  const mutationKey = getCriaComentarioChamadoMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof criaComentarioChamado>>,
    CriaComentarioChamadoMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return criaComentarioChamado(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type CriaComentarioChamadoMutationResult = NonNullable<
  Awaited<ReturnType<typeof criaComentarioChamado>>
>;
export type CriaComentarioChamadoMutationBody = BodyType<ComentarioInput>;
export type CriaComentarioChamadoMutationError = ErrorType<
  | ErroValidacaoResponse
  | NaoAutenticadoResponse
  | SemPermissaoResponse
  | NaoEncontradoResponse
  | ConflitoResponse
  | ErroResponse
>;
export type CriaComentarioChamadoMutationVariables = { id: number; data: BodyType<ComentarioInput> };

/**
 * @summary Comenta o chamado
 */
export const useCriaComentarioChamado = <
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
      Awaited<ReturnType<typeof criaComentarioChamado>>,
      TError,
      CriaComentarioChamadoMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof criaComentarioChamado>>,
  TError,
  CriaComentarioChamadoMutationVariables,
  TContext
> => {
  return useMutation(getCriaComentarioChamadoMutationOptions(options), queryClient);
};
/**
 * Só o autor do comentário, e só até 5 minutos após a criação. Outro usuário recebe 403; fora do prazo, 409.
 * @summary Exclui um comentário do chamado
 */
export const excluiComentarioChamado = (
  id: Id,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<void>(
    { url: `/v1/chamados/deleta-comentario/${id}`, method: 'DELETE', signal },
    options,
  );
};

export const getExcluiComentarioChamadoMutationKey = () => ['excluiComentarioChamado'] as const;

export const getExcluiComentarioChamadoMutationOptions = <
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | Erro | NaoEncontradoResponse | ErroResponse
  >,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof excluiComentarioChamado>>,
    TError,
    ExcluiComentarioChamadoMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof excluiComentarioChamado>>,
  TError,
  ExcluiComentarioChamadoMutationVariables,
  TContext
> => {
  const mutationKey = getExcluiComentarioChamadoMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof excluiComentarioChamado>>,
    ExcluiComentarioChamadoMutationVariables
  > = (props) => {
    const { id } = props ?? {};

    return excluiComentarioChamado(id, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type ExcluiComentarioChamadoMutationResult = NonNullable<
  Awaited<ReturnType<typeof excluiComentarioChamado>>
>;

export type ExcluiComentarioChamadoMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | Erro | NaoEncontradoResponse | ErroResponse
>;
export type ExcluiComentarioChamadoMutationVariables = { id: Id };

/**
 * @summary Exclui um comentário do chamado
 */
export const useExcluiComentarioChamado = <
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | Erro | NaoEncontradoResponse | ErroResponse
  >,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof excluiComentarioChamado>>,
      TError,
      ExcluiComentarioChamadoMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof excluiComentarioChamado>>,
  TError,
  ExcluiComentarioChamadoMutationVariables,
  TContext
> => {
  return useMutation(getExcluiComentarioChamadoMutationOptions(options), queryClient);
};
/**
 * Situação igual à atual ou anexos sem comentário respondem 400. O comentário, quando enviado, é gravado no chamado com os anexos. Num chamado FECHADO a mudança o reabre (Reabrir): a nova situação é gravada e dataFechamento e solicitacaoResolvida voltam a nulo. O spec não diz se um chamado fechado pode mudar de situação; reabrir por esta chamada é a escolha de desenho.
 * @summary Altera a situação do chamado
 */
export const alteraStatusChamado = (
  id: number,
  alteraStatusChamadoInput: BodyType<AlteraStatusChamadoInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  const formData = multipartBody(alteraStatusChamadoInput);
  return httpRequest<Chamado>(
    {
      url: `/v1/chamados/altera-status/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'multipart/form-data' },
      data: formData,
      signal,
    },
    options,
  );
};

export const getAlteraStatusChamadoMutationKey = () => ['alteraStatusChamado'] as const;

export const getAlteraStatusChamadoMutationOptions = <
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
    Awaited<ReturnType<typeof alteraStatusChamado>>,
    TError,
    AlteraStatusChamadoMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraStatusChamado>>,
  TError,
  AlteraStatusChamadoMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraStatusChamadoMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraStatusChamado>>,
    AlteraStatusChamadoMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return alteraStatusChamado(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraStatusChamadoMutationResult = NonNullable<Awaited<ReturnType<typeof alteraStatusChamado>>>;
export type AlteraStatusChamadoMutationBody = BodyType<AlteraStatusChamadoInput>;
export type AlteraStatusChamadoMutationError = ErrorType<
  | ErroValidacaoResponse
  | NaoAutenticadoResponse
  | SemPermissaoResponse
  | NaoEncontradoResponse
  | ConflitoResponse
  | ErroResponse
>;
export type AlteraStatusChamadoMutationVariables = { id: number; data: BodyType<AlteraStatusChamadoInput> };

/**
 * @summary Altera a situação do chamado
 */
export const useAlteraStatusChamado = <
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
      Awaited<ReturnType<typeof alteraStatusChamado>>,
      TError,
      AlteraStatusChamadoMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraStatusChamado>>,
  TError,
  AlteraStatusChamadoMutationVariables,
  TContext
> => {
  return useMutation(getAlteraStatusChamadoMutationOptions(options), queryClient);
};
/**
 * Situação FECHADO, dataFechamento agora e solicitacaoResolvida gravada. Chamado já fechado responde 409.
 * @summary Fecha o chamado
 */
export const fechaChamado = (
  id: number,
  fechaChamadoInput: BodyType<FechaChamadoInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Chamado>(
    {
      url: `/v1/chamados/fecha-chamado/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: fechaChamadoInput,
      signal,
    },
    options,
  );
};

export const getFechaChamadoMutationKey = () => ['fechaChamado'] as const;

export const getFechaChamadoMutationOptions = <
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
    Awaited<ReturnType<typeof fechaChamado>>,
    TError,
    FechaChamadoMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof fechaChamado>>,
  TError,
  FechaChamadoMutationVariables,
  TContext
> => {
  const mutationKey = getFechaChamadoMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof fechaChamado>>,
    FechaChamadoMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return fechaChamado(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type FechaChamadoMutationResult = NonNullable<Awaited<ReturnType<typeof fechaChamado>>>;
export type FechaChamadoMutationBody = BodyType<FechaChamadoInput>;
export type FechaChamadoMutationError = ErrorType<
  | ErroValidacaoResponse
  | NaoAutenticadoResponse
  | SemPermissaoResponse
  | NaoEncontradoResponse
  | ConflitoResponse
  | ErroResponse
>;
export type FechaChamadoMutationVariables = { id: number; data: BodyType<FechaChamadoInput> };

/**
 * @summary Fecha o chamado
 */
export const useFechaChamado = <
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
      Awaited<ReturnType<typeof fechaChamado>>,
      TError,
      FechaChamadoMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof fechaChamado>>,
  TError,
  FechaChamadoMutationVariables,
  TContext
> => {
  return useMutation(getFechaChamadoMutationOptions(options), queryClient);
};
/**
 * A data deve ser posterior ao momento atual (400 caso contrário).
 * @summary Altera a previsão de conclusão do chamado
 */
export const alteraDataConclusaoChamado = (
  id: number,
  alteraDataConclusaoInput: BodyType<AlteraDataConclusaoInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Chamado>(
    {
      url: `/v1/chamados/altera-data-conclusao/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: alteraDataConclusaoInput,
      signal,
    },
    options,
  );
};

export const getAlteraDataConclusaoChamadoMutationKey = () => ['alteraDataConclusaoChamado'] as const;

export const getAlteraDataConclusaoChamadoMutationOptions = <
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
    Awaited<ReturnType<typeof alteraDataConclusaoChamado>>,
    TError,
    AlteraDataConclusaoChamadoMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraDataConclusaoChamado>>,
  TError,
  AlteraDataConclusaoChamadoMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraDataConclusaoChamadoMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraDataConclusaoChamado>>,
    AlteraDataConclusaoChamadoMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return alteraDataConclusaoChamado(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraDataConclusaoChamadoMutationResult = NonNullable<
  Awaited<ReturnType<typeof alteraDataConclusaoChamado>>
>;
export type AlteraDataConclusaoChamadoMutationBody = BodyType<AlteraDataConclusaoInput>;
export type AlteraDataConclusaoChamadoMutationError = ErrorType<
  | ErroValidacaoResponse
  | NaoAutenticadoResponse
  | SemPermissaoResponse
  | NaoEncontradoResponse
  | ConflitoResponse
  | ErroResponse
>;
export type AlteraDataConclusaoChamadoMutationVariables = {
  id: number;
  data: BodyType<AlteraDataConclusaoInput>;
};

/**
 * @summary Altera a previsão de conclusão do chamado
 */
export const useAlteraDataConclusaoChamado = <
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
      Awaited<ReturnType<typeof alteraDataConclusaoChamado>>,
      TError,
      AlteraDataConclusaoChamadoMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraDataConclusaoChamado>>,
  TError,
  AlteraDataConclusaoChamadoMutationVariables,
  TContext
> => {
  return useMutation(getAlteraDataConclusaoChamadoMutationOptions(options), queryClient);
};
/**
 * Substitui os responsáveis pelos usuários informados (usuários admin ativos; o super-usuário não pode ser responsável).
 * @summary Altera os responsáveis pelo chamado
 */
export const alteraResponsaveisChamado = (
  id: number,
  alteraResponsaveisInput: BodyType<AlteraResponsaveisInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Chamado>(
    {
      url: `/v1/chamados/altera-responsaveis/${id}`,
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      data: alteraResponsaveisInput,
      signal,
    },
    options,
  );
};

export const getAlteraResponsaveisChamadoMutationKey = () => ['alteraResponsaveisChamado'] as const;

export const getAlteraResponsaveisChamadoMutationOptions = <
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
    Awaited<ReturnType<typeof alteraResponsaveisChamado>>,
    TError,
    AlteraResponsaveisChamadoMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof alteraResponsaveisChamado>>,
  TError,
  AlteraResponsaveisChamadoMutationVariables,
  TContext
> => {
  const mutationKey = getAlteraResponsaveisChamadoMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof alteraResponsaveisChamado>>,
    AlteraResponsaveisChamadoMutationVariables
  > = (props) => {
    const { id, data } = props ?? {};

    return alteraResponsaveisChamado(id, data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type AlteraResponsaveisChamadoMutationResult = NonNullable<
  Awaited<ReturnType<typeof alteraResponsaveisChamado>>
>;
export type AlteraResponsaveisChamadoMutationBody = BodyType<AlteraResponsaveisInput>;
export type AlteraResponsaveisChamadoMutationError = ErrorType<
  | ErroValidacaoResponse
  | NaoAutenticadoResponse
  | SemPermissaoResponse
  | NaoEncontradoResponse
  | ConflitoResponse
  | ErroResponse
>;
export type AlteraResponsaveisChamadoMutationVariables = {
  id: number;
  data: BodyType<AlteraResponsaveisInput>;
};

/**
 * @summary Altera os responsáveis pelo chamado
 */
export const useAlteraResponsaveisChamado = <
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
      Awaited<ReturnType<typeof alteraResponsaveisChamado>>,
      TError,
      AlteraResponsaveisChamadoMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof alteraResponsaveisChamado>>,
  TError,
  AlteraResponsaveisChamadoMutationVariables,
  TContext
> => {
  return useMutation(getAlteraResponsaveisChamadoMutationOptions(options), queryClient);
};
