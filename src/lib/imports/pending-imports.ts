import type { EventoImportacaoErro } from '@generated/api/model';
import { getSessionSnapshot, subscribeSession } from '@/lib/session/session-state';

/**
 * The imports under way, kept outside React and outside the page: an import stays pending until the live
 * socket reports SUCESSO or ERRO for its idEvento (./import-outcomes.ts, whatever screen is open),
 * whether or not its wizard is still open, the page was reloaded meanwhile or another tab of the session
 * started it. At most one import per key runs at a time; the last one of each key (running or finished)
 * is kept until the user starts another or dismisses it, so reopening the wizard shows it, row errors
 * included. Kept in localStorage, per user (what a file was called and how it went: no file, no token),
 * shared by the tabs through the storage event; dropped at sign-out. Starting an import is the import
 * wizard's (src/kit/import-wizard/start-import.ts).
 */

/** sending: the POST is under way; processing: accepted, waiting for the live event; refused: the POST failed. */
export type ImportPhase = 'sending' | 'processing' | 'success' | 'error' | 'refused';

export interface ImportRun {
  /** The idEvento sent with the file (the live event carries it as dados.id_evento). */
  id: string;
  key: string;
  entity: string;
  fileName: string;
  /** When it was sent (ms since the epoch). */
  startedAt: number;
  phase: ImportPhase;
  /** success / error: the server's summary (dados.mensagem); refused: the API's error message. */
  message: string | null;
  /** Row-level errors of an ERRO event. */
  errors: EventoImportacaoErro[];
  /** The file sent, in the tab that sent it only (a file is not kept: the wizard compares it with its choice). */
  file?: File;
}

/**
 * How long a run may stay pending before it is taken as lost: a send whose page went away before the
 * answer (the server may never have had it), an outcome that never came.
 */
export const SENDING_LOST_AFTER_MS = 2 * 60 * 1000;
export const PROCESSING_LOST_AFTER_MS = 30 * 60 * 1000;

const STORAGE_PREFIX = 'retaguarda:importacoes:';

const runs = new Map<string, ImportRun>();
const files = new Map<string, File>();
const watchers = new Map<string, number>();
const listeners = new Set<() => void>();
let loadedFor: number | null = null;

function storageKey(): string | null {
  const user = getSessionSnapshot().user;
  return user ? STORAGE_PREFIX + user.id : null;
}

function emit(): void {
  for (const listener of [...listeners]) listener();
}

/** Reads again what the tabs of the session share now (another tab may have just settled an import). */
export function reloadImports(): void {
  load();
  emit();
}

/** Takes the runs of the signed-in user from the storage (at start, on another tab's change). */
function load(): void {
  const key = storageKey();
  loadedFor = getSessionSnapshot().user?.id ?? null;
  runs.clear();
  if (!key) return;
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, ImportRun>;
    for (const [runKey, run] of Object.entries(stored)) runs.set(runKey, { ...run, file: files.get(run.id) });
  } catch {
    // Unreadable (or refused) storage: no runs to show.
  }
}

function save(): void {
  const key = storageKey();
  if (!key) return;
  try {
    const kept = Object.fromEntries([...runs].map(([runKey, { file: _file, ...run }]) => [runKey, run]));
    if (runs.size === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(kept));
  } catch {
    // A full or refused storage: the runs stay for this page only.
  }
}

function current(): Map<string, ImportRun> {
  if (loadedFor !== (getSessionSnapshot().user?.id ?? null)) load();
  return runs;
}

/** Records the state of an import (for every tab of the session) and tells the subscribers. */
export function putImportRun(run: ImportRun): void {
  current().set(run.key, run);
  if (run.file) files.set(run.id, run.file);
  save();
  emit();
}

/** The run of `key` when it is still the one with event id `id`. */
export function currentImportRun(key: string, id: string): ImportRun | undefined {
  const run = current().get(key);
  return run?.id === id ? run : undefined;
}

/** Whether the import is still under way (a send or a wait that outlived its time is taken as lost). */
export function isRunning(run: ImportRun | undefined, now = Date.now()): boolean {
  if (run?.phase === 'sending') return now - run.startedAt < SENDING_LOST_AFTER_MS;
  if (run?.phase === 'processing') return now - run.startedAt < PROCESSING_LOST_AFTER_MS;
  return false;
}

/** Whether an open wizard of this tab shows `key`'s import (its outcome then needs no toast). */
export function isWatched(key: string): boolean {
  return (watchers.get(key) ?? 0) > 0;
}

/** The last import of `key` (running or finished), if any. */
export function getImportRun(key: string): ImportRun | undefined {
  return current().get(key);
}

export function subscribeImports(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Forgets a finished import of `key` (a running one stays). */
export function dismissImport(key: string): void {
  const run = current().get(key);
  if (!run || isRunning(run)) return;
  runs.delete(key);
  save();
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

/** Drops every import of the session (sign-out, tests). */
export function clearImports(): void {
  forgetStoredRuns();
  files.clear();
  if (runs.size === 0) return;
  runs.clear();
  emit();
}

function forgetStoredRuns(): void {
  try {
    for (const key of Object.keys(localStorage))
      if (key.startsWith(STORAGE_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}

subscribeSession(() => {
  const { status, user } = getSessionSnapshot();
  if (status === 'signed-out') clearImports();
  else if (user && loadedFor !== user.id) reloadImports();
});

// Another tab of the session started, settled or dismissed an import.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === storageKey()) reloadImports();
  });
}
