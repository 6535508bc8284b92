/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Notificacao } from './notificacao';
import type { Pagina } from './pagina';

export type PaginaNotificacoes = Pagina & {
  items: Notificacao[];
};
