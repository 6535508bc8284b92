/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import * as zod from 'zod';

/**
 * @summary Consulta o endereço de um CEP
 */
export const consultaCepPathCepRegExp = new RegExp('^[0-9]{8}$');

export const ConsultaCepParams = zod.object({
  cep: zod.string().regex(consultaCepPathCepRegExp).describe('CEP sem máscara (8 dígitos).'),
});

export const consultaCepResponseCepRegExp = new RegExp('^[0-9]{8}$');
export const consultaCepResponseCidadeOneIdMax = 9007199254740991;

export const consultaCepResponseCodigoIbgeRegExp = new RegExp('^[0-9]{7}$');

export const ConsultaCepResponse = zod
  .object({
    cep: zod.string().regex(consultaCepResponseCepRegExp).describe('CEP sem máscara (8 dígitos).'),
    logradouro: zod.string().describe('Em maiúsculas; vazio quando o CEP é da cidade toda.'),
    bairro: zod.string().describe('Em maiúsculas; vazio quando o CEP é da cidade toda.'),
    complemento: zod.string().nullish(),
    cidade: zod
      .object({
        id: zod
          .int()
          .min(1)
          .max(consultaCepResponseCidadeOneIdMax)
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
        nome: zod.string(),
        descricao: zod.string().optional(),
      })
      .describe('Referência a outro registro (id e um rótulo).')
      .and(zod.looseObject({}))
      .describe('Cidade cadastrada (id e nome), para o campo cidadeId do endereço.'),
    uf: zod
      .enum([
        'AC',
        'AL',
        'AP',
        'AM',
        'BA',
        'CE',
        'DF',
        'ES',
        'GO',
        'MA',
        'MT',
        'MS',
        'MG',
        'PA',
        'PB',
        'PR',
        'PE',
        'PI',
        'RJ',
        'RN',
        'RS',
        'RO',
        'RR',
        'SC',
        'SP',
        'SE',
        'TO',
      ])
      .describe('Unidade federativa (27 UFs).'),
    codigoIbge: zod
      .string()
      .regex(consultaCepResponseCodigoIbgeRegExp)
      .describe(
        'Código IBGE do município (7 dígitos), o mesmo do cadastro de cidades: com o dígito verificador de CidadeInput.codigoIbge.',
      ),
  })
  .describe(
    'Endereço de um CEP, para preencher o formulário de endereço. logradouro e bairro vêm vazios em cidades de CEP único. A cidade é a do cadastro de cidades (código IBGE).',
  );

/**
 * Abre o certificado com a senha sem gravá-lo. A interface só libera a seleção do certificado depois de um teste com sucesso ("Certificado digital ok, válido até {vencimento}"). Senha errada, arquivo inválido ou certificado vencido respondem 400.
 * @summary Testa um certificado digital A1 e sua senha
 */

export const TestaCertificadoDigitalBody = zod
  .object({
    certificadoDigital: zod.instanceof(Blob),
    senha: zod.string().min(1).describe('Senha do certificado.'),
  })
  .describe(
    'Arquivo do certificado A1 e sua senha (multipart/form-data). Aceita somente .pfx ou .p12; senha errada ou arquivo inválido respondem 400 com a mensagem do erro.',
  );

export const testaCertificadoDigitalResponseCnpjRegExp = new RegExp('^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$');

export const TestaCertificadoDigitalResponse = zod
  .object({
    vencimento: zod.iso.date().describe('Último dia de validade do certificado (yyyy-MM-dd).'),
    titular: zod.string().nullish().describe('Nome do titular (CN do certificado).'),
    cnpj: zod
      .string()
      .regex(testaCertificadoDigitalResponseCnpjRegExp)
      .nullish()
      .describe('CPF ou CNPJ do titular, sem máscara, quando presente no certificado.'),
  })
  .describe(
    'Dados do certificado digital A1 (.pfx/.p12) lidos do arquivo. A interface mostra "Certificado digital ok, válido até {vencimento}".',
  );

/**
 * Conteúdo de um arquivo (anexo de chamado, avatar, logotipo), com o Content-Type da extensão do nome (nunca o tipo que o cliente declarou no envio; application/octet-stream quando o conteúdo não é a imagem que a extensão diz). Os caminhos de anexos[].url (common.yaml#/CaminhoArquivo) e os de avatarUrl e logoUrl (common.yaml#/UrlArquivo, que também aceita uma URL https pública) apontam para este caminho; a chamada exige o token, então a interface baixa o conteúdo pelo cliente HTTP (blob) e o exibe por object URL. Aberto diretamente, o arquivo é sempre baixado, nunca exibido como página.
 * @summary Baixa um arquivo armazenado
 */

export const BuscaArquivoParams = zod.object({
  arquivoId: zod
    .string()
    .min(1)
    .describe('Identificador do arquivo armazenado (anexos, avatares, logotipos).'),
});

export const BuscaArquivoResponse = zod.unknown();
