import type { Locator, Page } from '@playwright/test';
import type { UsuarioInput } from '../../generated/api/model';
import { expect, test } from './test';
import { apiCall, apiLogin, openPicker, signInAs } from './support';
import { rowMenuItem } from './row-menu';

/** The customer users dialog (from the customers list and view) and the customer filter of the users list. */

// Each test walks through nested drawers and lazy chunks of a demo build on a shared machine.
test.describe.configure({ timeout: 90_000 });

type Customer = { id: number; nome: string; ativo: boolean; acessoLimitado?: boolean };
type Link = {
  id: number;
  ativo: boolean;
  emailConfirmado: boolean;
  usuario: { id: number; nome: string; email?: string };
  servidor: { id: number; nome?: string } | null;
};

async function linksOf(page: Page, token: string, empresaId: number): Promise<Link[]> {
  return (
    await apiCall<{ items: Link[] }>(page, `/v1/usuarios/por-empresa-id/${empresaId}?limitePagina=100`, {
      token,
    })
  ).body.items;
}

/** The first active customer (without limited access) one of whose users passes `test`. */
async function customerWith(
  page: Page,
  test: (link: Link) => boolean,
): Promise<{ token: string; empresa: Customer; link: Link }> {
  const token = await apiLogin(page);
  const { body } = await apiCall<{ items: Customer[] }>(
    page,
    '/v1/empresas?situacao=UNLOCK&acessoLimitado=false&limitePagina=100',
    { token },
  );
  const links = await Promise.all(body.items.map((empresa) => linksOf(page, token, empresa.id)));
  const index = links.findIndex((items) => items.some(test));
  if (index < 0) throw new Error('no such customer in the seed');
  return { token, empresa: body.items[index], link: links[index].find(test)! };
}

/** The dialog, opened from the customer's row of the customers list; shown once its search has the focus. */
async function openFromRow(page: Page, empresa: Customer): Promise<Locator> {
  await page.goto(`/dashboard/empresas?busca=${encodeURIComponent(empresa.nome)}`);
  await (await rowMenuItem(page, empresa.nome, 'Usuários')).click();
  const dialog = page.getByRole('dialog', { name: 'Usuários do cliente' });
  await expect(dialog.getByLabel('Pesquisar usuários')).toBeFocused();
  await expect(dialog.getByText(empresa.nome)).toBeVisible();
  return dialog;
}

/** Opens the picker labelled `label` (with or without ' *'), searches `option` and chooses it. */
async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const listbox = await openPicker(page, scope.getByLabel(new RegExp(`^${label}( \\*)?$`)));
  await page.getByPlaceholder('Pesquisar', { exact: true }).fill(option);
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await expect(listbox).toHaveCount(0);
}

test.describe('customer users dialog', () => {
  test("changes a user's alternative server: 'Salvar' only once another active server is chosen; the list and the API show it", async ({
    page,
  }) => {
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard');
    const { token, empresa, link } = await customerWith(
      page,
      (candidate) => !candidate.servidor && candidate.ativo,
    );
    const servers = (
      await apiCall<{ items: Array<{ id: number; nome: string }> }>(
        page,
        '/v1/servidores?situacao=UNLOCK&limitePagina=100',
        { token },
      )
    ).body.items;
    const dialog = await openFromRow(page, empresa);
    const item = dialog.getByRole('listitem', { name: link.usuario.nome });
    await expect(item.getByText('Usa o servidor do cliente')).toBeVisible();
    await item.getByRole('button', { name: `Alterar servidor de ${link.usuario.nome}` }).click();

    const edit = page.getByRole('dialog', { name: 'Alteração de servidor do usuário' });
    await expect(edit.getByText(link.usuario.nome)).toBeVisible();
    const save = edit.getByRole('button', { name: 'Salvar' });
    await expect(save).toBeDisabled();
    await expect(edit.getByLabel(/^Servidor/)).toBeFocused();
    await choose(page, edit, 'Servidor', servers[0].nome);
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('Servidor atualizado com sucesso')).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(item.getByText(`Servidor alternativo: ${servers[0].nome}`)).toBeVisible();
    const saved = (await linksOf(page, token, empresa.id)).find((candidate) => candidate.id === link.id)!;
    expect(saved.servidor).toEqual({ id: servers[0].id, nome: servers[0].nome });

    await item.getByRole('button', { name: `Alterar servidor de ${link.usuario.nome}` }).click();
    await expect(edit.getByLabel(/^Servidor/)).toBeFocused();
    await expect(save).toBeDisabled();
    await choose(page, edit, 'Servidor', servers[1].nome);
    await expect(save).toBeEnabled();
    await choose(page, edit, 'Servidor', servers[0].nome);
    await expect(save).toBeDisabled();
    await edit.getByRole('button', { name: 'Fechar' }).last().click();
    await expect(edit).toBeHidden();
  });

  test('removes the alternative server after a confirmation', async ({ page }) => {
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard');
    const { token, empresa, link } = await customerWith(page, (candidate) => candidate.servidor !== null);
    const dialog = await openFromRow(page, empresa);
    const item = dialog.getByRole('listitem', { name: link.usuario.nome });
    await item.getByRole('button', { name: `Remover servidor alternativo de ${link.usuario.nome}` }).click();
    const confirm = item.getByRole('group', { name: /^Remover o servidor alternativo de/ });
    await expect(confirm.getByRole('button', { name: 'Remover' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Remover' }).click();
    await expect(page.getByText('Usuário atualizado com sucesso')).toBeVisible();
    await expect(item.getByText('Usa o servidor do cliente')).toBeVisible();
    await expect(item.getByRole('button', { name: /^Remover servidor alternativo/ })).toHaveCount(0);
    expect(
      (await linksOf(page, token, empresa.id)).find((candidate) => candidate.id === link.id)!.servidor,
    ).toBeNull();
  });

  test("locks the user's link to the customer from the view page: the empresaId header reaches the API, the user itself stays active", async ({
    page,
  }) => {
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard');
    const { token, empresa, link } = await customerWith(page, (candidate) => candidate.ativo);
    await page.goto(`/dashboard/empresas/${empresa.id}/consulta`);
    await page.getByRole('button', { name: 'Usuários', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Usuários do cliente' });
    await expect(dialog.getByLabel('Pesquisar usuários')).toBeFocused();
    const item = dialog.getByRole('listitem', { name: link.usuario.nome });
    await item.getByRole('button', { name: `Inativar ${link.usuario.nome}` }).click();

    const lock = page.getByRole('dialog', { name: 'Inativar registro' });
    await expect(lock.getByLabel('Motivo')).toBeFocused();
    const request = page.waitForRequest((candidate) =>
      candidate.url().endsWith(`/v1/usuarios/inativa/${link.usuario.id}`),
    );
    await lock.getByLabel('Motivo').fill('usuário desligado da empresa do cliente');
    await lock.getByRole('button', { name: 'Inativar' }).click();
    expect(await (await request).headerValue('empresaId')).toBe(String(empresa.id));
    await expect(page.getByText('Registro inativado com sucesso')).toBeVisible();
    await expect(item.getByText('Inativo')).toBeVisible();
    await expect(item.getByRole('button', { name: `Ativar ${link.usuario.nome}` })).toBeVisible();

    expect(
      (await linksOf(page, token, empresa.id)).find((candidate) => candidate.id === link.id)!.ativo,
    ).toBe(false);
    const user = await apiCall<{ ativo: boolean }>(
      page,
      `/v1/usuarios/busca-status-cadastro/${link.usuario.id}`,
      { token },
    );
    expect(user.body.ativo).toBe(true);
  });

  test('sends the confirmation e-mail to a user who has not confirmed it; confirmed users are not offered it', async ({
    page,
  }) => {
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard');
    const { token, empresa, link } = await customerWith(page, (candidate) => !candidate.emailConfirmado);
    const confirmed = (await linksOf(page, token, empresa.id)).find((candidate) => candidate.emailConfirmado);
    const dialog = await openFromRow(page, empresa);
    if (confirmed) {
      await expect(
        dialog
          .getByRole('listitem', { name: confirmed.usuario.nome })
          .getByRole('button', { name: /^Enviar e-mail/ }),
      ).toHaveCount(0);
    }
    const request = page.waitForRequest(
      (candidate) =>
        candidate.method() === 'POST' &&
        candidate.url().endsWith(`/v1/usuarios/envia-email-confirmacao/${link.usuario.id}`),
    );
    await dialog
      .getByRole('listitem', { name: link.usuario.nome })
      .getByRole('button', { name: `Enviar e-mail de confirmação para ${link.usuario.nome}` })
      .click();
    await request;
    await expect(page.getByText(`E-mail de confirmação enviado para ${link.usuario.email}`)).toBeVisible();
  });

  test("shows 'Nenhum usuário encontrado para exibir' when the search matches no user", async ({ page }) => {
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard');
    const { empresa } = await customerWith(page, () => true);
    const dialog = await openFromRow(page, empresa);
    await dialog.getByLabel('Pesquisar usuários').fill('nenhum-usuario-com-este-texto');
    await expect(dialog.getByText('Nenhum usuário encontrado para exibir')).toBeVisible();
  });

  test('each action keeps its place from row to row, and a long e-mail stays on one line with the whole of it in a tooltip', async ({
    page,
  }) => {
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard');
    const { token, empresa, link } = await customerWith(
      page,
      (candidate) => !!candidate.servidor && !candidate.emailConfirmado,
    );
    const links = await linksOf(page, token, empresa.id);
    const plain = links.find((candidate) => !candidate.servidor && candidate.emailConfirmado);
    expect(plain, 'the seed gives this customer a user without the optional actions').toBeTruthy();
    // A user with a long e-mail, to see it cut rather than broken.
    const email = `${'conferente.de.cargas.com.nome.comprido'.repeat(2)}@transportadora-exemplo.com.br`;
    const created = await apiCall<unknown, UsuarioInput>(page, '/v1/usuarios', {
      method: 'POST',
      token,
      json: { nome: 'CONFERENTE DO E-MAIL LONGO', email, admin: false, empresaIds: [empresa.id] },
    });
    expect(created.status).toBe(201);
    await page.goto('/dashboard');
    const dialog = await openFromRow(page, empresa);

    const full = dialog.getByRole('listitem', { name: link.usuario.nome });
    const bare = dialog.getByRole('listitem', { name: plain!.usuario.nome });
    const lockOf = (item: Locator) => item.getByRole('button', { name: /^(Ativar|Inativar) / });
    await expect(full.getByRole('button')).toHaveCount(4);
    await expect(bare.getByRole('button')).toHaveCount(2);
    const x = async (button: Locator) => Math.round((await button.boundingBox())!.x);
    expect(await x(lockOf(bare))).toBe(await x(lockOf(full)));
    expect(await x(bare.getByRole('button', { name: /^Alterar servidor de / }))).toBe(
      await x(full.getByRole('button', { name: /^Alterar servidor de / })),
    );

    await dialog.getByLabel('Pesquisar usuários').fill('CONFERENTE DO E-MAIL LONGO');
    const shown = dialog.getByRole('listitem', { name: 'CONFERENTE DO E-MAIL LONGO' }).getByText(email);
    // One line: less than two font sizes high, and wider inside than shown.
    const box = await shown.evaluate((element) => ({
      oneLine: element.getBoundingClientRect().height < 2 * parseFloat(getComputedStyle(element).fontSize),
      cut: element.scrollWidth > element.clientWidth,
    }));
    expect(box.oneLine).toBe(true);
    expect(box.cut).toBe(true);
    // The whole e-mail in a tooltip, on hover and on keyboard focus.
    await shown.hover();
    await expect(page.getByRole('tooltip')).toHaveText(email);
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await shown.focus();
    await expect(page.getByRole('tooltip')).toHaveText(email);
    await expect(shown).toHaveAccessibleDescription(email);
  });
});

test.describe('customer filter', () => {
  test("the users list's 'Usuários por cliente' requires a customer among active ones without limited access, then lists its users", async ({
    page,
  }) => {
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard');
    const token = await apiLogin(page);
    const all = (await apiCall<{ items: Customer[] }>(page, '/v1/empresas?limitePagina=100', { token })).body
      .items;
    const limited = all.find((empresa) => empresa.ativo && empresa.acessoLimitado)!;
    const { empresa, link } = await customerWith(page, () => true);

    await page.goto('/dashboard/usuarios');
    await page.getByRole('button', { name: 'Usuários por cliente' }).click();
    const filter = page.getByRole('dialog', { name: 'Filtro de cliente' });
    const picker = filter.getByLabel(/^Cliente/);
    await expect(picker).toBeFocused();
    await filter.getByRole('button', { name: 'Aplicar' }).click();
    await expect(filter.getByText('Campo obrigatório')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Usuários do cliente' })).toHaveCount(0);

    // A customer with limited access is not offered.
    await picker.focus();
    await page.keyboard.press('Enter');
    const listbox = page.getByRole('listbox');
    const search = page.getByPlaceholder('Pesquisar', { exact: true });
    await search.fill(limited.nome);
    await expect(listbox.getByText('Nenhum registro encontrado')).toBeVisible();
    await search.fill(empresa.nome);
    await listbox.getByRole('option', { name: empresa.nome, exact: true }).click();
    await expect(listbox).toHaveCount(0);
    await expect(picker).toHaveValue(empresa.nome);
    await expect(filter.getByText('Campo obrigatório')).toHaveCount(0);
    await filter.getByRole('button', { name: 'Aplicar' }).click();
    const users = page.getByRole('dialog', { name: 'Usuários do cliente' });
    await expect(users.getByText(empresa.nome)).toBeVisible();
    await expect(users.getByRole('listitem', { name: link.usuario.nome })).toBeVisible();
  });
});
