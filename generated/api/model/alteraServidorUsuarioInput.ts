/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Id } from './id';

/**
 * Servidor alternativo do usuário no cliente (só servidores ativos).
 */
export interface AlteraServidorUsuarioInput {
  servidorId: Id;
}
