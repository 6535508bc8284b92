/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { ErroErrorsItem } from './erroErrorsItem';

/**
 * Corpo de toda resposta de erro (4xx/5xx). A interface mostra a primeira mensagem de errors[0].errors[0]; se não houver, `erro`; para 403 sem mensagem, o texto padrão de permissão. `errors` vem sempre (vazio quando o erro não é de um campo).
 */
export interface Erro {
  errors: ErroErrorsItem[];
  /** Mensagem geral do erro. */
  erro?: string;
}
