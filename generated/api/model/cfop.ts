/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Auditoria } from './auditoria';
import type { CfopInput } from './cfopInput';
import type { Id } from './id';

export type Cfop = CfopInput &
  Auditoria & {
    id: Id;
    ativo: boolean;
  };
