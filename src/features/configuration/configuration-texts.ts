import type { TipoAmbiente, TipoEmissaoCTe, TipoEmissaoMDFe } from '@generated/api/model';

/** pt-BR texts of the configuration pages of customers, branches and units, all of our own wording. */
export const configurationTexts = {
  readOnly: 'Somente consulta: seu perfil não tem permissão para alterar estas configurações.',
  saved: 'Configurações salvas com sucesso',
  saving: 'Salvando…',
  requiredLegend: 'Campos marcados com * são obrigatórios',
  environment: {
    title: 'Ambiente',
    tipoAmbiente: 'Ambiente de emissão',
    versaoCTe: 'Versão do CT-e',
    versaoMDFe: 'Versão do MDF-e',
    versionHint: 'Formato 4.00',
    versionInvalid: 'Versão inválida (formato 4.00)',
  },
  issue: {
    title: 'Emissão',
    tipoEmissaoCTe: 'Tipo de emissão do CT-e',
    tipoEmissaoMDFe: 'Tipo de emissão do MDF-e',
    obsTributaria: 'Observação tributária',
    counter: (count: number, max: number): string => `${count}/${max} caracteres`,
  },
  series: {
    title: 'Séries',
    serieCTe: 'Série do CT-e',
    serieMDFe: 'Série do MDF-e',
    digitsOnly: 'Informe somente números',
  },
  select: 'Selecione',
  // The customer's digital certificate A1.
  certificateSection: 'Certificado digital A1',
  noCertificate: 'Nenhum certificado digital enviado',
  validUntil: 'Válido até',
  holder: 'Titular',
  cnpj: 'CNPJ',
  replaceCertificate: 'Substituir certificado',
  sendCertificate: 'Enviar certificado',
  certificateSaved: 'Certificado digital atualizado com sucesso',
  expired: 'Vencido',
} as const;

/** pt-BR labels of the contract's enumerations (openapi/schemas/configuracoes.yaml). */
export const tipoAmbienteLabels: Readonly<Record<TipoAmbiente, string>> = {
  PRODUCAO: 'Produção',
  HOMOLOGACAO: 'Homologação',
};

export const tipoEmissaoCTeLabels: Readonly<Record<TipoEmissaoCTe, string>> = {
  NORMAL: 'Normal',
  CONTINGENCIA_FSDA: 'Contingência FS-DA (formulário de segurança)',
  AUTORIZACAO_SVC_RS: 'Autorização pela SVC-RS',
  AUTORIZACAO_SVC_SP: 'Autorização pela SVC-SP',
};

export const tipoEmissaoMDFeLabels: Readonly<Record<TipoEmissaoMDFe, string>> = {
  NORMAL: 'Normal',
  CONTINGENCIA_OFFLINE: 'Contingência off-line',
};
