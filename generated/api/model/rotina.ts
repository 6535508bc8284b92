/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Auditoria } from './auditoria';
import type { Id } from './id';
import type { Referencia } from './referencia';
import type { RotinaInput } from './rotinaInput';

export type Rotina = RotinaInput &
  Auditoria & {
    id: Id;
    ativo: boolean;
    /** Módulo da rotina (id e descricao). */
    modulo: Referencia;
  };
