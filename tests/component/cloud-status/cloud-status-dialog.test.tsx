import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Servidor } from '@generated/api/model';
import { CLOUD_START_MS } from '@mocks/handlers/cloud';
import { qaSettings } from '@mocks/kit/qa';
import { CloudStatusTool } from '@/resources/servidores/cloud-status/cloud-status-tool';
import { CLOUD_STATUS_POLL_MS } from '@/resources/servidores/cloud-status/use-cloud-status';
import { renderWithProviders } from '../resource/support';
import { clock, openFromRow, openFromView, renderServers, setupCloudStatus } from './support';

vi.setConfig({ testTimeout: 30_000 });
const { api, signIn, signInAsSupportWith, serverIn, serverWithoutInstance, statusCalls } = setupCloudStatus();

afterEach(() => vi.useRealTimers());

/** Instância / Estado / Situação as the dialog shows them. */
function facts(dialog: HTMLElement): Record<string, string> {
  const terms = [...dialog.querySelectorAll('dt')];
  return Object.fromEntries(
    terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  );
}

async function factsShown(dialog: HTMLElement, expected: Record<string, string>) {
  await waitFor(() => expect(facts(dialog)).toEqual(expected));
}

describe('cloud server status dialog', () => {
  it("a server row on a cloud instance opens its status (instance name, state and status in pt-BR) without 'Ligar'; rows of servers without an instance have no such button", async () => {
    await signIn();
    const server = serverIn('running', 'completed');
    const { dialog, unmount } = await openFromRow(server);
    const name = api.ctx.db.instancias[server.magaluId!].name;
    await factsShown(dialog, { Instância: name, Estado: 'Ligada', Situação: 'Concluído' });
    expect(within(dialog).getByText(server.nome)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Ligar' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Atualizar' })).toHaveFocus());
    unmount();

    const plain = serverWithoutInstance();
    const servers = renderServers(`/dashboard/servidores?busca=${encodeURIComponent(plain.nome)}`);
    await screen.findByRole('link', { name: `Editar ${plain.nome}` }, { timeout: 10_000 });
    await servers.user.click(screen.getByRole('button', { name: `Mais ações ${plain.nome}` }));
    const menu = screen.getByRole('menu', { name: `Mais ações ${plain.nome}` });
    expect(within(menu).queryByRole('menuitem', { name: /^Situação da instância/ })).not.toBeInTheDocument();
  });

  it("from the view page, 'Ligar' (stopped and completed only) sends the command, says 'Comando enviado com sucesso' and follows the transition on its own until the instance runs", async () => {
    await signIn();
    const server = serverIn('stopped', 'completed');
    const { dialog, user } = await openFromView(server);
    await factsShown(dialog, {
      Instância: api.ctx.db.instancias[server.magaluId!].name,
      Estado: 'Desligada',
      Situação: 'Concluído',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Ligar' }));
    expect(await screen.findByText('Comando enviado com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(facts(dialog)).toMatchObject({ Estado: 'Desligada', Situação: 'Ligando' }));
    expect(within(dialog).queryByRole('button', { name: /^Ligar|^Enviando/ })).not.toBeInTheDocument();
    expect(
      within(dialog).getByText('Operação em andamento: a situação é atualizada automaticamente.'),
    ).toBeInTheDocument();

    // The provider finishes the command; nobody presses 'Atualizar': the dialog reads the status again on its own.
    const reads = statusCalls.length;
    clock.ahead = CLOUD_START_MS;
    await waitFor(() => expect(facts(dialog)).toMatchObject({ Estado: 'Ligada', Situação: 'Concluído' }));
    expect(statusCalls.length).toBeGreaterThan(reads);
    expect(within(dialog).queryByText(/Operação em andamento/)).not.toBeInTheDocument();
  });

  it('reads the status on its own only while a transition is under way, and no more once the dialog is closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await signIn();
    const server = serverIn('running', 'rebooting');
    const instance = api.ctx.db.instancias[server.magaluId!];
    const { dialog, user } = await openFromRow(server, { advanceTimers: vi.advanceTimersByTime });
    await waitFor(() => expect(facts(dialog)).toMatchObject({ Estado: 'Ligada', Situação: 'Reiniciando' }));
    let reads = statusCalls.length;
    await vi.advanceTimersByTimeAsync(CLOUD_STATUS_POLL_MS);
    await waitFor(() => expect(statusCalls.length).toBeGreaterThan(reads));

    instance.status = 'completed';
    await vi.advanceTimersByTimeAsync(CLOUD_STATUS_POLL_MS);
    await waitFor(() => expect(facts(dialog)).toMatchObject({ Estado: 'Ligada', Situação: 'Concluído' }));
    reads = statusCalls.length;
    await vi.advanceTimersByTimeAsync(CLOUD_STATUS_POLL_MS * 3);
    expect(statusCalls).toHaveLength(reads);

    instance.status = 'rebooting';
    await user.click(within(dialog).getByRole('button', { name: 'Atualizar' }));
    await waitFor(() => expect(facts(dialog)).toMatchObject({ Situação: 'Reiniciando' }));
    await user.click(within(dialog).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Situação da instância' })).not.toBeInTheDocument(),
    );
    reads = statusCalls.length;
    await vi.advanceTimersByTimeAsync(CLOUD_STATUS_POLL_MS * 3);
    expect(statusCalls).toHaveLength(reads);
  });

  it("'Atualizar' reads the status again", async () => {
    await signIn();
    const server = serverIn('running', 'rebooting');
    const { dialog, user } = await openFromRow(server);
    await waitFor(() => expect(facts(dialog)).toMatchObject({ Estado: 'Ligada', Situação: 'Reiniciando' }));
    api.ctx.db.instancias[server.magaluId!].status = 'completed';
    const reads = statusCalls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Atualizar' }));
    await waitFor(() => expect(facts(dialog)).toMatchObject({ Estado: 'Ligada', Situação: 'Concluído' }));
    expect(statusCalls.length).toBeGreaterThan(reads);
  });

  it("asks with the session's bearer (the app holds no fixed authorization) and renews a session that expired meanwhile instead of showing an error", async () => {
    await signIn();
    const server = serverIn('running', 'completed');
    const sent: Array<string | null> = [];
    const record = ({ request }: { request: Request }) => {
      if (request.url.includes('/status-servidor/')) sent.push(request.headers.get('authorization'));
    };
    api.server.events.on('request:start', record);
    try {
      const { dialog, user } = await openFromRow(server);
      await waitFor(() => expect(facts(dialog)).toMatchObject({ Estado: 'Ligada' }));
      clock.ahead = 16 * 60 * 1000; // the mock's access tokens live 15 minutes
      await user.click(within(dialog).getByRole('button', { name: 'Atualizar' }));
      await waitFor(() => expect(sent.length).toBeGreaterThanOrEqual(3));
      await waitFor(() => expect(facts(dialog)).toMatchObject({ Estado: 'Ligada', Situação: 'Concluído' }));
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
      expect(sent.every((header) => header?.startsWith('Bearer '))).toBe(true);
      // The refused read and its replay carried different tokens: the session was renewed in between.
      expect(new Set(sent).size).toBeGreaterThanOrEqual(2);
    } finally {
      api.server.events.removeListener('request:start', record);
    }
  });

  it("a status that cannot be read says 'Não foi possível exibir as informações da instância selecionada'; 'Tentar novamente' reads it again", async () => {
    await signIn();
    const server = serverIn('suspended', 'completed');
    // The first read and its one retry fail.
    qaSettings.failures.push({ method: 'GET', path: '/status-servidor/', status: 500, times: 2 });
    const { dialog, user } = await openFromRow(server);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível exibir as informações da instância selecionada');
    expect(facts(dialog)).toEqual({});
    expect(within(dialog).queryByRole('button', { name: 'Ligar' })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(facts(dialog)).toMatchObject({ Estado: 'Suspensa', Situação: 'Concluído' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a refused start command says 'Erro ao enviar o comando' and reads the status again", async () => {
    await signIn();
    const server = serverIn('stopped', 'completed');
    const { dialog, user } = await openFromRow(server);
    await waitFor(() => expect(facts(dialog)).toMatchObject({ Estado: 'Desligada', Situação: 'Concluído' }));
    // Meanwhile the instance was started elsewhere: the provider refuses (409).
    api.ctx.db.instancias[server.magaluId!].status = 'starting';
    await user.click(within(dialog).getByRole('button', { name: 'Ligar' }));
    expect(await screen.findByText('Erro ao enviar o comando')).toBeInTheDocument();
    await waitFor(() => expect(facts(dialog)).toMatchObject({ Estado: 'Desligada', Situação: 'Ligando' }));
    expect(within(dialog).queryByRole('button', { name: 'Ligar' })).not.toBeInTheDocument();
  });

  it("needs the servers' view permission; 'Ligar' also needs the edit permission", async () => {
    await signInAsSupportWith(['CON_SERVIDOR']);
    const server = serverIn('stopped', 'completed');
    const { dialog } = await openFromRow(server);
    await waitFor(() => expect(facts(dialog)).toMatchObject({ Estado: 'Desligada', Situação: 'Concluído' }));
    expect(within(dialog).queryByRole('button', { name: 'Ligar' })).not.toBeInTheDocument();
  });

  it('shows nothing to a user who may not view servers', async () => {
    await signInAsSupportWith([]);
    const server: Servidor = serverIn('stopped', 'completed');
    renderWithProviders(<CloudStatusTool record={server} label={server.nome} variant="view" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
