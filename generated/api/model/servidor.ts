/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Auditoria } from './auditoria';
import type { Id } from './id';
import type { ServidorInput } from './servidorInput';

export type Servidor = ServidorInput &
  Auditoria & {
    id: Id;
    ativo: boolean;
  };
