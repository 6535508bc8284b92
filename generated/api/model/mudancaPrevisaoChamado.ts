/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * A previsão de conclusão antes (nula quando não havia) e depois.
 */
export interface MudancaPrevisaoChamado {
  /** @nullable */
  de: string | null;
  para: string;
}
