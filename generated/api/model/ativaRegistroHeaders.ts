/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Id } from './id';

export type AtivaRegistroHeaders = {
  /**
   * Cliente do vínculo a ativar (só com recurso usuarios).
   */
  empresaId?: Id;
};
