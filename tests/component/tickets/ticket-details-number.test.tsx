import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../session/support';
import { setupTicketDetails } from './ticket-details-support';

const { signIn, openTicket } = setupTicketDetails();

describe('one number for a ticket', { timeout: 20_000 }, () => {
  it("the breadcrumb, the heading and the tab's title all say its code ('Chamado #1044'), never the id of its address", async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    expect(ticket.id).not.toBe(ticket.codigoSequencial);
    const code = `#${ticket.codigoSequencial}`;

    // The whole app at the ticket's address (its id), shell and breadcrumb included.
    renderApp(`/dashboard/chamados/${ticket.id}/detalhes`);
    const heading = await screen.findByRole(
      'heading',
      { level: 2, name: `${code} ${ticket.titulo}` },
      { timeout: 10_000 },
    );
    expect(heading).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    const steps = within(trail)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace('›', '').trim());
    expect(steps).toEqual(['Início', 'Chamados', `Chamado ${code}`]);
    expect(within(trail).getByText(`Chamado ${code}`)).toHaveAttribute('aria-current', 'page');
    expect(trail).not.toHaveTextContent(new RegExp(`#${ticket.id}(?!\\d)`));
    expect(document.title).toBe(`Chamado ${code} · Retaguarda`);
  });
});
