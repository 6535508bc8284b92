/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Auditoria } from './auditoria';
import type { Id } from './id';
import type { PaisInput } from './paisInput';

export type Pais = PaisInput &
  Auditoria & {
    id: Id;
    ativo: boolean;
  };
