import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { AlteraStatusChamadoInput } from '@generated/api/model';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { multipart } from '../../request-body';
import { setupMockApi } from '../../unit/mocks/support';
import { endTestSession, renderAt, startSession } from './support';

const api = setupMockApi();
const TICKETS = '*/dev/api/v1/chamados';

afterEach(() => {
  cleanup();
  endTestSession();
});

const OPEN_STATUSES = [
  ['EM_ABERTO', 'Aberto'],
  ['EM_ANALISE', 'Em análise'],
  ['A_DESENVOLVER', 'A desenvolver'],
  ['EM_ANDAMENTO', 'Em andamento'],
  ['AGUARDANDO_RESPOSTA_CLIENTE', 'Aguardando resposta do cliente'],
  ['AGUARDANDO_RESPOSTA_SUPORTE', 'Aguardando resposta do suporte'],
] as const;

function countIn(status: string): number {
  return api.ctx.db.chamados.all().filter((ticket) => ticket.status === status).length;
}

function ticketsSection() {
  return screen.getByRole('region', { name: 'Chamados por situação' });
}

function shortcuts() {
  const section = screen.getByRole('region', { name: 'Acesso rápido' });
  return within(section)
    .getAllByRole('link')
    .map((link) => link.textContent?.trim());
}

describe('start page', () => {
  it('shows the open tickets of each status, counted by the API, each opening the list on that status', async () => {
    await startSession(api);
    renderAt(<DashboardPage />, '/dashboard');

    expect(screen.getByRole('heading', { level: 1, name: 'Início' })).toBeInTheDocument();
    expect(screen.getByText(/^Olá, Ana\./)).toBeInTheDocument();
    expect(ticketsSection()).toHaveAttribute('aria-busy', 'true');

    let total = 0;
    for (const [status, label] of OPEN_STATUSES) {
      const count = countIn(status);
      total += count;
      const card = await within(ticketsSection()).findByRole('link', {
        name: `${label}: ${count} ${count === 1 ? 'chamado' : 'chamados'}`,
      });
      expect(card).toHaveAttribute('href', `/dashboard/chamados?tab=${status}`);
    }
    // The seed has tickets in several statuses, so a status filter that were ignored would show here.
    expect(new Set(OPEN_STATUSES.map(([status]) => countIn(status))).size).toBeGreaterThan(1);
    expect(ticketsSection()).toHaveAttribute('aria-busy', 'false');
    expect(within(ticketsSection()).getByText(`${total} chamados não fechados`)).toBeInTheDocument();
    expect(within(ticketsSection()).getByRole('link', { name: 'Ver chamados' })).toHaveAttribute(
      'href',
      '/dashboard/chamados',
    );
  });

  it('follows the data: a ticket moved to another status changes the counts', async () => {
    const ticket = api.ctx.db.chamados.all().find((item) => item.status === 'EM_ABERTO')!;
    const before = { aberto: countIn('EM_ABERTO'), analise: countIn('EM_ANALISE') };
    await startSession(api);
    const tokens = await api.login();
    const form = multipart<AlteraStatusChamadoInput>({ status: 'EM_ANALISE' });
    const changed = await api.call(tokens.token, `/v1/chamados/altera-status/${ticket.id}`, {
      method: 'PUT',
      body: form,
    });
    expect(changed.ok).toBe(true);

    renderAt(<DashboardPage />, '/dashboard');
    expect(
      await screen.findByRole('link', { name: `Aberto: ${before.aberto - 1} chamados` }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: `Em análise: ${before.analise + 1} chamados` }),
    ).toBeInTheDocument();
  });

  it('shows the API error with a way to try again', async () => {
    let failures = OPEN_STATUSES.length;
    api.server.use(
      http.get(TICKETS, () => {
        if (failures <= 0) return undefined;
        failures -= 1;
        return HttpResponse.json({ erro: 'Serviço de chamados indisponível' }, { status: 503 });
      }),
    );
    await startSession(api);
    const user = userEvent.setup();
    renderAt(<DashboardPage />, '/dashboard');

    const alert = await within(ticketsSection()).findByRole('alert');
    expect(alert).toHaveTextContent('Serviço de chamados indisponível');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(within(ticketsSection()).queryByRole('alert')).not.toBeInTheDocument());
    expect(
      await within(ticketsSection()).findByRole('link', { name: `Aberto: ${countIn('EM_ABERTO')} chamados` }),
    ).toBeInTheDocument();
  });

  it('says so when no ticket is waiting', async () => {
    api.server.use(http.get(TICKETS, () => HttpResponse.json({ items: [], totalItens: 0, totalPaginas: 0 })));
    await startSession(api);
    renderAt(<DashboardPage />, '/dashboard');
    expect(
      await within(ticketsSection()).findByText('Nenhum chamado aguardando atendimento.'),
    ).toBeInTheDocument();
  });

  it('offers shortcuts to the routines the user may view', async () => {
    await startSession(api);
    const { unmount } = renderAt(<DashboardPage />, '/dashboard');
    expect(shortcuts()).toHaveLength(18 + 1);
    expect(shortcuts()).toContain('Todas as rotinas');
    unmount();
    endTestSession();

    await startSession(api, 'suporte@retaguarda.dev');
    renderAt(<DashboardPage />, '/dashboard');
    expect(shortcuts()).toEqual(['Todas as rotinas', 'Cidades', 'Países']);
    expect(screen.getByRole('link', { name: 'Cidades' })).toHaveAttribute('href', '/dashboard/cidades');
  });
});
