/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Erro } from './erro';

/**
 * Sem sessão, sessão expirada ou credenciais recusadas (401): a interface renova o token uma vez ou volta à entrada.
 */
export type NaoAutenticadoResponse = Erro;
