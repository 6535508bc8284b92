/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Erro } from './erro';

/**
 * O perfil do usuário não tem a ação desta operação (403); sem mensagem, a interface diz 'Você não tem permissão para acessar este recurso'.
 */
export type SemPermissaoResponse = Erro;
