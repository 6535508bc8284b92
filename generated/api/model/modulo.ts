/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Auditoria } from './auditoria';
import type { Id } from './id';
import type { ModuloInput } from './moduloInput';

export type Modulo = ModuloInput &
  Auditoria & {
    id: Id;
    ativo: boolean;
  };
