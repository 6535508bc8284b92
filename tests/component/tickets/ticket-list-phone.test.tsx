import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emulateWidth } from '../phone-width';
import { codeOf, renderTicketList, setupTicketList } from './ticket-list-support';

/** The queue on a phone (≤ 480 px): its tickets as cards in the table's place, in the list's order. */

const { signIn, apiPage } = setupTicketList();
let screenWidth: ReturnType<typeof emulateWidth> | null = null;
afterEach(() => screenWidth?.restore());

describe('TicketListPage on a phone', () => {
  it('shows the open tickets as cards, newest first, each linking to its ticket', async () => {
    const token = await signIn();
    screenWidth = emulateWidth(390);
    renderTicketList();
    const open = await apiPage(token, 'status=EM_ABERTO&ordenacao=createdAt,desc&limitePagina=10');
    const cards = await screen.findByRole('list', { name: 'Chamados' });
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(open.items.length));
    const items = within(cards).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^#\d+$/).textContent)).toEqual(open.items.map(codeOf));
    open.items.forEach((ticket, index) =>
      expect(within(items[index]).getByRole('link', { name: ticket.titulo })).toHaveAttribute(
        'href',
        `/dashboard/chamados/${ticket.id}/detalhes`,
      ),
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
