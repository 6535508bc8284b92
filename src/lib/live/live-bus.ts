import type { LiveEvent } from './live-event';

export type LiveListener = (event: LiveEvent) => void;

const listeners = new Set<LiveListener>();

/** Listens to every event of the session's live socket; returns the unsubscribe function. */
export function subscribeLive(listener: LiveListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Hands an event to every listener; one failing listener does not stop the others. */
export function publishLive(event: LiveEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.error('Falha ao tratar um evento do socket ao vivo.', error);
    }
  }
}
