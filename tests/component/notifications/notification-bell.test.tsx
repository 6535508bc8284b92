import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@mocks/db/seed/accounts';
import { notify } from '@mocks/kit/notify';
import { findDrawer, listOf, openDrawer, renderBell, setupNotificationTests } from './support';

const { api, unreadOf, signIn } = setupNotificationTests();
const ADMIN = DEMO_ACCOUNTS.admin.id;

describe('notification bell', { timeout: 15_000 }, () => {
  it('shows the unread count from the API on the bell and lists the unread ones, 10 per page', async () => {
    await signIn();
    const unread = unreadOf(ADMIN).length;
    expect(unread).toBeGreaterThan(10);
    const user = userEvent.setup();
    renderBell(ADMIN);

    const bell = await screen.findByRole('button', { name: `Notificações, ${unread} não lidas` });
    expect(within(bell).getByText(String(unread))).toBeInTheDocument();

    await user.click(bell);
    const drawer = await findDrawer();
    expect(within(drawer).getAllByTestId('notification-skeleton-row')).toHaveLength(6);
    expect(within(drawer).getByRole('tab', { name: 'Não lidas' })).toHaveAttribute('aria-selected', 'true');
    const list = await listOf(drawer, 'Não lidas');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    for (const item of items)
      expect(within(item).getByRole('button', { name: /^Marcar como lida: / })).toBeInTheDocument();
    expect(within(items[0]).getByRole('heading', { level: 3 }).textContent).toMatch(
      /^(Sucesso|Erro|Informação), não lida: /,
    );
    expect(items[0].querySelector('time')?.textContent).toMatch(
      /^(\p{L}+(-feira)?, \d\d:\d\d|\d\d\/\d\d\/\d{4} - \d\d:\d\d)$/u,
    );
  });

  it('updates the badge and the open list from a NOTIFICACOES live event', async () => {
    await signIn();
    const before = unreadOf(ADMIN).length;
    const user = userEvent.setup();
    renderBell(ADMIN);
    const drawer = await openDrawer(user);
    await listOf(drawer, 'Não lidas');
    await waitFor(() => expect(api.ctx.live.connectionsOf(ADMIN)).toBe(1));

    act(() => {
      notify(api.ctx, ADMIN, {
        titulo: 'Importação de cidades concluída',
        descricao: '12 cidades gravadas',
        variante: 'SUCESSO',
      });
    });
    expect(
      await screen.findByRole('button', { name: `Notificações, ${before + 1} não lidas` }),
    ).toBeInTheDocument();
    const list = await listOf(drawer, 'Não lidas');
    expect(
      await within(list).findByRole('heading', {
        name: 'Sucesso, não lida: Importação de cidades concluída',
      }),
    ).toBeInTheDocument();
  });

  it('caps the badge at 99+ when a live event brings more than 99 unread', async () => {
    await signIn();
    renderBell(ADMIN);
    await screen.findByRole('button', { name: /^Notificações, \d+ não lidas$/ });
    await waitFor(() => expect(api.ctx.live.connectionsOf(ADMIN)).toBe(1));
    act(() => {
      api.ctx.live.sendTo(ADMIN, {
        tipo_evento: 'NOTIFICACOES',
        status: 'SUCESSO',
        dados: { nao_lidas: 150 },
      });
    });
    const bell = await screen.findByRole('button', { name: 'Notificações, 150 não lidas' });
    expect(within(bell).getByText('99+')).toBeInTheDocument();
    act(() => {
      api.ctx.live.sendTo(ADMIN, {
        tipo_evento: 'NOTIFICACOES',
        status: 'SUCESSO',
        dados: { nao_lidas: 99 },
      });
    });
    expect(
      within(await screen.findByRole('button', { name: 'Notificações, 99 não lidas' })).getByText('99'),
    ).toBeInTheDocument();
  });

  it('shows the empty text and no badge for a user without notifications', async () => {
    await signIn('cliente@retaguarda.dev');
    const user = userEvent.setup();
    renderBell(DEMO_ACCOUNTS.cliente.id);
    const bell = await screen.findByRole('button', { name: 'Notificações, nenhuma não lida' });
    expect(bell.querySelector('.p-badge')).toBeNull();
    await user.click(bell);
    const drawer = await findDrawer();
    expect(await within(drawer).findByText('Nenhuma notificação encontrada')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('tab', { name: 'Todas' }));
    expect(await within(drawer).findByText('Nenhuma notificação encontrada')).toBeInTheDocument();
  });

  it('is keyboard usable: focus moves into the drawer, Escape closes it and focus returns to the bell', async () => {
    await signIn();
    const user = userEvent.setup();
    renderBell(ADMIN);
    const bell = await screen.findByRole('button', { name: /^Notificações, \d+ não lidas$/ });
    bell.focus();
    await user.keyboard('{Enter}');
    const drawer = await findDrawer();
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await listOf(drawer, 'Não lidas');
    for (let step = 0; step < 40; step++) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Notificações' })).not.toBeInTheDocument(),
    );
    expect(bell).toHaveFocus();
  });
});
