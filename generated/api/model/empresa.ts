/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Auditoria } from './auditoria';
import type { EmpresaInput } from './empresaInput';
import type { Id } from './id';
import type { Referencia } from './referencia';
import type { UrlArquivo } from './urlArquivo';

export type Empresa = EmpresaInput &
  Auditoria & {
    id: Id;
    ativo: boolean;
    /** Logotipo (um caminho como /v1/arquivos/{arquivoId} ou uma URL https); nulo sem logotipo. */
    logoUrl: UrlArquivo | null;
    /** Plano (id e descricao). */
    plano: Referencia;
    /** Servidor (id e nome). */
    servidor: Referencia;
  };
