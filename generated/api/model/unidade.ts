/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Auditoria } from './auditoria';
import type { EmpresaResumo } from './empresaResumo';
import type { FilialResumo } from './filialResumo';
import type { Id } from './id';
import type { UnidadeInput } from './unidadeInput';

export type Unidade = UnidadeInput &
  Auditoria & {
    id: Id;
    ativo: boolean;
    empresa: EmpresaResumo;
    filial: FilialResumo;
  };
