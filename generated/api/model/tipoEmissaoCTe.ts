/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Forma de emissão do CT-e. NORMAL; CONTINGENCIA_FSDA (formulário de segurança); AUTORIZACAO_SVC_RS e AUTORIZACAO_SVC_SP (SEFAZ Virtual de Contingência).
 */
export type TipoEmissaoCTe = (typeof TipoEmissaoCTe)[keyof typeof TipoEmissaoCTe];

export const TipoEmissaoCTe = {
  NORMAL: 'NORMAL',
  CONTINGENCIA_FSDA: 'CONTINGENCIA_FSDA',
  AUTORIZACAO_SVC_RS: 'AUTORIZACAO_SVC_RS',
  AUTORIZACAO_SVC_SP: 'AUTORIZACAO_SVC_SP',
} as const;
