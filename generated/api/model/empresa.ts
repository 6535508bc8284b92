/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Auditoria } from './auditoria';
import type { EmpresaInput } from './empresaInput';
import type { Id } from './id';
import type { Referencia } from './referencia';

export type Empresa = EmpresaInput &
  Auditoria & {
    id: Id;
    ativo: boolean;
    /**
     * URL do logotipo (GET /v1/arquivos/{arquivoId}); nulo sem logotipo.
     * @nullable
     */
    logoUrl: string | null;
    /** Plano (id e descricao). */
    plano: Referencia;
    /** Servidor (id e nome). */
    servidor: Referencia;
  };
