import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ChamadoInput, ChamadoResumo, ComentarioInput, FechaChamadoInput } from '@generated/api/model';
import { TicketDetailsPage } from '@/features/tickets/details/ticket-details-page';
import { TicketListPage } from '@/features/tickets/list/ticket-list-page';
import { createQueryClient } from '@/lib/query/query-client';
import { listAddress } from '@/lib/navigation/list-return';
import { multipart } from '../../request-body';
import { renderApp } from '../session/support';
import { bodyRows, headers, setupTicketList } from './ticket-list-support';

/**
 * The queue as a workspace (issue 34) with the mock API: the whole row opens its ticket and the ticket
 * walks the queue it came from ('Próximo', 'Anterior', j/k), the list's cursor, the ticket seen marked,
 * and the search across statuses.
 */

const { api, signIn, apiPage } = setupTicketList();

beforeEach(() => sessionStorage.clear());

const LIST = '/dashboard/chamados';
/** Every ticket, oldest code first, ten a page: the queue these tests walk. */
const BY_CODE = `${LIST}?tab=TODOS&ordem=codigoSequencial,asc`;

function renderQueue(path: string) {
  return renderApp(
    path,
    [
      { path: LIST, element: <TicketListPage /> },
      { path: `${LIST}/:ticketId/detalhes`, element: <TicketDetailsPage /> },
    ],
    createQueryClient(),
  );
}

/** The row of a ticket (by its link's address). */
function rowOf(id: number): HTMLElement {
  const row = bodyRows().find((candidate) =>
    within(candidate)
      .queryAllByRole('link')
      .some((link) => link.getAttribute('href') === `${LIST}/${id}/detalhes`),
  );
  if (!row) throw new Error(`no row of ticket ${id}`);
  return row;
}

/** A cell of a row with no link nor control of its own: the opening date's. */
const plainCell = (id: number) => within(rowOf(id)).getAllByRole('cell')[headers().indexOf('Abertura')];

const ticketHeading = (ticket: Pick<ChamadoResumo, 'titulo'>) =>
  screen.findByRole('heading', { level: 2, name: new RegExp(`${escape(ticket.titulo)}$`) });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The list's rows answer clicks and keys once its workspace is on (loaded after the list's first paint). */
const workspaceOn = () =>
  waitFor(() => expect(document.querySelector('[data-queue-workspace]')).not.toBeNull());
const queueNav = () => screen.getByRole('navigation', { name: 'Fila de chamados' });

describe('the queue as a workspace', { timeout: 30_000 }, () => {
  it("a click anywhere on a row opens its ticket with its queue; 'Próximo' walks it into the next page, replacing the history entry", async () => {
    const token = await signIn();
    const user = userEvent.setup();
    const firstPage = (await apiPage(token, 'ordenacao=codigoSequencial,asc&limitePagina=10&pagina=1')).items;
    const secondPage = (await apiPage(token, 'ordenacao=codigoSequencial,asc&limitePagina=10&pagina=2'))
      .items;
    const { router } = renderQueue(BY_CODE);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await workspaceOn();

    const last = firstPage[9];
    await user.click(plainCell(last.id));
    await ticketHeading(last);
    expect(router.state.location.pathname).toBe(`${LIST}/${last.id}/detalhes`);
    expect(within(queueNav()).getByText(/10 de \d+/)).toBeInTheDocument();

    await user.click(within(queueNav()).getByRole('button', { name: 'Próximo' }));
    await ticketHeading(secondPage[0]);
    expect(router.state.location.pathname).toBe(`${LIST}/${secondPage[0].id}/detalhes`);
    // Back leads to the list, not through every ticket seen.
    expect(router.state.historyAction).toBe('REPLACE');
    // 'Voltar para chamados' opens the page of the ticket shown, the same query.
    expect(new URLSearchParams(listAddress(LIST).split('?')[1])).toEqual(
      new URLSearchParams('tab=TODOS&ordem=codigoSequencial,asc&pagina=2'),
    );
    await user.click(within(queueNav()).getByRole('button', { name: 'Anterior' }));
    await ticketHeading(last);
  });

  it("on the queue's first ticket 'Anterior' is disabled and says why; 'j' and 'k' walk it; opened directly it has no queue", async () => {
    const token = await signIn();
    const user = userEvent.setup();
    const [first, second] = (await apiPage(token, 'ordenacao=codigoSequencial,asc&limitePagina=10&pagina=1'))
      .items;
    const { router } = renderQueue(BY_CODE);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await workspaceOn();
    await user.click(within(rowOf(first.id)).getByRole('link', { name: first.titulo }));
    await ticketHeading(first);
    const previous = within(queueNav()).getByRole('button', { name: 'Anterior' });
    expect(previous).toBeDisabled();
    expect(previous).toHaveAttribute('title', 'Este é o primeiro chamado da fila');

    await user.keyboard('j');
    await ticketHeading(second);
    await user.keyboard('k');
    await ticketHeading(first);

    await router.navigate(`${LIST}/${second.id}/detalhes`);
    await ticketHeading(second);
    expect(screen.queryByRole('navigation', { name: 'Fila de chamados' })).not.toBeInTheDocument();
    await user.keyboard('j');
    expect(router.state.location.pathname).toBe(`${LIST}/${second.id}/detalhes`);
  });

  it("'j' and 'k' move the focus through the rows and Enter opens the row's ticket; the search takes its letters", async () => {
    const token = await signIn();
    const user = userEvent.setup();
    const items = (await apiPage(token, 'ordenacao=codigoSequencial,asc&limitePagina=10&pagina=1')).items;
    renderQueue(BY_CODE);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await workspaceOn();

    await user.keyboard('j');
    expect(rowOf(items[0].id)).toHaveFocus();
    await user.keyboard('jj');
    expect(rowOf(items[2].id)).toHaveFocus();
    await user.keyboard('k');
    expect(rowOf(items[1].id)).toHaveFocus();
    await user.keyboard('{Enter}');
    await ticketHeading(items[1]);

    // Back on the list: its row is marked, and 'j' goes on below it.
    await user.click(screen.getByRole('link', { name: 'Voltar para chamados' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await workspaceOn();
    await waitFor(() => expect(rowOf(items[1].id)).toHaveAttribute('aria-current', 'true'));
    expect(rowOf(items[1].id)).toHaveAccessibleDescription('Último chamado aberto');
    expect(bodyRows().filter((row) => row.getAttribute('aria-current') === 'true')).toHaveLength(1);
    await user.keyboard('j');
    expect(rowOf(items[2].id)).toHaveFocus();

    const search = screen.getByRole('searchbox', { name: 'Pesquisar' });
    await user.click(search);
    await user.keyboard('jk');
    expect(search).toHaveValue('jk');
    expect(search).toHaveFocus();
  });

  it('the search finds a word of a comment in another status: the empty tab says where, and leads there', async () => {
    const token = await signIn();
    const user = userEvent.setup();
    const body = multipart<ChamadoInput>({
      setor: 'SUPORTE',
      titulo: 'Manifesto encerrado sem retorno da SEFAZ',
      descricao: '<p>Sem retorno</p>',
      empresaId: api.ctx.db.resources.empresas.all()[0].id,
    });
    const created = (await (await api.call(token, '/v1/chamados', { method: 'POST', body })).json()) as {
      id: number;
    };
    const comment = multipart<ComentarioInput>({
      comentario: '<p>Reenviado pelo <em>Quimerino</em></p>',
      privado: false,
    });
    await api.call(token, `/v1/chamados/comentario/${created.id}`, { method: 'POST', body: comment });
    await api.call<FechaChamadoInput>(token, `/v1/chamados/fecha-chamado/${created.id}`, {
      method: 'PUT',
      json: { solicitacaoResolvida: true },
    });

    const { router } = renderQueue(`${LIST}?busca=quimerino`);
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
    expect(
      screen.getByText('A busca “quimerino” não encontrou chamados nesta situação; encontrou 1 em outras:'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fechado (1)' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(rowOf(created.id)).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search)).toEqual(
      new URLSearchParams('tab=FECHADO&busca=quimerino'),
    );
    // On the tab that has it, nothing is elsewhere: no line.
    expect(
      screen.queryByRole('group', { name: 'Resultados da busca em outras situações' }),
    ).not.toBeInTheDocument();
  });
});
