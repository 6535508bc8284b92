import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { EventoImportacaoErro, ResultadoImportacaoDados } from '@generated/api/model';
import { getErrorMessage } from '@/lib/http/error-message';
import { subscribeLive } from '@/lib/live/live-bus';
import type { LiveEvent } from '@/lib/live/live-event';
import { errorMessages } from '@/lib/messages';
import { invalidateResource } from '@/lib/query/resource-queries';
import { toast } from '@/lib/toast/toast';
import type { ImportKind } from './import-kinds';
import { importTexts } from './import-texts';
import {
  currentImportRun,
  getImportRun,
  isRunning,
  isWatched,
  listenFor,
  putImportRun,
  stopListening,
  type ImportJob,
} from './pending-imports';

// Starting an import and settling it on its live event: only the wizard needs this, so the list's
// import button (which reads ./pending-imports) does not load it.

/** A fresh event id: a v4 UUID (crypto.randomUUID, or getRandomValues where randomUUID is missing, as on plain http). */
export function newEventId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
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
  const run = currentImportRun(job.key, id);
  if (!run) return;
  stopListening(job.key);
  const ok = event.status === 'SUCESSO';
  const message = typeof dados.mensagem === 'string' && dados.mensagem.trim() ? dados.mensagem : null;
  putImportRun({ ...run, phase: ok ? 'success' : 'error', message, errors: ok ? [] : rowErrors(dados.erros) });
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
  if (isRunning(getImportRun(job.key))) return false;
  stopListening(job.key);
  const id = newEventId();
  putImportRun({ id, key: job.key, entity: job.entity, file, phase: 'sending', message: null, errors: [] });
  // Listen before sending: the outcome may come before the answer to the POST.
  listenFor(job.key, subscribeLive((event) => settle(job, id, event)));
  job.upload({ file, idEvento: id }).then(
    () => {
      const run = currentImportRun(job.key, id);
      if (run?.phase === 'sending') putImportRun({ ...run, phase: 'processing' });
    },
    (error: unknown) => {
      const run = currentImportRun(job.key, id);
      if (run?.phase !== 'sending') return;
      stopListening(job.key);
      const message = getErrorMessage(error);
      putImportRun({ ...run, phase: 'refused', message });
      if (!isWatched(job.key)) toast.error(message);
    },
  );
  return true;
}


/** The registry's job for an import kind: its call, its live event and the refresh after success. */
export function importJob(kind: ImportKind, queryClient: QueryClient): ImportJob {
  return {
    key: kind.id,
    entity: kind.entity,
    tipoEvento: kind.tipoEvento,
    upload: kind.upload,
    onSuccess: () => void invalidateResource(queryClient, kind.recurso),
  };
}

/** Starts an import of `kind` (false while one runs: nothing is sent twice). */
export function useStartImport(kind: ImportKind): (file: File) => boolean {
  const queryClient = useQueryClient();
  return (file) => startImport(importJob(kind, queryClient), file);
}
