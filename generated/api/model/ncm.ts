/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Auditoria } from './auditoria';
import type { Id } from './id';
import type { NcmInput } from './ncmInput';

export type Ncm = NcmInput &
  Auditoria & {
    id: Id;
    ativo: boolean;
  };
