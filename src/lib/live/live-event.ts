import type {
  EventoAoVivo,
  EventoNotificacoes,
  ResultadoImportacao,
  TipoEventoAoVivo,
  TipoEventoImportacao,
} from '@generated/api/model';

/** Any message of the live socket (the generated EventoAoVivo envelope). */
export type LiveEvent = EventoAoVivo;
export type LiveEventType = TipoEventoAoVivo;

type LiveEventMap = { NOTIFICACOES: EventoNotificacoes } & {
  [K in TipoEventoImportacao]: ResultadoImportacao & { tipo_evento: K };
};

/** The precise shape of an event of the given type(s) (EventoNotificacoes, ResultadoImportacao). */
export type LiveEventOf<T extends LiveEventType> = T extends keyof LiveEventMap ? LiveEventMap[T] : LiveEvent;

/** Which events a listener wants: one type, several types, or a predicate. */
export type LiveEventFilter = LiveEventType | readonly LiveEventType[] | ((event: LiveEvent) => boolean);

export function matchesLiveFilter(filter: LiveEventFilter, event: LiveEvent): boolean {
  if (typeof filter === 'function') return filter(event);
  if (typeof filter === 'string') return event.tipo_evento === filter;
  return filter.includes(event.tipo_evento);
}

/** Reads a socket message (JSON text) as a live event; null when it is not one. */
export function parseLiveEvent(data: unknown): LiveEvent | null {
  let value: unknown = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const { tipo_evento, status, dados } = value as Record<string, unknown>;
  if (typeof tipo_evento !== 'string' || !tipo_evento) return null;
  return {
    tipo_evento: tipo_evento as LiveEventType,
    status: status as LiveEvent['status'],
    dados: typeof dados === 'object' && dados !== null ? (dados as LiveEvent['dados']) : {},
  };
}
