import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';
import { openPicker } from '../resource/form/support';
import { renderPages, setupCustomerUsers } from './support';

vi.setConfig({ testTimeout: 30_000 });
const { api, signIn, linksOf, customerWhere, signInAsSupportWith } = setupCustomerUsers();

/** Opens the customer picker, searches `name` and chooses it. */
async function chooseCustomer(user: UserEvent, name: string) {
  const listbox = await openPicker(user, /^Cliente/);
  await user.type(screen.getByPlaceholderText('Pesquisar'), name);
  await user.click(await within(listbox).findByRole('option', { name }));
}

async function openFilter() {
  const rendered = renderPages('/dashboard/usuarios');
  await rendered.user.click(
    await screen.findByRole('button', { name: 'Usuários por cliente' }, { timeout: 10_000 }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Filtro de cliente' });
  await waitFor(() => expect(within(dialog).getByLabelText(/^Cliente/)).toHaveFocus());
  return { ...rendered, dialog };
}

describe('customer filter (users list)', () => {
  it("requires a customer ('Campo obrigatório'), then shows that customer's users; 'Trocar cliente' goes back to it", async () => {
    await signIn();
    const first = customerWhere((links) => links.length > 0);
    const second = customerWhere((links) => links.length > 0);
    const { dialog, user } = await openFilter();

    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(await within(dialog).findByText('Campo obrigatório')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Cliente/)).toHaveAttribute(
      'aria-describedby',
      expect.stringContaining('-error'),
    );
    expect(screen.queryByRole('dialog', { name: 'Usuários do cliente' })).not.toBeInTheDocument();

    await chooseCustomer(user, first.nome);
    await waitFor(() => expect(within(dialog).queryByText('Campo obrigatório')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    const users = await screen.findByRole('dialog', { name: 'Usuários do cliente' });
    expect(within(users).getByText(first.nome)).toBeInTheDocument();
    expect(
      await within(users).findByRole('listitem', { name: linksOf(first.id)[0].usuario.nome }),
    ).toBeInTheDocument();

    await user.click(within(users).getByRole('button', { name: 'Trocar cliente' }));
    const again = await screen.findByRole('dialog', { name: 'Filtro de cliente' });
    await waitFor(() => expect(within(again).getByLabelText(/^Cliente/)).toHaveValue(first.nome));
    await chooseCustomer(user, second.nome);
    await user.click(within(again).getByRole('button', { name: 'Aplicar' }));
    const other = await screen.findByRole('dialog', { name: 'Usuários do cliente' });
    expect(await within(other).findByText(second.nome)).toBeInTheDocument();
    expect(
      await within(other).findByRole('listitem', { name: linksOf(second.id)[0].usuario.nome }),
    ).toBeInTheDocument();
  });

  it('lists only active customers without limited access', async () => {
    await signIn();
    const customers = api.ctx.db.resources.empresas.all();
    const limited = customers.find((empresa) => empresa.ativo && empresa.acessoLimitado)!;
    const inactive = customers.find((empresa) => !empresa.ativo && !empresa.acessoLimitado)!;
    const lists: URL[] = [];
    api.server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/v1/empresas')) lists.push(url);
    });
    const { user } = await openFilter();
    const listbox = await openPicker(user, /^Cliente/);
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(1));
    expect(lists[0].searchParams.get('situacao')).toBe('UNLOCK');
    expect(lists[0].searchParams.get('acessoLimitado')).toBe('false');
    for (const hidden of [limited, inactive]) {
      const typed = lists.length;
      await user.clear(screen.getByPlaceholderText('Pesquisar'));
      await user.type(screen.getByPlaceholderText('Pesquisar'), hidden.nome.split(' ')[0]);
      await waitFor(() => expect(lists.length).toBeGreaterThan(typed));
      await waitFor(() => expect(within(listbox).queryByText(uiLoading)).not.toBeInTheDocument());
      expect(within(listbox).queryByRole('option', { name: hidden.nome })).not.toBeInTheDocument();
    }
    api.server.events.removeAllListeners();
  });

  it('is offered only to users holding CON_EMP besides CON_USU', async () => {
    await signInAsSupportWith(['CON_USU']);
    renderPages('/dashboard/usuarios');
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    await screen.findAllByRole('row');
    expect(screen.queryByRole('button', { name: 'Usuários por cliente' })).not.toBeInTheDocument();
  });
});

const uiLoading = 'Carregando…';
