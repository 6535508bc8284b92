/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Id } from './id';
import type { UrlArquivo } from './urlArquivo';

/**
 * Usuário da sessão. Só usuários com admin true podem usar o Retaguarda: os demais são desconectados logo após o login.
 */
export interface UsuarioSessao {
  id: Id;
  /** Nome em maiúsculas; o menu saúda pelo primeiro nome. */
  nome: string;
  email: string;
  /** Avatar do usuário (um caminho como /v1/arquivos/{arquivoId} ou uma URL https); nulo sem avatar. */
  avatarUrl: UrlArquivo | null;
  ativo: boolean;
  /** Usuário da equipe do provedor (único que pode usar o Retaguarda). */
  admin: boolean;
}
