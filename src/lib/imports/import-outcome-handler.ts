import type { QueryClient } from '@tanstack/react-query';
import type { EventoImportacaoErro, ResultadoImportacaoDados } from '@generated/api/model';
import type { LiveEvent } from '@/lib/live/live-event';
import { errorMessages } from '@/lib/messages';
import { invalidateResource } from '@/lib/query/resource-queries';
import { toast } from '@/lib/toast/toast';
import { importKindOfEvent, type ImportEventKind } from './import-events';
import { importOutcomeTexts } from './import-outcome-texts';
import { currentImportRun, isWatched, putImportRun, reloadImports } from './pending-imports';

/*
 * What an import's outcome does (./import-outcomes.ts listens for them and loads this with the first):
 * a SUCESSO refreshes the cached lists and views of the import's resource, whoever started the import
 * (this tab, another one, another session). A pending import of the session (./pending-imports.ts, kept
 * across reloads and shared by the tabs) gets its outcome: its row errors for the wizard, and a toast
 * unless an open wizard shows it. With several tabs open, one of them settles it (and shows the toast):
 * a visible one first.
 */

/** A hidden tab lets a visible one settle an outcome first. */
const HIDDEN_TAB_WAITS_MS = 1000;

function rowErrors(value: unknown): EventoImportacaoErro[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is EventoImportacaoErro => typeof item?.mensagem === 'string');
}

/** Runs `settle` in one tab at a time (a Web Lock per import), after a hidden tab's short wait. */
async function oneTabAtATime(id: string, settle: () => void): Promise<void> {
  if (document.visibilityState === 'hidden')
    await new Promise((resolve) => setTimeout(resolve, HIDDEN_TAB_WAITS_MS));
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (typeof locks?.request !== 'function') return settle();
  await locks.request(`retaguarda-importacao:${id}`, async () => {
    // Another tab may have settled it meanwhile: read what the tabs share now.
    reloadImports();
    settle();
  });
}

function settle(
  kind: ImportEventKind,
  id: string,
  event: LiveEvent,
  dados: Partial<ResultadoImportacaoDados>,
): void {
  const run = currentImportRun(kind.id, id);
  if (run?.phase !== 'sending' && run?.phase !== 'processing') return;
  const ok = event.status === 'SUCESSO';
  const message = typeof dados.mensagem === 'string' && dados.mensagem.trim() ? dados.mensagem : null;
  putImportRun({
    ...run,
    phase: ok ? 'success' : 'error',
    message,
    errors: ok ? [] : rowErrors(dados.erros),
  });
  // An open wizard shows the outcome itself; a closed one leaves it to a toast.
  if (isWatched(kind.id)) return;
  if (ok) toast.success(importOutcomeTexts.doneToast(kind.entity, message));
  else toast.error(errorMessages.importFailed(kind.entity));
}

/** Settles the import a live event reports on (an import's SUCESSO or ERRO). */
export function onImportEvent(event: LiveEvent, queryClient: QueryClient): void {
  const kind = importKindOfEvent(event.tipo_evento);
  if (!kind || (event.status !== 'SUCESSO' && event.status !== 'ERRO')) return;
  if (event.status === 'SUCESSO') void invalidateResource(queryClient, kind.recurso);
  const dados = (event.dados ?? {}) as Partial<ResultadoImportacaoDados>;
  const id = dados.id_evento;
  if (typeof id !== 'string' || !currentImportRun(kind.id, id)) return;
  void oneTabAtATime(id, () => settle(kind, id, event, dados));
}
