import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UsuarioInput } from '@generated/api/model';
import { openUsersDialog, renderPages, setupCustomerUsers } from './support';

vi.setConfig({ testTimeout: 30_000 });
const { api, signIn, linksOf, customerWhere, signInAsSupportWith } = setupCustomerUsers();

describe('customer users dialog: the list', () => {
  it('shows each user of the customer with e-mail, status and alternative server, searches and pages through them', async () => {
    const token = await signIn();
    const empresa = customerWhere(
      (links) => links.some((link) => link.servidor) && links.some((link) => !link.servidor),
    );
    const seeded = linksOf(empresa.id);
    // 12 more users, so the customer has more than one page of 10.
    for (let index = 0; index < 12; index++) {
      const response = await api.call<UsuarioInput>(token, '/v1/usuarios', {
        method: 'POST',
        json: {
          nome: `Conferente ${String(index).padStart(2, '0')}`,
          email: `conferente${index}@cliente.com.br`,
          admin: false,
          empresaIds: [empresa.id],
        },
      });
      expect(response.status).toBe(201);
    }
    const links = linksOf(empresa.id);
    const { dialog, user } = await openUsersDialog(empresa);
    expect(within(dialog).getByText(empresa.nome)).toBeInTheDocument();
    const list = await within(dialog).findByRole('list', { name: `Usuários de ${empresa.nome}` });
    expect(within(list).getAllByRole('listitem', { name: /./ })).toHaveLength(10);
    expect(within(dialog).getByText(`1–10 de ${links.length}`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Próxima página' }));
    await waitFor(() =>
      expect(
        within(dialog).getByText(`11–${Math.min(20, links.length)} de ${links.length}`),
      ).toBeInTheDocument(),
    );

    const withServer = seeded.find((link) => link.servidor)!;
    const search = within(dialog).getByLabelText('Pesquisar usuários');
    await user.type(search, withServer.usuario.email!);
    const item = await within(dialog).findByRole('listitem', { name: withServer.usuario.nome });
    await waitFor(() => expect(within(dialog).getAllByRole('listitem', { name: /./ })).toHaveLength(1));
    expect(within(dialog).getByText('1–1 de 1')).toBeInTheDocument();
    expect(within(item).getByText(withServer.usuario.email!)).toBeInTheDocument();
    expect(within(item).getByText(`Servidor alternativo: ${withServer.servidor!.nome}`)).toBeInTheDocument();
    expect(within(item).getByText(withServer.ativo ? 'Ativo' : 'Inativo')).toBeInTheDocument();
    expect(
      within(item).getByText(withServer.emailConfirmado ? 'E-mail confirmado' : 'E-mail não confirmado'),
    ).toBeInTheDocument();

    const plain = seeded.find((link) => !link.servidor)!;
    await user.clear(search);
    await user.type(search, plain.usuario.email!);
    const other = await within(dialog).findByRole('listitem', { name: plain.usuario.nome });
    expect(within(other).getByText('Usa o servidor do cliente')).toBeInTheDocument();
    expect(
      within(other).queryByRole('button', { name: /^Remover servidor alternativo/ }),
    ).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'nenhum-usuario-com-este-texto');
    expect(await within(dialog).findByText('Nenhum usuário encontrado para exibir')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: /^Usuários de/ })).not.toBeInTheDocument();
  });

  it("says 'Nenhum usuário encontrado para exibir' for a customer without users", async () => {
    await signIn();
    const empresa = customerWhere(() => true);
    for (const link of linksOf(empresa.id)) api.ctx.db.usuariosEmpresa.remove(link.id);
    const { dialog } = await openUsersDialog(empresa);
    expect(await within(dialog).findByText('Nenhum usuário encontrado para exibir')).toBeInTheDocument();
    expect(within(dialog).queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  });

  it("puts 'Usuários <customer>' in each row of the customers list, and shows it only with CON_EMP and CON_USU", async () => {
    await signIn();
    const empresa = customerWhere((links) => links.length > 0);
    const { user, unmount } = renderPages(`/dashboard/empresas?busca=${encodeURIComponent(empresa.nome)}`);
    await user.click(
      await screen.findByRole('button', { name: `Mais ações ${empresa.nome}` }, { timeout: 10_000 }),
    );
    await user.click(screen.getByRole('menuitem', { name: `Usuários ${empresa.nome}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Usuários do cliente' });
    expect(
      await within(dialog).findByRole('listitem', { name: linksOf(empresa.id)[0].usuario.nome }),
    ).toBeInTheDocument();
    unmount();

    await signInAsSupportWith(['CON_EMP']);
    const support = renderPages(`/dashboard/empresas?busca=${encodeURIComponent(empresa.nome)}`);
    await screen.findByRole('link', { name: `Consultar ${empresa.nome}` }, { timeout: 10_000 });
    await support.user.click(screen.getByRole('button', { name: `Mais ações ${empresa.nome}` }));
    const menu = screen.getByRole('menu', { name: `Mais ações ${empresa.nome}` });
    expect(within(menu).getByRole('menuitem', { name: `Configurações ${empresa.nome}` })).toBeInTheDocument();
    expect(
      within(menu).queryByRole('menuitem', { name: `Usuários ${empresa.nome}` }),
    ).not.toBeInTheDocument();
  });

  it('offers only the actions the user holds: server with ALT_USU, lock with ATIVA_INATIVA_USU, e-mail with EMAIL_USU', async () => {
    const empresa = customerWhere((links) => links.some((link) => link.servidor && !link.emailConfirmado));
    const link = linksOf(empresa.id).find((candidate) => candidate.servidor && !candidate.emailConfirmado)!;
    await signInAsSupportWith(['CON_EMP', 'CON_USU']);
    const first = await openUsersDialog(empresa);
    const item = await within(first.dialog).findByRole('listitem', { name: link.usuario.nome });
    expect(within(item).queryAllByRole('button')).toHaveLength(0);
    first.unmount();

    await signInAsSupportWith(['CON_EMP', 'CON_USU', 'ALT_USU', 'ATIVA_INATIVA_USU', 'EMAIL_USU']);
    const second = await openUsersDialog(empresa);
    const full = await within(second.dialog).findByRole('listitem', { name: link.usuario.nome });
    expect(
      within(full)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      `Alterar servidor de ${link.usuario.nome}`,
      `Remover servidor alternativo de ${link.usuario.nome}`,
      `Enviar e-mail de confirmação para ${link.usuario.nome}`,
      `${link.ativo ? 'Inativar' : 'Ativar'} ${link.usuario.nome}`,
    ]);
  });

  it('keeps each action in its own slot on every row (an empty slot where it does not apply), and the e-mail reachable for its tooltip', async () => {
    const empresa = customerWhere(
      (links) =>
        links.some((link) => link.servidor && !link.emailConfirmado) &&
        links.some((link) => !link.servidor && link.emailConfirmado),
    );
    await signInAsSupportWith(['CON_EMP', 'CON_USU', 'ALT_USU', 'ATIVA_INATIVA_USU', 'EMAIL_USU']);
    const { dialog } = await openUsersDialog(empresa);
    const list = await within(dialog).findByRole('list', { name: `Usuários de ${empresa.nome}` });
    const links = linksOf(empresa.id);
    const full = links.find((link) => link.servidor && !link.emailConfirmado)!;
    const bare = links.find((link) => !link.servidor && link.emailConfirmado)!;
    await within(list).findByRole('listitem', { name: full.usuario.nome });

    /** The row's action slots, in order: the button's name without the user's, or '' for an empty slot. */
    const slots = (name: string) =>
      [...within(list).getByRole('listitem', { name }).querySelector('.sub-list__actions')!.children].map(
        (slot) => (slot.tagName === 'BUTTON' ? slot.getAttribute('aria-label')!.replace(` ${name}`, '') : ''),
      );
    expect(slots(full.usuario.nome)).toEqual([
      'Alterar servidor de',
      'Remover servidor alternativo de',
      'Enviar e-mail de confirmação para',
      full.ativo ? 'Inativar' : 'Ativar',
    ]);
    expect(slots(bare.usuario.nome)).toEqual([
      'Alterar servidor de',
      '',
      '',
      bare.ativo ? 'Inativar' : 'Ativar',
    ]);
    // The empty slots are not announced.
    const empty = within(list)
      .getByRole('listitem', { name: bare.usuario.nome })
      .querySelectorAll('.sub-list__slot');
    expect([...empty].every((slot) => slot.getAttribute('aria-hidden') === 'true')).toBe(true);

    const email = within(within(list).getByRole('listitem', { name: full.usuario.nome })).getByText(
      full.usuario.email!,
    );
    // One line, cut where the row is narrow: reachable from the keyboard for its tooltip.
    expect(email).toHaveClass('sub-list__subtitle');
    expect(email).toHaveAttribute('tabindex', '0');
  });
});
