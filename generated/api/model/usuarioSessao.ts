/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Id } from './id';

/**
 * Usuário da sessão. Só usuários com admin true podem usar o Retaguarda: os demais são desconectados logo após o login.
 */
export interface UsuarioSessao {
  id: Id;
  /** Nome em maiúsculas; o menu saúda pelo primeiro nome. */
  nome: string;
  email: string;
  /**
   * URL do avatar (GET /v1/arquivos/{arquivoId}); nulo sem avatar.
   * @nullable
   */
  avatarUrl: string | null;
  ativo: boolean;
  /** Usuário da equipe do provedor (único que pode usar o Retaguarda). */
  admin: boolean;
}
