/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { PreferenciasColunas } from './preferenciasColunas';

/**
 * Preferências de colunas do usuário da sessão.
 */
export type PreferenciasColunasResponse = PreferenciasColunas;
