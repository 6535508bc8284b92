/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Resultado do evento. Importações: SUCESSO (planilha inteira gravada) ou ERRO (nada gravado; motivos em dados.erros). NOTIFICACOES chega sempre com SUCESSO.
 */
export type StatusEventoAoVivo = (typeof StatusEventoAoVivo)[keyof typeof StatusEventoAoVivo];

export const StatusEventoAoVivo = {
  SUCESSO: 'SUCESSO',
  ERRO: 'ERRO',
} as const;
