/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import { faker } from '@faker-js/faker/locale/pt_BR';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { Uf } from '../../api/model';
import type { CertificadoDigital, ConsultaCep } from '../../api/model';

export const getConsultaCepResponseMock = (
  overrideResponse: Partial<Extract<ConsultaCep, object>> = {},
): ConsultaCep => ({
  cep: faker.helpers.fromRegExp('^[0-9]{8}$'),
  logradouro: faker.string.alpha({ length: { min: 10, max: 20 } }),
  bairro: faker.string.alpha({ length: { min: 10, max: 20 } }),
  complemento: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
  cidade: {
    ...{
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
      descricao: faker.helpers.arrayElement([
        faker.string.alpha({ length: { min: 10, max: 20 } }),
        undefined,
      ]),
    },
  },
  uf: faker.helpers.arrayElement(Object.values(Uf)),
  codigoIbge: faker.helpers.fromRegExp('^[0-9]{7}$'),
  ...overrideResponse,
});

export const getTestaCertificadoDigitalResponseMock = (
  overrideResponse: Partial<Extract<CertificadoDigital, object>> = {},
): CertificadoDigital => ({
  vencimento: faker.date.past().toISOString().slice(0, 10),
  titular: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
  cnpj: faker.helpers.arrayElement([faker.helpers.fromRegExp('^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$'), null]),
  ...overrideResponse,
});

export const getBuscaArquivoResponseMock = (): Blob =>
  new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]);

export const getConsultaCepMockHandler = (
  overrideResponse?:
    | ConsultaCep
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ConsultaCep> | ConsultaCep),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/utils/consulta-cep/:cep',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getConsultaCepResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getTestaCertificadoDigitalMockHandler = (
  overrideResponse?:
    | CertificadoDigital
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<CertificadoDigital> | CertificadoDigital),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/utils/testa-certificado-digital',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getTestaCertificadoDigitalResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getBuscaArquivoMockHandler = (
  overrideResponse?: Blob | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Blob> | Blob),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/arquivos/:arquivoId',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaArquivoResponseMock();
      return new HttpResponse(binaryBody, {
        status: 200,
        headers: { 'Content-Type': 'application/octet-stream' },
      });
    },
    options,
  );
};
export const getUtilsMock = () => [
  getConsultaCepMockHandler(),
  getTestaCertificadoDigitalMockHandler(),
  getBuscaArquivoMockHandler(),
];
