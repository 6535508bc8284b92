/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Auditoria } from './auditoria';
import type { EmpresaResumo } from './empresaResumo';
import type { FilialInput } from './filialInput';
import type { Id } from './id';

export type Filial = FilialInput &
  Auditoria & {
    id: Id;
    ativo: boolean;
    empresa: EmpresaResumo;
  };
