/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Auditoria } from './auditoria';
import type { EmpresaResumo } from './empresaResumo';
import type { Id } from './id';
import type { Referencia } from './referencia';
import type { UsuarioInput } from './usuarioInput';

export type Usuario = UsuarioInput &
  Auditoria & {
    id: Id;
    ativo: boolean;
    /**
     * URL do avatar (GET /v1/arquivos/{arquivoId}); nulo sem avatar. O próprio usuário o altera no perfil.
     * @nullable
     */
    avatarUrl: string | null;
    /** O usuário confirmou o e-mail e definiu a senha. */
    emailConfirmado: boolean;
    /** Perfil de permissão (id e descricao). */
    permissao: Referencia | null;
    /** Clientes aos quais o usuário tem acesso (id e nome). */
    empresas?: EmpresaResumo[];
  };
