/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { EventoNotificacoesDados } from './eventoNotificacoesDados';
import type { EventoNotificacoesTipoEvento } from './eventoNotificacoesTipoEvento';
import type { StatusEventoAoVivo } from './statusEventoAoVivo';

/**
 * Evento NOTIFICACOES: o total de notificações não lidas mudou. A interface atualiza o contador do sino (exibido até 99, acima disso "99+") e recarrega a lista de notificações.
 */
export interface EventoNotificacoes {
  tipo_evento: EventoNotificacoesTipoEvento;
  status: StatusEventoAoVivo;
  dados: EventoNotificacoesDados;
}
