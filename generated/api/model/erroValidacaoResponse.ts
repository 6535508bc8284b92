/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Erro } from './erro';

/**
 * Dados inválidos (400): `errors` lista cada campo recusado (`campo`, o caminho; `errors`, as mensagens) e `erro` resume; a interface mostra a mensagem no campo e em toast.
 */
export type ErroValidacaoResponse = Erro;
