/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Auditoria } from './auditoria';
import type { Id } from './id';
import type { PermissaoInput } from './permissaoInput';

export type Permissao = PermissaoInput &
  Auditoria & {
    id: Id;
    ativo: boolean;
  };
