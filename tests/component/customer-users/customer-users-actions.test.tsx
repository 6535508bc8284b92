import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { choose, openPicker } from '../resource/form/support';
import { openUsersDialog, setupCustomerUsers } from './support';

vi.setConfig({ testTimeout: 30_000 });
const { api, signIn, linksOf, customerWhere } = setupCustomerUsers();

type Sent = { method: string; path: string; headers: Headers; body: string };

/** The calls the dialog makes (method, path, headers, body), from now on. */
function recordCalls(): Sent[] {
  const sent: Sent[] = [];
  api.server.events.removeAllListeners();
  api.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const entry: Sent = {
      method: request.method,
      path: `${url.pathname}${url.search}`,
      headers: request.headers,
      body: '',
    };
    sent.push(entry);
    if (request.method !== 'GET')
      void request
        .clone()
        .text()
        .then((text) => (entry.body = text));
  });
  return sent;
}

describe('customer users dialog: actions', () => {
  it("changes the user's alternative server to an active one: 'Salvar' only when chosen and changed, servidorId sent, the list refreshed", async () => {
    await signIn();
    const servers = api.ctx.db.resources.servidores;
    const active = servers.all().filter((server) => server.ativo);
    const inactive =
      servers.all().find((server) => !server.ativo) ??
      servers.setAtivo(active.pop()!.id, false, 'SERVIDOR EM MANUTENÇÃO PROGRAMADA', null)!;
    const empresa = customerWhere((links) => links.some((link) => !link.servidor && link.ativo));
    const link = linksOf(empresa.id).find((candidate) => !candidate.servidor && candidate.ativo)!;
    const sent = recordCalls();
    const { dialog, user } = await openUsersDialog(empresa);
    const item = await within(dialog).findByRole('listitem', { name: link.usuario.nome });
    await user.click(within(item).getByRole('button', { name: `Alterar servidor de ${link.usuario.nome}` }));

    const edit = await screen.findByRole('dialog', { name: 'Alteração de servidor do usuário' });
    expect(within(edit).getByText(link.usuario.nome)).toBeInTheDocument();
    const save = within(edit).getByRole('button', { name: 'Salvar' });
    expect(save).toBeDisabled();
    await waitFor(() => expect(within(edit).getByLabelText(/^Servidor/)).toHaveFocus());
    const listbox = await openPicker(user, /^Servidor/);
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(1));
    const offered = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).not.toContain(inactive.nome);
    expect(sent.find((call) => call.path.startsWith('/dev/api/v1/servidores?'))!.path).toContain(
      'situacao=UNLOCK',
    );
    await user.click(within(listbox).getByRole('option', { name: active[0].nome }));
    await waitFor(() => expect(save).toBeEnabled());

    await user.click(save);
    expect(await screen.findByText('Servidor atualizado com sucesso')).toBeInTheDocument();
    const put = sent.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe(`/dev/api/v1/usuarios/altera-servidor/${link.id}`);
    expect(JSON.parse(put.body)).toEqual({ servidorId: active[0].id });
    await waitFor(() =>
      expect(within(item).getByText(`Servidor alternativo: ${active[0].nome}`)).toBeInTheDocument(),
    );
    expect(api.ctx.db.usuariosEmpresa.get(link.id)!.servidor).toEqual({
      id: active[0].id,
      nome: active[0].nome,
    });
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Alteração de servidor do usuário' }),
      ).not.toBeInTheDocument(),
    );

    // Reopened: the current server is chosen and 'Salvar' waits for another one.
    await user.click(within(item).getByRole('button', { name: `Alterar servidor de ${link.usuario.nome}` }));
    const again = await screen.findByRole('dialog', { name: 'Alteração de servidor do usuário' });
    await waitFor(() => expect(within(again).getByLabelText(/^Servidor/)).toHaveValue(active[0].nome));
    const saveAgain = within(again).getByRole('button', { name: 'Salvar' });
    expect(saveAgain).toBeDisabled();
    await choose(user, /^Servidor/, active[1].nome);
    await waitFor(() => expect(saveAgain).toBeEnabled());
    await choose(user, /^Servidor/, active[0].nome);
    await waitFor(() => expect(saveAgain).toBeDisabled());
    // The footer's 'Fechar' (the drawer's close icon has the same name).
    await user.click(within(again).getByText('Fechar', { selector: '.p-button-label' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Alteração de servidor do usuário' }),
      ).not.toBeInTheDocument(),
    );
    api.server.events.removeAllListeners();
  });

  it('keeps the choice and shows the API refusal at the server field (a server locked meanwhile)', async () => {
    await signIn();
    const empresa = customerWhere((links) => links.some((link) => !link.servidor));
    const link = linksOf(empresa.id).find((candidate) => !candidate.servidor)!;
    const target = api.ctx.db.resources.servidores.all().filter((server) => server.ativo)[2];
    const { dialog, user } = await openUsersDialog(empresa);
    const item = await within(dialog).findByRole('listitem', { name: link.usuario.nome });
    await user.click(within(item).getByRole('button', { name: `Alterar servidor de ${link.usuario.nome}` }));
    const edit = await screen.findByRole('dialog', { name: 'Alteração de servidor do usuário' });
    await choose(user, /^Servidor/, target.nome);
    api.ctx.db.resources.servidores.setAtivo(target.id, false, 'SERVIDOR DESLIGADO PARA MANUTENÇÃO', null);

    await user.click(within(edit).getByRole('button', { name: 'Salvar' }));
    expect(await within(edit).findByText('Opção inválida')).toBeInTheDocument();
    expect(within(edit).getByLabelText(/^Servidor/)).toHaveValue(target.nome);
    expect(screen.queryByText('Servidor atualizado com sucesso')).not.toBeInTheDocument();
    expect(api.ctx.db.usuariosEmpresa.get(link.id)!.servidor).toBeNull();
    api.ctx.db.resources.servidores.setAtivo(target.id, true, 'SERVIDOR DE VOLTA APÓS A MANUTENÇÃO', null);
  });

  it('removes the alternative server after a confirmation, and the user goes back to the customer server', async () => {
    await signIn();
    const empresa = customerWhere((links) => links.some((link) => link.servidor));
    const link = linksOf(empresa.id).find((candidate) => candidate.servidor)!;
    const { dialog, user } = await openUsersDialog(empresa);
    const item = await within(dialog).findByRole('listitem', { name: link.usuario.nome });
    const remove = within(item).getByRole('button', {
      name: `Remover servidor alternativo de ${link.usuario.nome}`,
    });

    await user.click(remove);
    const confirm = within(item).getByRole('group', { name: /^Remover o servidor alternativo de/ });
    expect(within(confirm).getByRole('button', { name: 'Remover' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(within(item).queryByRole('group')).not.toBeInTheDocument();
    expect(api.ctx.db.usuariosEmpresa.get(link.id)!.servidor).not.toBeNull();

    await user.click(remove);
    await user.click(within(item).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Usuário atualizado com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(within(item).getByText('Usa o servidor do cliente')).toBeInTheDocument());
    expect(
      within(item).queryByRole('button', { name: /^Remover servidor alternativo/ }),
    ).not.toBeInTheDocument();
    expect(api.ctx.db.usuariosEmpresa.get(link.id)!.servidor).toBeNull();
  });

  it("locks and unlocks the user's link to this customer, sending the empresaId header; the user itself stays active", async () => {
    await signIn();
    const empresa = customerWhere((links) => links.some((link) => link.ativo));
    const link = linksOf(empresa.id).find((candidate) => candidate.ativo)!;
    const sent = recordCalls();
    const { dialog, user } = await openUsersDialog(empresa);
    const item = await within(dialog).findByRole('listitem', { name: link.usuario.nome });
    await user.click(within(item).getByRole('button', { name: `Inativar ${link.usuario.nome}` }));
    const lock = await screen.findByRole('dialog', { name: 'Inativar registro' });
    expect(within(lock).getByText(link.usuario.nome)).toBeInTheDocument();
    await waitFor(() => expect(within(lock).getByLabelText('Motivo')).toHaveFocus());
    await user.type(within(lock).getByLabelText('Motivo'), 'usuário desligado da empresa');
    await user.click(within(lock).getByRole('button', { name: 'Inativar' }));
    expect(await screen.findByText('Registro inativado com sucesso')).toBeInTheDocument();

    const put = sent.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe(`/dev/api/v1/usuarios/inativa/${link.usuario.id}`);
    expect(put.headers.get('empresaId')).toBe(String(empresa.id));
    await waitFor(() => expect(within(item).getByText('Inativo')).toBeInTheDocument());
    expect(api.ctx.db.usuariosEmpresa.get(link.id)!.ativo).toBe(false);
    expect(api.ctx.db.resources.usuarios.get(link.usuario.id)!.ativo).toBe(true);

    await user.click(within(item).getByRole('button', { name: `Ativar ${link.usuario.nome}` }));
    const unlock = await screen.findByRole('dialog', { name: 'Ativar registro' });
    await waitFor(() => expect(within(unlock).getByLabelText('Motivo')).toHaveFocus());
    expect(within(unlock).getByLabelText('Motivo')).toHaveValue('');
    await user.type(within(unlock).getByLabelText('Motivo'), 'usuário readmitido pela empresa');
    await user.click(within(unlock).getByRole('button', { name: 'Ativar' }));
    expect(await screen.findByText('Registro ativado com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(within(item).getByText('Ativo')).toBeInTheDocument());
    expect(api.ctx.db.usuariosEmpresa.get(link.id)!.ativo).toBe(true);
    api.server.events.removeAllListeners();
  });

  it('sends the confirmation e-mail to a user who has not confirmed it, and shows the API refusal for one who has', async () => {
    await signIn();
    const empresa = customerWhere(
      (links) =>
        links.filter((link) => !link.emailConfirmado).length >= 1 &&
        links.some((link) => link.emailConfirmado),
    );
    const links = linksOf(empresa.id);
    const pending = links.find((link) => !link.emailConfirmado)!;
    const confirmed = links.find((link) => link.emailConfirmado)!;
    const sent = recordCalls();
    const { dialog, user } = await openUsersDialog(empresa);
    const confirmedItem = await within(dialog).findByRole('listitem', { name: confirmed.usuario.nome });
    expect(within(confirmedItem).queryByRole('button', { name: /^Enviar e-mail/ })).not.toBeInTheDocument();

    const item = within(dialog).getByRole('listitem', { name: pending.usuario.nome });
    await user.click(
      within(item).getByRole('button', { name: `Enviar e-mail de confirmação para ${pending.usuario.nome}` }),
    );
    expect(
      await screen.findByText(`E-mail de confirmação enviado para ${pending.usuario.email}`),
    ).toBeInTheDocument();
    expect(sent.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/dev/api/v1/usuarios/envia-email-confirmacao/${pending.usuario.id}`,
    ]);

    // Confirmed meanwhile (in another session): the API refuses and says why.
    api.ctx.db.resources.usuarios.update(pending.usuario.id, { emailConfirmado: true }, null);
    await user.click(
      within(item).getByRole('button', { name: `Enviar e-mail de confirmação para ${pending.usuario.nome}` }),
    );
    expect(await screen.findByText('O e-mail deste usuário já foi confirmado')).toBeInTheDocument();
    api.server.events.removeAllListeners();
  });
});
