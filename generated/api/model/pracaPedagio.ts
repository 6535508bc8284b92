/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Auditoria } from './auditoria';
import type { Id } from './id';
import type { PracaPedagioInput } from './pracaPedagioInput';
import type { Referencia } from './referencia';

export type PracaPedagio = PracaPedagioInput &
  Auditoria & {
    id: Id;
    ativo: boolean;
    /** Cidade da praça (id e nome). */
    cidade: Referencia;
  };
