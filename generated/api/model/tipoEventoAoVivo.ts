/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Tipo da mensagem do socket. NOTIFICACOES atualiza o contador de não lidas; os tipos IMPORTACAO_* encerram a importação de planilha cujo idEvento veio em dados.id_evento.
 */
export type TipoEventoAoVivo = (typeof TipoEventoAoVivo)[keyof typeof TipoEventoAoVivo];

export const TipoEventoAoVivo = {
  NOTIFICACOES: 'NOTIFICACOES',
  IMPORTACAO_CIDADES: 'IMPORTACAO_CIDADES',
  IMPORTACAO_PAISES: 'IMPORTACAO_PAISES',
  IMPORTACAO_CFOPS: 'IMPORTACAO_CFOPS',
  IMPORTACAO_NCMS: 'IMPORTACAO_NCMS',
  IMPORTACAO_ALIQUOTAS_ICMS: 'IMPORTACAO_ALIQUOTAS_ICMS',
  IMPORTACAO_ALIQUOTAS_SEGURO: 'IMPORTACAO_ALIQUOTAS_SEGURO',
  IMPORTACAO_PRACAS_PEDAGIO: 'IMPORTACAO_PRACAS_PEDAGIO',
  IMPORTACAO_VALORES_PEDAGIO: 'IMPORTACAO_VALORES_PEDAGIO',
} as const;
