/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

export type EventoNotificacoesTipoEvento =
  (typeof EventoNotificacoesTipoEvento)[keyof typeof EventoNotificacoesTipoEvento];

export const EventoNotificacoesTipoEvento = {
  NOTIFICACOES: 'NOTIFICACOES',
} as const;
