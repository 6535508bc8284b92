/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Tipos de evento de importação de planilha. Em SUCESSO a interface invalida as listagens e as consultas por id do recurso (IMPORTACAO_PRACAS_PEDAGIO e IMPORTACAO_VALORES_PEDAGIO invalidam ambos praças de pedágio).
 */
export type TipoEventoImportacao = (typeof TipoEventoImportacao)[keyof typeof TipoEventoImportacao];

export const TipoEventoImportacao = {
  IMPORTACAO_CIDADES: 'IMPORTACAO_CIDADES',
  IMPORTACAO_PAISES: 'IMPORTACAO_PAISES',
  IMPORTACAO_CFOPS: 'IMPORTACAO_CFOPS',
  IMPORTACAO_NCMS: 'IMPORTACAO_NCMS',
  IMPORTACAO_ALIQUOTAS_ICMS: 'IMPORTACAO_ALIQUOTAS_ICMS',
  IMPORTACAO_ALIQUOTAS_SEGURO: 'IMPORTACAO_ALIQUOTAS_SEGURO',
  IMPORTACAO_PRACAS_PEDAGIO: 'IMPORTACAO_PRACAS_PEDAGIO',
  IMPORTACAO_VALORES_PEDAGIO: 'IMPORTACAO_VALORES_PEDAGIO',
} as const;
