/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Erro } from './erro';

/**
 * Erro (validação 400, sessão 401, permissão 403, não encontrado 404, conflito 409, falha 500).
 */
export type ErroResponse = Erro;
