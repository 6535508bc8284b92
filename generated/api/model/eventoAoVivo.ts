/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { EventoAoVivoDados } from './eventoAoVivoDados';
import type { StatusEventoAoVivo } from './statusEventoAoVivo';
import type { TipoEventoAoVivo } from './tipoEventoAoVivo';

/**
 * Envelope de toda mensagem do socket ao vivo (JSON). O conteúdo de `dados` depende de tipo_evento: ver EventoNotificacoes e ResultadoImportacao.
 */
export interface EventoAoVivo {
  tipo_evento: TipoEventoAoVivo;
  status: StatusEventoAoVivo;
  /** Carga do evento; a forma depende de tipo_evento. */
  dados: EventoAoVivoDados;
}
