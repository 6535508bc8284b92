/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Propriedades de uma localidade encontrada. A pesquisa de localidade mostra `label` e "latitude, longitude" e devolve name, latitude e longitude à tela que a abriu.
 */
export interface GeoPropriedadesLocalidade {
  /** Identificador da localidade na base de geocodificação. */
  id: string;
  /** Descrição completa (ex. "Avenida Paulista, São Paulo, SP, Brasil"). */
  label: string;
  /** Nome curto da localidade. */
  name?: string;
  /** Camada (address, street, locality, region...). */
  layer?: string;
  /**
   * Cidade.
   * @nullable
   */
  locality?: string | null;
  /**
   * Estado.
   * @nullable
   */
  region?: string | null;
  /**
   * Sigla do estado (UF).
   * @nullable
   */
  region_a?: string | null;
  /** @nullable */
  country?: string | null;
  /**
   * Sigla ISO do país (ex. BRA).
   * @nullable
   */
  country_a?: string | null;
  /**
   * @minimum 0
   * @maximum 1
   * @nullable
   */
  confidence?: number | null;
  [key: string]: unknown;
}
