import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@mocks/db/seed/accounts';
import { notify } from '@mocks/kit/notify';
import { listOf, openDrawer, renderBell, setupNotificationTests } from './support';

const { api, unreadOf, signIn } = setupNotificationTests();
const ADMIN = DEMO_ACCOUNTS.admin.id;

describe('notification drawer', { timeout: 15_000 }, () => {
  it('pages through the list and switches to the tab with every notification', async () => {
    await signIn();
    const user = userEvent.setup();
    renderBell(ADMIN);
    const drawer = await openDrawer(user);
    const firstPage = within(await listOf(drawer, 'Não lidas'))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    const pages = Math.ceil(unreadOf(ADMIN).length / 10);
    expect(within(drawer).getByText(`1 de ${pages}`)).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Próxima página' }));
    expect(await within(drawer).findByText(`2 de ${pages}`)).toBeInTheDocument();
    await waitFor(() => {
      const secondPage = within(drawer)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
      expect(secondPage[0]).not.toBe(firstPage[0]);
    });

    await user.click(within(drawer).getByRole('tab', { name: 'Todas' }));
    const all = await listOf(drawer, 'Todas');
    expect(within(all).getAllByRole('listitem')).toHaveLength(10);
    const total = api.ctx.db.notificacoes.all().filter((item) => item.usuarioId === ADMIN).length;
    expect(within(drawer).getByText(`1 de ${Math.ceil(total / 10)}`)).toBeInTheDocument();
  });

  it('toggles read / unread: the list and the badge follow', async () => {
    await signIn();
    // The newest notification, first in both tabs, with a title no other one has.
    const title = 'Planilha de NCMs processada';
    notify(api.ctx, ADMIN, { titulo: title, descricao: 'Todas as linhas foram gravadas', variante: 'INFO' });
    const before = unreadOf(ADMIN).length;
    const user = userEvent.setup();
    renderBell(ADMIN);
    const drawer = await openDrawer(user);
    const list = await listOf(drawer, 'Não lidas');
    const [first] = within(list).getAllByRole('listitem');
    expect(within(first).getByRole('heading', { level: 3 })).toHaveAccessibleName(
      `Informação, não lida: ${title}`,
    );

    await user.click(within(first).getByRole('button', { name: `Marcar como lida: ${title}` }));
    expect(
      await screen.findByRole('button', { name: `Notificações, ${before - 1} não lidas` }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(list).queryByRole('button', { name: `Marcar como lida: ${title}` }),
      ).not.toBeInTheDocument(),
    );

    await user.click(within(drawer).getByRole('tab', { name: 'Todas' }));
    const all = await listOf(drawer, 'Todas');
    await user.click(await within(all).findByRole('button', { name: `Marcar como não lida: ${title}` }));
    expect(
      await screen.findByRole('button', { name: `Notificações, ${before} não lidas` }),
    ).toBeInTheDocument();
    expect(
      await within(all).findByRole('button', { name: `Marcar como lida: ${title}` }),
    ).toBeInTheDocument();
  });

  it('opening an action marks the notification read, then navigates to its route and closes the drawer', async () => {
    await signIn();
    const user = userEvent.setup();
    const { router } = renderBell(ADMIN);
    const target = api.ctx.db.notificacoes
      .all()
      .filter((item) => item.usuarioId === ADMIN && !item.lido)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
      .slice(0, 10)
      .find((item) => item.notificacaoAcao);
    expect(target).toBeDefined();
    const pathWhenMarked: string[] = [];
    api.server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT' && request.url.endsWith(`/v1/notificacoes/lido/${target!.id}`)) {
        pathWhenMarked.push(router.state.location.pathname);
      }
    });

    const drawer = await openDrawer(user);
    const list = await listOf(drawer, 'Não lidas');
    const link = within(list).getAllByRole('link', { name: target!.notificacaoAcao!.titulo })[0];
    expect(link).toHaveAttribute('href', target!.notificacaoAcao!.rota);
    await user.click(link);

    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent(target!.notificacaoAcao!.rota),
    );
    expect(pathWhenMarked).toEqual(['/dashboard']);
    expect(api.ctx.db.notificacoes.get(target!.id)?.lido).toBe(true);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Notificações' })).not.toBeInTheDocument(),
    );
    api.server.events.removeAllListeners();
  });

  it('shows an action only for a page of the signed-in area: an address elsewhere (or a trick to reach one) gets no link', async () => {
    await signIn();
    const hostile = [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/dashboard/../../x',
      ' /dashboard/x',
      '/sair',
    ];
    for (const [index, rota] of hostile.entries()) {
      notify(api.ctx, ADMIN, {
        titulo: `Aviso ${index}`,
        descricao: 'x',
        variante: 'INFO',
        notificacaoAcao: { titulo: `Abrir ${index}`, rota },
      });
    }
    notify(api.ctx, ADMIN, {
      titulo: 'Aviso interno',
      descricao: 'x',
      variante: 'INFO',
      notificacaoAcao: { titulo: 'Abrir interno', rota: '/dashboard/cidades' },
    });
    const user = userEvent.setup();
    renderBell(ADMIN);
    const drawer = await openDrawer(user);
    const list = await listOf(drawer, 'Não lidas');
    await within(list).findByRole('heading', { name: /Aviso interno/ });
    expect(within(list).getByRole('link', { name: 'Abrir interno' })).toHaveAttribute(
      'href',
      '/dashboard/cidades',
    );
    for (const index of hostile.keys()) {
      expect(within(list).getByRole('heading', { name: new RegExp(`Aviso ${index}$`) })).toBeInTheDocument();
      expect(within(list).queryByRole('link', { name: `Abrir ${index}` })).not.toBeInTheDocument();
    }
  });

  it("offers no action the user may not open: a restricted user's 'Ver servidores' has no link, their 'Ver cidades' keeps it", async () => {
    // The support profile may consult countries and cities only (CON_PAIS, CON_CID).
    await signIn('suporte@retaguarda.dev');
    const SUPPORT = DEMO_ACCOUNTS.suporte.id;
    notify(api.ctx, SUPPORT, {
      titulo: 'Servidor fora do ar',
      descricao: 'x',
      variante: 'ERRO',
      notificacaoAcao: { titulo: 'Ver servidores', rota: '/dashboard/servidores' },
    });
    notify(api.ctx, SUPPORT, {
      titulo: 'Nova cidade no IBGE',
      descricao: 'x',
      variante: 'INFO',
      notificacaoAcao: { titulo: 'Ver cidades', rota: '/dashboard/cidades' },
    });
    notify(api.ctx, SUPPORT, {
      titulo: 'Cidade a corrigir',
      descricao: 'x',
      variante: 'INFO',
      notificacaoAcao: { titulo: 'Corrigir cidade', rota: '/dashboard/cidades/1/edita' },
    });
    notify(api.ctx, SUPPORT, {
      titulo: 'Chamado respondido',
      descricao: 'x',
      variante: 'INFO',
      notificacaoAcao: { titulo: 'Ver chamados', rota: '/dashboard/chamados' },
    });
    const user = userEvent.setup();
    renderBell(SUPPORT);
    const drawer = await openDrawer(user);
    const list = await listOf(drawer, 'Não lidas');
    // The notification stays (it says what happened); only the way the user may not take is gone.
    await within(list).findByRole('heading', { name: /Servidor fora do ar$/ });
    expect(within(list).queryByRole('link', { name: 'Ver servidores' })).not.toBeInTheDocument();
    // Consulting cities is allowed, editing one is not; tickets need only a session.
    expect(within(list).getByRole('link', { name: 'Ver cidades' })).toHaveAttribute(
      'href',
      '/dashboard/cidades',
    );
    expect(within(list).queryByRole('link', { name: 'Corrigir cidade' })).not.toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Ver chamados' })).toHaveAttribute(
      'href',
      '/dashboard/chamados',
    );
  });
});
