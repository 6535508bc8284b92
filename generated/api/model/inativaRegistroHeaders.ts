/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Id } from './id';

export type InativaRegistroHeaders = {
  /**
   * Cliente do vínculo a inativar (só com recurso usuarios).
   */
  empresaId?: Id;
};
