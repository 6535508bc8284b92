/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Auditoria } from './auditoria';
import type { BancoInput } from './bancoInput';
import type { Id } from './id';

export type Banco = BancoInput &
  Auditoria & {
    id: Id;
    ativo: boolean;
  };
