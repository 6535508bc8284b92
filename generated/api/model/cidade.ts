/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Auditoria } from './auditoria';
import type { CidadeInput } from './cidadeInput';
import type { Id } from './id';

export type Cidade = CidadeInput &
  Auditoria & {
    id: Id;
    ativo: boolean;
  };
