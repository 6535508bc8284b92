/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Ambiente da SEFAZ em que os documentos são emitidos.
 */
export type TipoAmbiente = (typeof TipoAmbiente)[keyof typeof TipoAmbiente];

export const TipoAmbiente = {
  PRODUCAO: 'PRODUCAO',
  HOMOLOGACAO: 'HOMOLOGACAO',
} as const;
