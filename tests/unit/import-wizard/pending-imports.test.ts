import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportacaoPlanilha } from '@generated/api/model';
import {
  clearImports,
  dismissImport,
  getImportRun,
  isRunning,
  subscribeImports,
  watchImport,
  type ImportJob,
} from '@/kit/import-wizard/pending-imports';
import { newEventId, startImport } from '@/kit/import-wizard/start-import';
import { publishLive } from '@/lib/live/live-bus';
import { SIGNED_OUT, setSessionSnapshot } from '@/lib/session/session-state';
import { toast } from '@/lib/toast/toast';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A job whose POST the test answers by hand (resolve / reject), recording what was sent. */
function fakeJob(key = 'cidades') {
  const sent: ImportacaoPlanilha[] = [];
  const answers: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];
  const onSuccess = vi.fn();
  const job: ImportJob = {
    key,
    entity: 'cidades',
    tipoEvento: 'IMPORTACAO_CIDADES',
    upload: (body) => {
      sent.push(body);
      return new Promise<void>((resolve, reject) => answers.push({ resolve, reject }));
    },
    onSuccess,
  };
  const last = () => answers[answers.length - 1];
  return { job, sent, onSuccess, accept: async () => last().resolve(), refuse: async (error: unknown) => last().reject(error) };
}

const sheet = (name = 'cidades.xlsx') => new File(['PK'], name);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function importEvent(id: string, status: 'SUCESSO' | 'ERRO', extra: Record<string, unknown> = {}) {
  publishLive({ tipo_evento: 'IMPORTACAO_CIDADES', status, dados: { id_evento: id, erros: [], ...extra } } as never);
}

function badRequest(message: string): AxiosError {
  const data = { errors: [{ campo: 'file', errors: [message] }] };
  const response = { status: 400, data, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } } as AxiosResponse;
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', response.config, null, response);
}

let success: ReturnType<typeof vi.spyOn>;
let failure: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  success = vi.spyOn(toast, 'success').mockReturnValue(true);
  failure = vi.spyOn(toast, 'error').mockReturnValue(true);
});
afterEach(() => {
  clearImports();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('pending imports: one import, from upload to its live event', () => {
  it('sends the file with a fresh UUID idEvento and stays pending until SUCESSO for that id; then refreshes and toasts', async () => {
    const { job, sent, onSuccess, accept } = fakeJob();
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
    importEvent('outro-id', 'SUCESSO');
    publishLive({ tipo_evento: 'IMPORTACAO_PAISES', status: 'SUCESSO', dados: { id_evento: id, erros: [] } } as never);
    publishLive({ tipo_evento: 'NOTIFICACOES', status: 'SUCESSO', dados: { nao_lidas: 3 } } as never);
    expect(getImportRun('cidades')?.phase).toBe('processing');
    expect(onSuccess).not.toHaveBeenCalled();

    importEvent(id, 'SUCESSO', { mensagem: '2 linhas importadas: 2 incluídas e 0 alteradas.' });
    expect(getImportRun('cidades')).toMatchObject({ phase: 'success', message: '2 linhas importadas: 2 incluídas e 0 alteradas.' });
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith('Importação de cidades concluída. 2 linhas importadas: 2 incluídas e 0 alteradas.');
    importEvent(id, 'SUCESSO'); // a repeated event changes nothing
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(changes).toHaveBeenCalledTimes(3); // sending, processing, success
    unsubscribe();
  });

  it('keeps the row errors of an ERRO event and shows "Erro ao importar cidades" when no wizard shows it', async () => {
    const { job, sent, onSuccess, accept } = fakeJob();
    startImport(job, sheet());
    await accept();
    const erros = [
      { linha: 3, coluna: 'Código IBGE', mensagem: 'Código inválido' },
      { linha: null, coluna: null, mensagem: 'A planilha não tem linhas para importar' },
      { linha: 4 }, // not an error entry: dropped
    ];
    importEvent(sent[0].idEvento, 'ERRO', { mensagem: '2 erros na planilha.', erros });
    expect(getImportRun('cidades')).toMatchObject({ phase: 'error', message: '2 erros na planilha.', errors: erros.slice(0, 2) });
    expect(failure).toHaveBeenCalledWith('Erro ao importar cidades');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows the outcome without a toast while a wizard watches it, and with one once it was closed', async () => {
    const first = fakeJob();
    const unwatch = watchImport('cidades');
    startImport(first.job, sheet());
    await first.accept();
    importEvent(first.sent[0].idEvento, 'ERRO');
    expect(getImportRun('cidades')?.phase).toBe('error');
    expect(failure).not.toHaveBeenCalled();

    const second = fakeJob();
    startImport(second.job, sheet('outra.xlsx'));
    unwatch(); // the wizard is closed while the import runs: the listener stays
    unwatch(); // releasing twice does not release another watcher
    await second.accept();
    importEvent(second.sent[0].idEvento, 'SUCESSO');
    expect(success).toHaveBeenCalledWith('Importação de cidades concluída');
    expect(second.onSuccess).toHaveBeenCalledTimes(1);
  });

  it('accepts the outcome even when it arrives before the answer to the POST', async () => {
    const { job, sent, accept } = fakeJob();
    startImport(job, sheet());
    importEvent(sent[0].idEvento, 'SUCESSO');
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

    importEvent(sent[0].idEvento, 'SUCESSO');
    expect(startImport(job, sheet())).toBe(true);
    expect(sent).toHaveLength(2);
    expect(sent[1].idEvento).not.toBe(sent[0].idEvento);
  });

  it("keeps the API's message when the POST is refused, stops listening, and lets the user send again", async () => {
    const { job, sent, refuse } = fakeJob();
    startImport(job, sheet('falsa.xlsx'));
    await refuse(badRequest('Envie uma planilha .xlsx'));
    await flush();
    expect(getImportRun('cidades')).toMatchObject({ phase: 'refused', message: 'Envie uma planilha .xlsx' });
    expect(isRunning(getImportRun('cidades'))).toBe(false);
    expect(failure).toHaveBeenCalledWith('Envie uma planilha .xlsx');
    importEvent(sent[0].idEvento, 'SUCESSO');
    expect(getImportRun('cidades')?.phase).toBe('refused');
    expect(startImport(job, sheet())).toBe(true);
  });

  it('dismisses a finished import but never a running one', async () => {
    const { job, sent, accept } = fakeJob();
    startImport(job, sheet());
    dismissImport('cidades');
    expect(getImportRun('cidades')?.phase).toBe('sending');
    await accept();
    importEvent(sent[0].idEvento, 'ERRO');
    dismissImport('cidades');
    expect(getImportRun('cidades')).toBeUndefined();
  });

  it('drops every import on sign-out: a later event of it shows nothing', async () => {
    const { job, sent, onSuccess, accept } = fakeJob();
    startImport(job, sheet());
    await accept();
    setSessionSnapshot({ status: 'signed-in', user: null, actions: new Set() });
    setSessionSnapshot(SIGNED_OUT);
    expect(getImportRun('cidades')).toBeUndefined();
    importEvent(sent[0].idEvento, 'SUCESSO');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(success).not.toHaveBeenCalled();
  });

  it('makes v4 UUIDs also where crypto.randomUUID is missing (pages on plain http)', () => {
    expect(newEventId()).toMatch(UUID_V4);
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => real.getRandomValues(bytes) });
    expect(globalThis.crypto.randomUUID).toBeUndefined();
    const ids = new Set(Array.from({ length: 50 }, () => newEventId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});
