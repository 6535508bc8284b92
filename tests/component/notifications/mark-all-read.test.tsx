import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@mocks/db/seed/accounts';
import { notify } from '@mocks/kit/notify';
import { qaSettings } from '@mocks/kit/qa';
import { listOf, openDrawer, renderBell, setupNotificationTests } from './support';

const { api, unreadOf, signIn } = setupNotificationTests();
const ADMIN = DEMO_ACCOUNTS.admin.id;
const SUPORTE = DEMO_ACCOUNTS.suporte.id;
const MARK_ALL = '/v1/notificacoes/marca-todas-lidas';

/** Counts the calls of 'Marcar todas como lidas' the page makes while the test runs. */
function countMarkAllCalls() {
  const calls: string[] = [];
  api.server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname.endsWith(MARK_ALL)) calls.push(request.url);
  });
  return calls;
}

/** The mock's data is shared by the file's tests: each one that needs unread notifications adds its own. */
function addUnread(count: number): void {
  for (let index = 0; index < count; index++) {
    notify(api.ctx, ADMIN, {
      titulo: `Aviso ${index + 1}`,
      descricao: 'Importação concluída',
      variante: 'INFO',
    });
  }
}

afterEach(() => {
  api.server.events.removeAllListeners();
  qaSettings.failures.splice(0);
  qaSettings.latencyMs = 0;
});

describe("notification drawer: 'Marcar todas como lidas'", { timeout: 15_000 }, () => {
  it('marks every unread notification read in one call: the bell reads zero, the list empties, the button turns disabled', async () => {
    await signIn();
    addUnread(3);
    const before = unreadOf(ADMIN).length;
    const othersBefore = unreadOf(SUPORTE).length;
    expect(before).toBeGreaterThan(0);
    const calls = countMarkAllCalls();
    const user = userEvent.setup();
    renderBell(ADMIN);
    const drawer = await openDrawer(user);
    const unreadList = await listOf(drawer, 'Não lidas');
    expect(within(unreadList).getAllByRole('listitem').length).toBeGreaterThan(0);

    // The drawer is shown once it has put the focus in itself.
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: 'Fechar notificações' })).toHaveFocus(),
    );
    const button = within(drawer).getByRole('button', { name: 'Marcar todas como lidas' });
    expect(button).toBeEnabled();
    // Two clicks in a row (a double click) while the answer is on its way: one call.
    qaSettings.latencyMs = 300;
    await user.dblClick(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveFocus();

    expect(await screen.findByRole('button', { name: 'Notificações, nenhuma não lida' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Notificações, nenhuma não lida' }).querySelector('.p-badge'),
    ).toBeNull();
    expect(await within(drawer).findByText('Nenhuma notificação encontrada')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled(),
    );
    expect(calls).toHaveLength(1);
    expect(unreadOf(ADMIN)).toHaveLength(0);
    expect(unreadOf(SUPORTE)).toHaveLength(othersBefore);
    // The focus, on the button that is now disabled, moved to the tab whose list it emptied.
    expect(within(drawer).getByRole('tab', { name: 'Não lidas' })).toHaveFocus();
  });

  it('is disabled when nothing is unread', async () => {
    await signIn();
    for (const item of unreadOf(ADMIN))
      api.ctx.db.notificacoes.update(item.id, { lido: true }, null, new Date());
    const user = userEvent.setup();
    renderBell(ADMIN);
    await user.click(await screen.findByRole('button', { name: 'Notificações, nenhuma não lida' }));
    const drawer = await screen.findByRole('dialog', { name: 'Notificações' }, { timeout: 5000 });
    expect(await within(drawer).findByText('Nenhuma notificação encontrada')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled();
  });

  it("a failure shows the API's message as the red error toast and changes nothing; the button can be tried again", async () => {
    await signIn();
    addUnread(2);
    const before = unreadOf(ADMIN).length;
    // The call and the HTTP client's one retry of a failed write.
    qaSettings.failures.push({
      method: 'PUT',
      path: MARK_ALL,
      status: 503,
      erro: 'Serviço temporariamente indisponível',
      times: 2,
    });
    const user = userEvent.setup();
    renderBell(ADMIN);
    const drawer = await openDrawer(user);
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: 'Fechar notificações' })).toHaveFocus(),
    );
    const button = within(drawer).getByRole('button', { name: 'Marcar todas como lidas' });
    await user.click(button);

    const toast = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(toast).toHaveTextContent('Serviço temporariamente indisponível');
    expect(unreadOf(ADMIN)).toHaveLength(before);
    expect(screen.getByRole('button', { name: `Notificações, ${before} não lidas` })).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();

    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Notificações, nenhuma não lida' })).toBeInTheDocument();
  });
});
