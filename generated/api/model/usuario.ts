/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Auditoria } from './auditoria';
import type { EmpresaResumo } from './empresaResumo';
import type { Id } from './id';
import type { Referencia } from './referencia';
import type { UrlArquivo } from './urlArquivo';
import type { UsuarioInput } from './usuarioInput';

export type Usuario = UsuarioInput &
  Auditoria & {
    id: Id;
    ativo: boolean;
    /** Avatar do usuário (um caminho como /v1/arquivos/{arquivoId} ou uma URL https); nulo sem avatar. O próprio usuário o altera no perfil. */
    avatarUrl: UrlArquivo | null;
    /** O usuário confirmou o e-mail e definiu a senha. */
    emailConfirmado: boolean;
    /** Perfil de permissão (id e descricao). */
    permissao: Referencia | null;
    /** Clientes aos quais o usuário tem acesso (id e nome). */
    empresas?: EmpresaResumo[];
  };
