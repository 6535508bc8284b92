/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Id } from './id';

/**
 * Dados do usuário enviados na criação e na alteração. A senha não faz parte do cadastro: o usuário a define pelo e-mail de confirmação (envia-email-confirmacao).
 */
export interface UsuarioInput {
  /**
   * Nome completo (gravado em maiúsculas).
   * @minLength 1
   * @maxLength 150
   */
  nome: string;
  /**
   * E-mail de acesso (único; alterá-lo exige nova confirmação).
   * @maxLength 150
   */
  email: string;
  /** Usuário da equipe do provedor (pode usar o Retaguarda). */
  admin: boolean;
  /** Perfil de permissão (ativo e admin); obrigatório quando admin é true. */
  permissaoId?: Id | null;
  /** Clientes aos quais o usuário tem acesso (vínculos listados em por-empresa-id). */
  empresaIds?: Id[];
}
