import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeLive } from '@/lib/live/live-bus';
import type { LiveEvent } from '@/lib/live/live-event';
import { importKindOfEvent } from './import-events';

/*
 * The one listener of import outcomes, for the whole signed-in app, whatever screen is open (the
 * signed-in layout runs it; the import wizard of src/kit starts the imports). What an outcome does is in
 * ./import-outcome-handler.ts, loaded with the first outcome or when this tab starts an import: the
 * signed-in pages' first paint does not carry it.
 */

type Handler = (typeof import('./import-outcome-handler'))['onImportEvent'];

let handler: Promise<Handler> | undefined;

function loadHandler(): Promise<Handler> {
  handler ??= import('./import-outcome-handler').then(
    (module) => module.onImportEvent,
    (error: unknown) => {
      handler = undefined; // the next outcome tries again
      throw error;
    },
  );
  return handler;
}

/** Loads what settles an outcome ahead of it: an import has just been started in this tab. */
export function preloadImportOutcomes(): void {
  loadHandler().catch(() => undefined);
}

/** An import's SUCESSO or ERRO: the events this listener acts on. */
function isImportOutcome(event: LiveEvent): boolean {
  return (
    importKindOfEvent(event.tipo_evento) !== undefined &&
    (event.status === 'SUCESSO' || event.status === 'ERRO')
  );
}

/**
 * Listens for every import's outcome (the signed-in layout, while mounted); returns the stop function.
 * Outcomes are settled in the order they came, once the handler is in.
 */
export function listenForImportOutcomes(queryClient: QueryClient): () => void {
  let listening = true;
  const stop = subscribeLive((event) => {
    if (!isImportOutcome(event)) return;
    loadHandler().then(
      (handle) => {
        if (listening) handle(event, queryClient);
      },
      () => undefined,
    );
  });
  return () => {
    listening = false;
    stop();
  };
}

/** Listens for every import's outcome while the component (the signed-in layout) is mounted. */
export function useImportOutcomes(): void {
  const queryClient = useQueryClient();
  useEffect(() => listenForImportOutcomes(queryClient), [queryClient]);
}
