import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mswHttp } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format/date';
import { locationOf } from '../session/support';
import { DEMO_ACCOUNTS, renderDetails, setupTicketDetails } from './ticket-details-support';

const { api, signIn, openTicket, comment, closeTicket } = setupTicketDetails();

const HOSTILE =
  '<p>Veja <a href="javascript:window.__pwned=1">este link</a> e <a href="https://example.com/ajuda">a ajuda</a></p>' +
  '<img src="x" onerror="window.__pwned=2"><script>window.__pwned=3</script>' +
  '<svg><script>window.__pwned=4</script></svg><p style="position:fixed" onclick="window.__pwned=5">Texto seguro</p>';

function fact(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('ticket details page', { timeout: 15_000 }, () => {
  it('shows the header: code, title, sector, status, customer, dates, opener and assignees', async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    renderDetails(ticket.id);

    expect(
      await screen.findByRole('heading', { level: 2, name: `#${ticket.codigoSequencial} ${ticket.titulo}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Detalhes do chamado' })).toBeInTheDocument();
    expect(document.title).toBe(`Chamado #${ticket.codigoSequencial} · Retaguarda`);
    expect(screen.getByText('Aberto', { selector: '.ticket-header .ticket-status' })).toBeInTheDocument();
    expect(fact('Setor')).toBe('Financeiro');
    expect(fact('Cliente')).toBe(ticket.empresa!.nome);
    // The opening moment, and beside it how long ago, with the moment as its title.
    expect(fact('Aberto em')).toBe(`${formatDateTime(ticket.createdAt)} há menos de um minuto`);
    const age = screen.getByText('há menos de um minuto');
    expect(age.tagName).toBe('TIME');
    expect(age).toHaveAttribute('datetime', ticket.createdAt);
    expect(age).toHaveAttribute('title', formatDateTime(ticket.createdAt));
    expect(fact('Aberto por')).toBe(DEMO_ACCOUNTS.admin.nome);
    expect(fact('Previsão de conclusão')).toBe('Não definida');
    expect(screen.queryByText('Fechado em')).not.toBeInTheDocument();
    const assignees = screen.getByRole('list', { name: 'Responsáveis' });
    expect(within(assignees).getByText(DEMO_ACCOUNTS.suporte.nome)).toBeInTheDocument();
    expect(within(assignees).getByRole('img', { name: DEMO_ACCOUNTS.admin.nome })).toBeInTheDocument();
    // The status is changed from its menu in the title row; the other actions are buttons.
    expect(screen.getByRole('button', { name: 'Situação: Aberto. Alterar situação' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
    const actions = screen.getByRole('group', { name: 'Ações do chamado' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Responder', 'Alterar previsão', 'Responsáveis', 'Fechar chamado']);
    for (const button of within(actions).getAllByRole('button')) expect(button).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Novo comentário' })).toBeInTheDocument();
  });

  it('shows the description and comments sanitised: no script, handler, style or javascript: link gets in', async () => {
    const token = await signIn();
    const ticket = await openTicket(token, HOSTILE);
    await comment(token, ticket.id, HOSTILE.replaceAll('__pwned', '__pwnedComment'));
    renderDetails(ticket.id);

    const description = await screen.findByRole('region', { name: 'Descrição' });
    expect(within(description).getByText('Texto seguro')).toBeInTheDocument();
    const thread = screen.getByRole('region', { name: /Comentários/ });
    expect(within(thread).getByText('Texto seguro')).toBeInTheDocument();
    const shown = [...document.querySelectorAll('.rich-text')];
    expect(shown).toHaveLength(2);
    for (const area of shown as HTMLElement[]) {
      expect(area.querySelector('script, img, svg, [onerror], [onclick], [style]')).toBeNull();
      expect(within(area).getByText('este link')).not.toHaveAttribute('href');
      expect(within(area).getByRole('link', { name: 'a ajuda' })).toHaveAttribute(
        'rel',
        'noopener noreferrer',
      );
    }
    const globals = window as unknown as Record<string, unknown>;
    expect(globals.__pwned).toBeUndefined();
    expect(globals.__pwnedComment).toBeUndefined();
  });

  it("shows a closed ticket with its closing date and outcome, offering only 'Reabrir' and no comment form", async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    const closed = await closeTicket(token, ticket.id, false);
    renderDetails(ticket.id);

    expect(
      await screen.findByText('Fechado', { selector: '.ticket-header .ticket-status' }),
    ).toBeInTheDocument();
    expect(fact('Fechado em')).toBe(formatDateTime(closed.dataFechamento));
    expect(fact('Solicitação resolvida')).toBe('Não');
    const actions = screen.getByRole('group', { name: 'Ações do chamado' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reabrir']);
    expect(screen.queryByRole('button', { name: 'Fechar chamado' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Novo comentário' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Comentar' })).not.toBeInTheDocument();
  });

  it('says the ticket was not found for an unknown id and for an address that is not an id', async () => {
    await signIn();
    const user = userEvent.setup();
    const view = renderDetails(999_999);
    expect(await screen.findByText('Chamado não encontrado')).toBeInTheDocument();
    view.unmount();

    const other = renderDetails('abc');
    expect(await screen.findByText('Chamado não encontrado')).toBeInTheDocument();
    await user.click(within(screen.getByRole('alert')).getByRole('link', { name: 'Voltar para chamados' }));
    expect(await screen.findByRole('heading', { name: 'Lista de chamados' })).toBeInTheDocument();
    expect(locationOf(other.router)).toBe('/dashboard/chamados');
  });

  it('shows a loading state, then a failure with a retry that loads the ticket', async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    api.server.use(
      mswHttp.get(
        '*/v1/chamados/:id',
        () => HttpResponse.json({ erro: 'Serviço indisponível' }, { status: 503 }),
        { once: true },
      ),
    );
    const user = userEvent.setup();
    renderDetails(ticket.id);

    expect(screen.getByRole('status')).toHaveTextContent('Carregando chamado…');
    expect(await screen.findByText('Não foi possível carregar o chamado')).toBeInTheDocument();
    expect(screen.getByText('Serviço indisponível')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: new RegExp(ticket.titulo) }),
    ).toBeInTheDocument();
  });
});
