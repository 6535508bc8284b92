import { QueryClient } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportacaoPlanilha } from '@generated/api/model';
import { listenForImportOutcomes, preloadImportOutcomes } from '@/lib/imports/import-outcomes';
import {
  clearImports,
  dismissImport,
  getImportRun,
  isRunning,
  PROCESSING_LOST_AFTER_MS,
  SENDING_LOST_AFTER_MS,
  subscribeImports,
  watchImport,
} from '@/lib/imports/pending-imports';
import { startImport, type ImportJob } from '@/kit/import-wizard/start-import';
import { publishLive } from '@/lib/live/live-bus';
import { SIGNED_OUT, setSessionSnapshot } from '@/lib/session/session-state';
import { toast } from '@/lib/toast/toast';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A job whose POST the test answers by hand (resolve / reject), recording what was sent. */
function fakeJob(id: ImportJob['id'] = 'cidades') {
  const sent: ImportacaoPlanilha[] = [];
  const answers: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];
  const job: ImportJob = {
    id,
    entity: 'cidades',
    upload: (body) => {
      sent.push(body);
      return new Promise<void>((resolve, reject) => answers.push({ resolve, reject }));
    },
  };
  const last = () => answers[answers.length - 1];
  return {
    job,
    sent,
    accept: async () => last().resolve(),
    refuse: async (error: unknown) => last().reject(error),
  };
}

/** The app's one listener of import outcomes, with a query client whose refreshes the test counts. */
const queryClient = new QueryClient();
let refreshes: ReturnType<typeof vi.spyOn>;
let stopListening: () => void;
/** How many refreshes of the cidades lists and views the outcomes asked for. */
const cityRefreshes = () =>
  refreshes.mock.calls.filter(([filters]: [{ predicate: (query: { queryKey: unknown[] }) => boolean }]) =>
    filters.predicate({ queryKey: ['/v1/cidades'] }),
  ).length;

const sheet = (name = 'cidades.xlsx') => new File(['PK'], name);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** An import's live event, once the listener has acted on it (its handler loads with the first outcome). */
async function importEvent(id: string, status: 'SUCESSO' | 'ERRO', extra: Record<string, unknown> = {}) {
  publishLive({
    tipo_evento: 'IMPORTACAO_CIDADES',
    status,
    dados: { id_evento: id, erros: [], ...extra },
  } as never);
  await flush();
}

function badRequest(message: string): AxiosError {
  const data = { errors: [{ campo: 'file', errors: [message] }] };
  const response = {
    status: 400,
    data,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
  } as AxiosResponse;
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', response.config, null, response);
}

let success: ReturnType<typeof vi.spyOn>;
let failure: ReturnType<typeof vi.spyOn>;
beforeEach(async () => {
  // The outcomes' handler loads with the first one: in before the events, each is settled within a flush.
  preloadImportOutcomes();
  await import('@/lib/imports/import-outcome-handler');
  await flush();
  success = vi.spyOn(toast, 'success').mockReturnValue(true);
  failure = vi.spyOn(toast, 'error').mockReturnValue(true);
  refreshes = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  stopListening = listenForImportOutcomes(queryClient);
});
afterEach(() => {
  stopListening();
  clearImports();
  setSessionSnapshot(SIGNED_OUT);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('pending imports: one import, from upload to its live event', () => {
  it('sends the file with a fresh UUID idEvento and stays pending until SUCESSO for that id; then refreshes and toasts', async () => {
    const { job, sent, accept } = fakeJob();
    const changes = vi.fn();
    const unsubscribe = subscribeImports(changes);
    expect(startImport(job, sheet())).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0].idEvento).toMatch(UUID_V4);
    expect((sent[0].file as File).name).toBe('cidades.xlsx');
    const id = sent[0].idEvento;
    expect(getImportRun('cidades')).toMatchObject({ id, phase: 'sending', entity: 'cidades' });

    await accept();
    await flush();
    expect(getImportRun('cidades')?.phase).toBe('processing');

    // Other events (another id, another import, notifications) leave it pending.
    await importEvent('outro-id', 'SUCESSO');
    publishLive({
      tipo_evento: 'IMPORTACAO_PAISES',
      status: 'SUCESSO',
      dados: { id_evento: id, erros: [] },
    } as never);
    publishLive({ tipo_evento: 'NOTIFICACOES', status: 'SUCESSO', dados: { nao_lidas: 3 } } as never);
    await flush();
    expect(getImportRun('cidades')?.phase).toBe('processing');
    expect(success).not.toHaveBeenCalled();

    await importEvent(id, 'SUCESSO', { mensagem: '2 linhas importadas: 2 incluídas e 0 alteradas.' });
    expect(getImportRun('cidades')).toMatchObject({
      phase: 'success',
      message: '2 linhas importadas: 2 incluídas e 0 alteradas.',
    });
    expect(success).toHaveBeenCalledWith(
      'Importação de cidades concluída. 2 linhas importadas: 2 incluídas e 0 alteradas.',
    );
    await importEvent(id, 'SUCESSO'); // a repeated event changes nothing of the run, and shows no second toast
    expect(success).toHaveBeenCalledTimes(1);
    expect(changes).toHaveBeenCalledTimes(3); // sending, processing, success
    unsubscribe();
  });

  it('keeps the row errors of an ERRO event and shows "Erro ao importar cidades" when no wizard shows it', async () => {
    const { job, sent, accept } = fakeJob();
    startImport(job, sheet());
    await accept();
    const erros = [
      { linha: 3, coluna: 'Código IBGE', mensagem: 'Código inválido' },
      { linha: null, coluna: null, mensagem: 'A planilha não tem linhas para importar' },
      { linha: 4 }, // not an error entry: dropped
    ];
    await importEvent(sent[0].idEvento, 'ERRO', { mensagem: '2 erros na planilha.', erros });
    expect(getImportRun('cidades')).toMatchObject({
      phase: 'error',
      message: '2 erros na planilha.',
      errors: erros.slice(0, 2),
    });
    expect(failure).toHaveBeenCalledWith('Erro ao importar cidades');
    expect(cityRefreshes()).toBe(0);
  });

  it('shows the outcome without a toast while a wizard watches it, and with one once it was closed', async () => {
    const first = fakeJob();
    const unwatch = watchImport('cidades');
    startImport(first.job, sheet());
    await first.accept();
    await importEvent(first.sent[0].idEvento, 'ERRO');
    expect(getImportRun('cidades')?.phase).toBe('error');
    expect(failure).not.toHaveBeenCalled();

    const second = fakeJob();
    startImport(second.job, sheet('outra.xlsx'));
    unwatch(); // the wizard is closed while the import runs: the listener stays
    unwatch(); // releasing twice does not release another watcher
    await second.accept();
    await importEvent(second.sent[0].idEvento, 'SUCESSO');
    expect(success).toHaveBeenCalledWith('Importação de cidades concluída');
  });

  it('accepts the outcome even when it arrives before the answer to the POST', async () => {
    const { job, sent, accept } = fakeJob();
    startImport(job, sheet());
    await importEvent(sent[0].idEvento, 'SUCESSO');
    expect(getImportRun('cidades')?.phase).toBe('success');
    await accept();
    await flush();
    expect(getImportRun('cidades')?.phase).toBe('success');
  });
});

describe('pending imports: no double upload, refusals, dismissal and sign-out', () => {
  it('refuses a second start while one runs (nothing sent), and allows a new one with a new id after the outcome', async () => {
    const { job, sent, accept } = fakeJob();
    expect(startImport(job, sheet())).toBe(true);
    expect(startImport(job, sheet())).toBe(false);
    await accept();
    await flush();
    expect(startImport(job, sheet())).toBe(false);
    expect(sent).toHaveLength(1);
    expect(startImport(fakeJob('paises').job, sheet())).toBe(true); // another key runs on its own

    await importEvent(sent[0].idEvento, 'SUCESSO');
    expect(startImport(job, sheet())).toBe(true);
    expect(sent).toHaveLength(2);
    expect(sent[1].idEvento).not.toBe(sent[0].idEvento);
  });

  it("keeps the API's message when the POST is refused, ignores a later event of it, and lets the user send again", async () => {
    const { job, sent, refuse } = fakeJob();
    startImport(job, sheet('falsa.xlsx'));
    await refuse(badRequest('Envie uma planilha .xlsx'));
    await flush();
    expect(getImportRun('cidades')).toMatchObject({ phase: 'refused', message: 'Envie uma planilha .xlsx' });
    expect(isRunning(getImportRun('cidades'))).toBe(false);
    expect(failure).toHaveBeenCalledWith('Envie uma planilha .xlsx');
    await importEvent(sent[0].idEvento, 'SUCESSO');
    expect(getImportRun('cidades')?.phase).toBe('refused');
    expect(startImport(job, sheet())).toBe(true);
  });

  it('dismisses a finished import but never a running one', async () => {
    const { job, sent, accept } = fakeJob();
    startImport(job, sheet());
    dismissImport('cidades');
    expect(getImportRun('cidades')?.phase).toBe('sending');
    await accept();
    await importEvent(sent[0].idEvento, 'ERRO');
    dismissImport('cidades');
    expect(getImportRun('cidades')).toBeUndefined();
  });

  it('drops every import on sign-out, from this tab and from the storage: a later event of it shows nothing', async () => {
    setSessionSnapshot(SIGNED_IN);
    const { job, sent, accept } = fakeJob();
    startImport(job, sheet());
    await accept();
    expect(localStorage.getItem('retaguarda:importacoes:7')).toContain(sent[0].idEvento);
    setSessionSnapshot(SIGNED_OUT);
    expect(getImportRun('cidades')).toBeUndefined();
    expect(localStorage.getItem('retaguarda:importacoes:7')).toBeNull();
    await importEvent(sent[0].idEvento, 'SUCESSO');
    expect(success).not.toHaveBeenCalled();
  });
});

const SIGNED_IN = {
  status: 'signed-in' as const,
  user: { id: 7, nome: 'ANA', email: 'ana@retaguarda.dev', avatarUrl: null, admin: true },
  actions: new Set<string>(),
};

describe('pending imports outlive the page and are shared by the tabs of the session', () => {
  it('a SUCESSO refreshes the lists of its resource whoever started the import (another tab, another session), without a toast here', async () => {
    await importEvent('de-outra-aba', 'SUCESSO');
    expect(cityRefreshes()).toBe(1);
    expect(success).not.toHaveBeenCalled();
    await importEvent('de-outra-aba-com-erro', 'ERRO');
    expect(cityRefreshes()).toBe(1);
    expect(failure).not.toHaveBeenCalled();
  });

  it('a page loaded after a reload finds the pending import in the storage and still gets its outcome, with its toast', async () => {
    setSessionSnapshot(SIGNED_IN);
    const { job, sent, accept } = fakeJob();
    startImport(job, sheet('grande.xlsx'));
    await accept();
    await flush();
    const kept = localStorage.getItem('retaguarda:importacoes:7');
    expect(JSON.parse(kept!).cidades).toMatchObject({
      id: sent[0].idEvento,
      fileName: 'grande.xlsx',
      phase: 'processing',
    });
    expect(kept).not.toContain('PK'); // the file itself is not kept

    // The new page: fresh modules over the same storage.
    stopListening();
    vi.resetModules();
    const fresh = await import('@/lib/imports/pending-imports');
    const outcomes = await import('@/lib/imports/import-outcomes');
    const live = await import('@/lib/live/live-bus');
    const session = await import('@/lib/session/session-state');
    const freshToast = (await import('@/lib/toast/toast')).toast;
    const shown = vi.spyOn(freshToast, 'success').mockReturnValue(true);
    session.setSessionSnapshot(SIGNED_IN);
    stopListening = outcomes.listenForImportOutcomes(queryClient);
    expect(fresh.getImportRun('cidades')).toMatchObject({ phase: 'processing', fileName: 'grande.xlsx' });
    expect(fresh.isRunning(fresh.getImportRun('cidades'))).toBe(true);

    live.publishLive({
      tipo_evento: 'IMPORTACAO_CIDADES',
      status: 'SUCESSO',
      dados: { id_evento: sent[0].idEvento, erros: [] },
    } as never);
    await vi.waitFor(() => expect(fresh.getImportRun('cidades')?.phase).toBe('success'));
    expect(fresh.getImportRun('cidades')?.phase).toBe('success');
    expect(shown).toHaveBeenCalledWith('Importação de cidades concluída');
    session.setSessionSnapshot(SIGNED_OUT);
  });

  it("shows another tab's import as it goes (the storage event) and settles it here too", async () => {
    setSessionSnapshot(SIGNED_IN);
    const changes = vi.fn();
    const unsubscribe = subscribeImports(changes);
    const other = {
      id: 'da-outra-aba',
      key: 'cidades',
      entity: 'cidades',
      fileName: 'outra.xlsx',
      startedAt: Date.now(),
      phase: 'processing',
      message: null,
      errors: [],
    };
    localStorage.setItem('retaguarda:importacoes:7', JSON.stringify({ cidades: other }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'retaguarda:importacoes:7' }));
    expect(changes).toHaveBeenCalled();
    expect(getImportRun('cidades')).toMatchObject({ id: 'da-outra-aba', phase: 'processing' });
    expect(startImport(fakeJob().job, sheet())).toBe(false); // one import per key, across the tabs

    await importEvent('da-outra-aba', 'ERRO', {
      erros: [{ linha: 2, coluna: 'UF', mensagem: 'UF inválida' }],
    });
    expect(getImportRun('cidades')).toMatchObject({
      phase: 'error',
      errors: [{ linha: 2, coluna: 'UF', mensagem: 'UF inválida' }],
    });
    expect(JSON.parse(localStorage.getItem('retaguarda:importacoes:7')!).cidades.phase).toBe('error');
    unsubscribe();
  });

  it('takes a send whose page went away, or an outcome that never came, as lost after a while', () => {
    const now = Date.now();
    const run = {
      id: 'x',
      key: 'cidades',
      entity: 'cidades',
      fileName: 'x.xlsx',
      startedAt: now,
      message: null,
      errors: [],
    };
    expect(isRunning({ ...run, phase: 'sending' }, now + SENDING_LOST_AFTER_MS - 1)).toBe(true);
    expect(isRunning({ ...run, phase: 'sending' }, now + SENDING_LOST_AFTER_MS)).toBe(false);
    expect(isRunning({ ...run, phase: 'processing' }, now + PROCESSING_LOST_AFTER_MS - 1)).toBe(true);
    expect(isRunning({ ...run, phase: 'processing' }, now + PROCESSING_LOST_AFTER_MS)).toBe(false);
  });
});
