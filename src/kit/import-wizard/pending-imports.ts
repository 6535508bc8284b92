import type { EventoImportacaoErro, ImportacaoPlanilha, ResultadoImportacaoDados, TipoEventoImportacao } from '@generated/api/model';
import { getErrorMessage } from '@/lib/http/error-message';
import { subscribeLive } from '@/lib/live/live-bus';
import type { LiveEvent } from '@/lib/live/live-event';
import { errorMessages } from '@/lib/messages';
import { getSessionSnapshot, subscribeSession } from '@/lib/session/session-state';
import { toast } from '@/lib/toast/toast';
import { importTexts } from './import-texts';

/**
 * The imports under way, kept outside React: an import stays pending until the
 * live socket reports SUCESSO or ERRO for its idEvento, whether or not its wizard is still open. At most
 * one import per key runs at a time; the last one of each key (running or finished) is kept until the
 * user starts another or dismisses it, so reopening the wizard shows it. Everything is dropped on sign-out.
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

function put(run: ImportRun): void {
  runs.set(run.key, run);
  emit();
}

/** The run of `key` when it is still the one with event id `id`. */
function current(key: string, id: string): ImportRun | undefined {
  const run = runs.get(key);
  return run?.id === id ? run : undefined;
}

function stopListening(key: string): void {
  stops.get(key)?.();
  stops.delete(key);
}

/** A fresh event id: a v4 UUID (crypto.randomUUID, or getRandomValues where randomUUID is missing, as on plain http). */
export function newEventId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function isRunning(run: ImportRun | undefined): boolean {
  return run?.phase === 'sending' || run?.phase === 'processing';
}

function isWatched(key: string): boolean {
  return (watchers.get(key) ?? 0) > 0;
}

function rowErrors(value: unknown): EventoImportacaoErro[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is EventoImportacaoErro => typeof item?.mensagem === 'string');
}

/** The outcome of an import, when `event` is the live event of its id. */
function settle(job: ImportJob, id: string, event: LiveEvent): void {
  const dados = event.dados as Partial<ResultadoImportacaoDados>;
  if (event.tipo_evento !== job.tipoEvento || dados.id_evento !== id) return;
  if (event.status !== 'SUCESSO' && event.status !== 'ERRO') return;
  const run = current(job.key, id);
  if (!run) return;
  stopListening(job.key);
  const ok = event.status === 'SUCESSO';
  const message = typeof dados.mensagem === 'string' && dados.mensagem.trim() ? dados.mensagem : null;
  put({ ...run, phase: ok ? 'success' : 'error', message, errors: ok ? [] : rowErrors(dados.erros) });
  if (ok) job.onSuccess?.();
  // An open wizard shows the outcome itself; a closed one leaves it to a toast.
  if (isWatched(job.key)) return;
  if (ok) toast.success(importTexts.doneToast(job.entity, message));
  else toast.error(errorMessages.importFailed(job.entity));
}

/**
 * Sends `file` with a fresh idEvento and keeps the import pending until its live event. Returns false
 * (and sends nothing) while another import of the same key runs.
 */
export function startImport(job: ImportJob, file: File): boolean {
  if (isRunning(runs.get(job.key))) return false;
  stopListening(job.key);
  const id = newEventId();
  put({ id, key: job.key, entity: job.entity, file, phase: 'sending', message: null, errors: [] });
  // Listen before sending: the outcome may come before the answer to the POST.
  stops.set(job.key, subscribeLive((event) => settle(job, id, event)));
  job.upload({ file, idEvento: id }).then(
    () => {
      const run = current(job.key, id);
      if (run?.phase === 'sending') put({ ...run, phase: 'processing' });
    },
    (error: unknown) => {
      const run = current(job.key, id);
      if (run?.phase !== 'sending') return;
      stopListening(job.key);
      const message = getErrorMessage(error);
      put({ ...run, phase: 'refused', message });
      if (!isWatched(job.key)) toast.error(message);
    },
  );
  return true;
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
