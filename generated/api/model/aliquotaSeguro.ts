/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { AliquotaSeguroInput } from './aliquotaSeguroInput';
import type { Auditoria } from './auditoria';
import type { Id } from './id';

export type AliquotaSeguro = AliquotaSeguroInput &
  Auditoria & {
    id: Id;
    ativo: boolean;
  };
