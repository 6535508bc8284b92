/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { PreferenciaColuna } from './preferenciaColuna';

export interface PreferenciasColunas {
  colunas: PreferenciaColuna[];
}
