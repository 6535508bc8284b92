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
  ConsultaCep,
  Erro,
  ErroResponse,
  ErroValidacaoResponse,
  NaoAutenticadoResponse,
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
 * @summary Consulta o endereço de um CEP
 */
export const consultaCep = (
  cep: string,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<ConsultaCep>({ url: `/v1/utils/consulta-cep/${cep}`, method: 'GET', signal }, options);
};

export const getConsultaCepQueryKey = (cep: string) => {
  return [`/v1/utils/consulta-cep/${cep}`] as const;
};

export const getConsultaCepQueryOptions = <
  TData = Awaited<ReturnType<typeof consultaCep>>,
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | Erro | ErroResponse
  >,
>(
  cep: string,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof consultaCep>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getConsultaCepQueryKey(cep);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof consultaCep>>> = ({ signal }) =>
    consultaCep(cep, requestOptions, signal);

  return {
    queryKey,
    queryFn,
    enabled: cep !== null && cep !== undefined,
    ...queryOptions,
  } as UseQueryOptions<Awaited<ReturnType<typeof consultaCep>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type ConsultaCepQueryResult = NonNullable<Awaited<ReturnType<typeof consultaCep>>>;
export type ConsultaCepQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | Erro | ErroResponse
>;

export function useConsultaCep<
  TData = Awaited<ReturnType<typeof consultaCep>>,
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | Erro | ErroResponse
  >,
>(
  cep: string,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof consultaCep>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof consultaCep>>,
          TError,
          Awaited<ReturnType<typeof consultaCep>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useConsultaCep<
  TData = Awaited<ReturnType<typeof consultaCep>>,
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | Erro | ErroResponse
  >,
>(
  cep: string,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof consultaCep>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof consultaCep>>,
          TError,
          Awaited<ReturnType<typeof consultaCep>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useConsultaCep<
  TData = Awaited<ReturnType<typeof consultaCep>>,
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | Erro | ErroResponse
  >,
>(
  cep: string,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof consultaCep>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Consulta o endereço de um CEP
 */

export function useConsultaCep<
  TData = Awaited<ReturnType<typeof consultaCep>>,
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | Erro | ErroResponse
  >,
>(
  cep: string,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof consultaCep>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getConsultaCepQueryOptions(cep, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}

/**
 * Abre o certificado com a senha sem gravá-lo. A interface só libera a seleção do certificado depois de um teste com sucesso ("Certificado digital ok, válido até {vencimento}"). Senha errada, arquivo inválido ou certificado vencido respondem 400.
 * @summary Testa um certificado digital A1 e sua senha
 */
export const testaCertificadoDigital = (
  certificadoDigitalInput: BodyType<CertificadoDigitalInput>,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  const formData = multipartBody(certificadoDigitalInput);
  return httpRequest<CertificadoDigital>(
    {
      url: `/v1/utils/testa-certificado-digital`,
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      data: formData,
      signal,
    },
    options,
  );
};

export const getTestaCertificadoDigitalMutationKey = () => ['testaCertificadoDigital'] as const;

export const getTestaCertificadoDigitalMutationOptions = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(options?: {
  mutation?: UseMutationOptions<
    Awaited<ReturnType<typeof testaCertificadoDigital>>,
    TError,
    TestaCertificadoDigitalMutationVariables,
    TContext
  >;
  request?: SecondParameter<typeof httpRequest>;
}): UseMutationOptions<
  Awaited<ReturnType<typeof testaCertificadoDigital>>,
  TError,
  TestaCertificadoDigitalMutationVariables,
  TContext
> => {
  const mutationKey = getTestaCertificadoDigitalMutationKey();
  const { mutation: mutationOptions, request: requestOptions } = options
    ? options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey
      ? options
      : { ...options, mutation: { ...options.mutation, mutationKey } }
    : { mutation: { mutationKey }, request: undefined };

  const mutationFn: MutationFunction<
    Awaited<ReturnType<typeof testaCertificadoDigital>>,
    TestaCertificadoDigitalMutationVariables
  > = (props) => {
    const { data } = props ?? {};

    return testaCertificadoDigital(data, requestOptions);
  };

  return { mutationFn, ...mutationOptions };
};

export type TestaCertificadoDigitalMutationResult = NonNullable<
  Awaited<ReturnType<typeof testaCertificadoDigital>>
>;
export type TestaCertificadoDigitalMutationBody = BodyType<CertificadoDigitalInput>;
export type TestaCertificadoDigitalMutationError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse
>;
export type TestaCertificadoDigitalMutationVariables = { data: BodyType<CertificadoDigitalInput> };

/**
 * @summary Testa um certificado digital A1 e sua senha
 */
export const useTestaCertificadoDigital = <
  TError = ErrorType<ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | ErroResponse>,
  TContext = unknown,
>(
  options?: {
    mutation?: UseMutationOptions<
      Awaited<ReturnType<typeof testaCertificadoDigital>>,
      TError,
      TestaCertificadoDigitalMutationVariables,
      TContext
    >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseMutationResult<
  Awaited<ReturnType<typeof testaCertificadoDigital>>,
  TError,
  TestaCertificadoDigitalMutationVariables,
  TContext
> => {
  return useMutation(getTestaCertificadoDigitalMutationOptions(options), queryClient);
};
/**
 * Conteúdo de um arquivo (anexo de chamado, avatar, logotipo), com o Content-Type da extensão do nome (nunca o tipo que o cliente declarou no envio; application/octet-stream quando o conteúdo não é a imagem que a extensão diz). Os caminhos de anexos[].url (common.yaml#/CaminhoArquivo) e os de avatarUrl e logoUrl (common.yaml#/UrlArquivo, que também aceita uma URL https pública) apontam para este caminho; a chamada exige o token, então a interface baixa o conteúdo pelo cliente HTTP (blob) e o exibe por object URL. Aberto diretamente, o arquivo é sempre baixado, nunca exibido como página.
 * @summary Baixa um arquivo armazenado
 */
export const buscaArquivo = (
  arquivoId: string,
  options?: SecondParameter<typeof httpRequest>,
  signal?: AbortSignal,
) => {
  return httpRequest<Blob>(
    { url: `/v1/arquivos/${arquivoId}`, method: 'GET', responseType: 'blob', signal },
    options,
  );
};

export const getBuscaArquivoQueryKey = (arquivoId: string) => {
  return [`/v1/arquivos/${arquivoId}`] as const;
};

export const getBuscaArquivoQueryOptions = <
  TData = Awaited<ReturnType<typeof buscaArquivo>>,
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | Erro | ErroResponse
  >,
>(
  arquivoId: string,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaArquivo>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
) => {
  const { query: queryOptions, request: requestOptions } = options ?? {};

  const queryKey = queryOptions?.queryKey ?? getBuscaArquivoQueryKey(arquivoId);

  const queryFn: QueryFunction<Awaited<ReturnType<typeof buscaArquivo>>> = ({ signal }) =>
    buscaArquivo(arquivoId, requestOptions, signal);

  return {
    queryKey,
    queryFn,
    enabled: arquivoId !== null && arquivoId !== undefined,
    ...queryOptions,
  } as UseQueryOptions<Awaited<ReturnType<typeof buscaArquivo>>, TError, TData> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };
};

export type BuscaArquivoQueryResult = NonNullable<Awaited<ReturnType<typeof buscaArquivo>>>;
export type BuscaArquivoQueryError = ErrorType<
  ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | Erro | ErroResponse
>;

export function useBuscaArquivo<
  TData = Awaited<ReturnType<typeof buscaArquivo>>,
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | Erro | ErroResponse
  >,
>(
  arquivoId: string,
  options: {
    query: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaArquivo>>, TError, TData>> &
      Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaArquivo>>,
          TError,
          Awaited<ReturnType<typeof buscaArquivo>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaArquivo<
  TData = Awaited<ReturnType<typeof buscaArquivo>>,
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | Erro | ErroResponse
  >,
>(
  arquivoId: string,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaArquivo>>, TError, TData>> &
      Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof buscaArquivo>>,
          TError,
          Awaited<ReturnType<typeof buscaArquivo>>
        >,
        'initialData'
      >;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
export function useBuscaArquivo<
  TData = Awaited<ReturnType<typeof buscaArquivo>>,
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | Erro | ErroResponse
  >,
>(
  arquivoId: string,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaArquivo>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };
/**
 * @summary Baixa um arquivo armazenado
 */

export function useBuscaArquivo<
  TData = Awaited<ReturnType<typeof buscaArquivo>>,
  TError = ErrorType<
    ErroValidacaoResponse | NaoAutenticadoResponse | SemPermissaoResponse | Erro | ErroResponse
  >,
>(
  arquivoId: string,
  options?: {
    query?: Partial<UseQueryOptions<Awaited<ReturnType<typeof buscaArquivo>>, TError, TData>>;
    request?: SecondParameter<typeof httpRequest>;
  },
  queryClient?: QueryClient,
): UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {
  const queryOptions = getBuscaArquivoQueryOptions(arquivoId, options);

  const query = useQuery(queryOptions, queryClient) as UseQueryResult<TData, TError> & {
    queryKey: DataTag<QueryKey, TData, TError>;
  };

  return withQueryKey(query, queryOptions.queryKey);
}
