/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { AliquotaIcmsInput } from './aliquotaIcmsInput';
import type { Auditoria } from './auditoria';
import type { Id } from './id';

export type AliquotaIcms = AliquotaIcmsInput &
  Auditoria & {
    id: Id;
    ativo: boolean;
  };
