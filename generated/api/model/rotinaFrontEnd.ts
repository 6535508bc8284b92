/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Auditoria } from './auditoria';
import type { Id } from './id';
import type { Referencia } from './referencia';
import type { RotinaFrontEndInput } from './rotinaFrontEndInput';

export type RotinaFrontEnd = RotinaFrontEndInput &
  Auditoria & {
    id: Id;
    ativo: boolean;
    /** Rotina vinculada (id e descricao). */
    rotina: Referencia;
  };
