/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Sentido de cobrança na rodovia. CRESCENTE = sentido de quilometragem crescente; DECRESCENTE = sentido de quilometragem decrescente; AMBOS = cobra nos dois sentidos.
 */
export type SentidoPracaPedagio = (typeof SentidoPracaPedagio)[keyof typeof SentidoPracaPedagio];

export const SentidoPracaPedagio = {
  CRESCENTE: 'CRESCENTE',
  DECRESCENTE: 'DECRESCENTE',
  AMBOS: 'AMBOS',
} as const;
