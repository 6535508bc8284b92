/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { CodigoAcao } from './codigoAcao';

/**
 * Dados do perfil de permissão enviados na criação e na alteração.
 */
export interface PermissaoInput {
  /**
   * Nome do perfil (gravado em maiúsculas).
   * @minLength 1
   * @maxLength 100
   */
  descricao: string;
  /** Perfil da equipe do provedor; só perfis admin ativos aparecem no seletor de permissão do usuário. */
  admin: boolean;
  /** Códigos de ação concedidos (escolhidos por rotina no seletor de ações). */
  acoes: CodigoAcao[];
}
