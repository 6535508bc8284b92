/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Forma de emissão do MDF-e (NORMAL ou CONTINGENCIA_OFFLINE).
 */
export type TipoEmissaoMDFe = (typeof TipoEmissaoMDFe)[keyof typeof TipoEmissaoMDFe];

export const TipoEmissaoMDFe = {
  NORMAL: 'NORMAL',
  CONTINGENCIA_OFFLINE: 'CONTINGENCIA_OFFLINE',
} as const;
