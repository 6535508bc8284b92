import type { EventoImportacaoErro, ImportacaoPlanilha, TipoEventoImportacao } from '@generated/api/model';
import { getSessionSnapshot, subscribeSession } from '@/lib/session/session-state';

/**
 * The imports under way, kept outside React: an import stays pending until the
 * live socket reports SUCESSO or ERRO for its idEvento, whether or not its wizard is still open. At most
 * one import per key runs at a time; the last one of each key (running or finished) is kept until the
 * user starts another or dismisses it, so reopening the wizard shows it. Everything is dropped on sign-out.
 * This is the store a list's import button reads (its spinner); starting an import and settling it are
 * in ./start-import, which only the wizard loads.
 */

/** sending: the POST is under way; processing: accepted, waiting for the live event; refused: the POST failed. */
export type ImportPhase = 'sending' | 'processing' | 'success' | 'error' | 'refused';

export interface ImportRun {
  /** The idEvento sent with the file (the live event carries it as dados.id_evento). */
  id: string;
  key: string;
  entity: string;
  /** The file sent. */
  file: File;
  phase: ImportPhase;
  /** success / error: the server's summary (dados.mensagem); refused: the API's error message. */
  message: string | null;
  /** Row-level errors of an ERRO event. */
  errors: EventoImportacaoErro[];
}

export interface ImportJob {
  /** One import at a time per key (e.g. 'cidades', 'valores-pedagio'). */
  key: string;
  /** pt-BR plural for the messages ('Erro ao importar cidades'). */
  entity: string;
  tipoEvento: TipoEventoImportacao;
  upload(body: ImportacaoPlanilha): Promise<unknown>;
  /** Runs after SUCESSO (refreshes the cached lists and views). */
  onSuccess?(): void;
}

const runs = new Map<string, ImportRun>();
const stops = new Map<string, () => void>();
const watchers = new Map<string, number>();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of [...listeners]) listener();
}

/** Records the state of an import and tells the subscribers. */
export function putImportRun(run: ImportRun): void {
  runs.set(run.key, run);
  emit();
}

/** The run of `key` when it is still the one with event id `id`. */
export function currentImportRun(key: string, id: string): ImportRun | undefined {
  const run = runs.get(key);
  return run?.id === id ? run : undefined;
}

/** Stops waiting for the live event of `key`'s import. */
export function stopListening(key: string): void {
  stops.get(key)?.();
  stops.delete(key);
}

export function isRunning(run: ImportRun | undefined): boolean {
  return run?.phase === 'sending' || run?.phase === 'processing';
}

/** Whether an open wizard shows `key`'s import (its outcome then needs no toast). */
export function isWatched(key: string): boolean {
  return (watchers.get(key) ?? 0) > 0;
}

/** The last import of `key` (running or finished), if any. */
export function getImportRun(key: string): ImportRun | undefined {
  return runs.get(key);
}

export function subscribeImports(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Waits for the live event of `key`'s import with `stop` to end the wait. */
export function listenFor(key: string, stop: () => void): void {
  stops.set(key, stop);
}

/** Forgets a finished import of `key` (a running one stays). */
export function dismissImport(key: string): void {
  if (!runs.has(key) || isRunning(runs.get(key))) return;
  runs.delete(key);
  emit();
}

/** Marks `key` as shown by an open wizard (its outcome then needs no toast); returns the release function. */
export function watchImport(key: string): () => void {
  watchers.set(key, (watchers.get(key) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (watchers.get(key) ?? 1) - 1;
    if (left > 0) watchers.set(key, left);
    else watchers.delete(key);
  };
}

/** Drops every import and stops listening (sign-out, tests). */
export function clearImports(): void {
  for (const key of [...stops.keys()]) stopListening(key);
  if (runs.size === 0) return;
  runs.clear();
  emit();
}

subscribeSession(() => {
  if (getSessionSnapshot().status === 'signed-out') clearImports();
});
