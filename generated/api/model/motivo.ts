/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Motivo de ativação/inativação (mínimo 15 caracteres após trim; gravado em maiúsculas).
 */
export interface Motivo {
  /** @minLength 15 */
  motivo: string;
}
