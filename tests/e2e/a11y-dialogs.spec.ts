import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { escape, findTicketWithAttachment, scanDialog, scanDialogOpenedBy, serveTiles } from './a11y/dialogs';
import { expectSettled, goInApp, signInAs } from './support';
import { firstMenuItem, rowMenuItem } from './row-menu';

/**
 * Issue 8, Accessibility: axe (WCAG 2.0/2.1 A and AA, 2.2 AA) finds nothing in any open dialog or drawer,
 * scanned with `.include('[role="dialog"]')` once shown and loaded. One sign-in per test; each test opens
 * the dialogs of one area in turn, inside the running app.
 */

test.describe.configure({ timeout: 90_000 });

async function openList(page: Page, segment: string, title: string): Promise<void> {
  await goInApp(page, `/dashboard/${segment}`);
  await expectSettled(page, title);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
}

test('resource list dialogs: filters, columns and their reset, lock with an error, import wizard, map, notifications', async ({
  page,
  context,
}) => {
  await serveTiles(context);
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/cidades?busca=campinas');
  await expectSettled(page, 'Cidades');
  await expect(page.getByRole('button', { name: 'Mais ações Campinas', exact: true })).toBeVisible();

  await scanDialogOpenedBy(
    page,
    page.getByRole('button', { name: /^Filtros/ }),
    { name: 'Filtros' },
    'filters drawer',
  );

  await page.getByRole('button', { name: 'Configurar colunas' }).click();
  const columns = page.getByRole('dialog', { name: 'Configurar colunas' });
  await scanDialog(page, columns, 'columns drawer');
  await columns.getByRole('button', { name: 'Redefinir padrão' }).click();
  await expect(columns.getByRole('button', { name: 'Redefinir', exact: true })).toBeVisible();
  await scanDialog(page, columns, 'columns drawer, reset confirmation');
  await escape(page, columns);

  await (await rowMenuItem(page, 'Campinas', 'Inativar')).click();
  const lock = page.getByRole('dialog', { name: 'Inativar registro' });
  await lock.getByLabel('Motivo').fill('curto');
  await lock.getByRole('button', { name: 'Inativar' }).click();
  await expect(lock).toContainText('Mínimo 15 caracteres');
  await scanDialog(page, lock, 'lock dialog with a field error');
  await escape(page, lock);

  await scanDialogOpenedBy(
    page,
    page.getByRole('button', { name: 'Importar', exact: true }),
    { name: 'Importar cidades' },
    'import wizard',
  );

  await (await rowMenuItem(page, 'Campinas', 'Ver no mapa')).click();
  const map = page.getByRole('dialog', { name: 'Campinas', exact: true });
  await expect(map.locator('.leaflet-marker-icon')).toBeVisible();
  await scanDialog(page, map, 'map dialog');
  await escape(page, map);

  await page.getByRole('button', { name: /^Notificações/ }).click();
  const notifications = page.getByRole('dialog', { name: 'Notificações' });
  await expect(notifications.getByRole('listitem').first()).toBeVisible();
  await scanDialog(page, notifications, 'notifications drawer');
  await escape(page, notifications);
});

test('form dialogs: locality search with results, leave confirmation, module and action pickers', async ({
  page,
  context,
}) => {
  await serveTiles(context);
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/cidades/novo');
  await expectSettled(page, 'Nova cidade');

  await page.getByRole('button', { name: 'Pesquisar localidade' }).click();
  const locality = page.getByRole('dialog', { name: 'Pesquisa de localidade' });
  await scanDialog(page, locality, 'locality search, empty');
  await locality.getByLabel('Localidade').fill('São Paulo');
  await expect(locality.getByRole('radio').first()).toBeVisible();
  await scanDialog(page, locality, 'locality search with results');
  await escape(page, locality);

  await page.getByLabel(/^Nome/).fill('Cidade acessível');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  const leave = page.getByRole('dialog', { name: 'Descartar alterações?' });
  await scanDialog(page, leave, 'leave dialog');
  await leave.getByRole('button', { name: 'Descartar' }).click();
  await expectSettled(page, 'Cidades');

  await goInApp(page, '/dashboard/planos/novo');
  await expectSettled(page, 'Novo plano');
  await page.getByRole('button', { name: /Selecionar módulos/ }).click();
  const modules = page.getByRole('dialog', { name: 'Seleção de módulos' });
  await expect(modules.getByRole('checkbox').first()).toBeVisible();
  await scanDialog(page, modules, 'module picker');
  await escape(page, modules);

  await goInApp(page, '/dashboard/permissoes/novo');
  await expectSettled(page, 'Nova permissão');
  await page.getByRole('button', { name: /Selecionar ações/ }).click();
  const actions = page.getByRole('dialog', { name: 'Seleção de ações' });
  await expect(actions.getByRole('checkbox').first()).toBeVisible();
  await scanDialog(page, actions, 'action picker');
  await escape(page, actions);
});

test('customer dialogs: customer users and the server change, certificate, customer filter, unit and branch filters', async ({
  page,
}) => {
  await signInAs(page);
  await expectSettled(page, 'Início');
  await openList(page, 'empresas', 'Clientes');

  await (await firstMenuItem(page, /^Usuários /)).click();
  const users = page.getByRole('dialog', { name: 'Usuários do cliente' });
  await expect(users.getByRole('listitem').first()).toBeVisible();
  await scanDialog(page, users, 'customer users');
  await scanDialogOpenedBy(
    page,
    users.getByRole('button', { name: /^Alterar servidor de / }).first(),
    { name: 'Alteração de servidor do usuário' },
    'edit user server (over customer users)',
  );
  await escape(page, users);

  await (await firstMenuItem(page, /^Configurações /)).click();
  await expectSettled(page, 'Configurações do cliente');
  await page
    .getByRole('region', { name: 'Certificado digital A1' })
    .getByRole('button', { name: /(Enviar|Substituir) certificado/ })
    .click();
  const certificate = page.getByRole('dialog', { name: 'Certificado digital A1' });
  await certificate.getByRole('button', { name: 'Testar' }).click();
  await expect(certificate.getByText('Campo obrigatório').first()).toBeVisible();
  await scanDialog(page, certificate, 'certificate dialog with field errors');
  await escape(page, certificate);

  await openList(page, 'usuarios', 'Usuários');
  await scanDialogOpenedBy(
    page,
    page.getByRole('button', { name: 'Usuários por cliente' }),
    { name: 'Filtro de cliente' },
    'customer filter',
  );

  for (const [segment, title] of [
    ['unidades', 'Unidades'],
    ['filiais', 'Filiais'],
  ] as const) {
    await openList(page, segment, title);
    await scanDialogOpenedBy(
      page,
      page.getByRole('button', { name: /^Filtros/ }),
      { name: 'Filtros' },
      `${segment} filters`,
    );
  }
});

test('server, front routine and toll plaza dialogs: cloud status, front routine delete, route preview', async ({
  page,
  context,
}) => {
  await serveTiles(context);
  await signInAs(page);
  await expectSettled(page, 'Início');

  await openList(page, 'servidores', 'Servidores');
  await scanDialogOpenedBy(
    page,
    await firstMenuItem(page, /^Situação da instância /),
    { name: 'Situação da instância' },
    'cloud server status',
  );

  await openList(page, 'rotinas-front-end', 'Rotinas front-end');
  await scanDialogOpenedBy(
    page,
    await firstMenuItem(page, /^Excluir /),
    { name: 'Excluir rotina front-end' },
    'front routine delete',
  );

  await openList(page, 'pracas-pedagio', 'Praças de pedágio');
  await scanDialogOpenedBy(
    page,
    page.getByRole('button', { name: 'Prévia de rota' }),
    { name: 'Prévia de rota com pedágios' },
    'route preview',
  );
});

test('ticket dialogs: filters, new ticket, expected date, status, close, assignees, file viewer; profile dialog', async ({
  page,
}) => {
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/chamados');
  await expectSettled(page, 'Chamados');

  await scanDialogOpenedBy(
    page,
    page.getByRole('button', { name: /^Filtros/ }),
    { name: 'Filtros' },
    'ticket filters',
  );

  await page.getByRole('button', { name: 'Novo chamado' }).click();
  const create = page.getByRole('dialog', { name: 'Novo chamado' });
  await expect(create.getByRole('textbox', { name: 'Descrição' })).toBeVisible();
  await create.getByRole('button', { name: 'Abrir chamado' }).click();
  await expect(create.getByText('Campo obrigatório').first()).toBeVisible();
  await scanDialog(page, create, 'new ticket with field errors');
  await escape(page, create);

  const ticket = await findTicketWithAttachment(page);
  await goInApp(page, `/dashboard/chamados/${ticket.id}/detalhes`);
  await expectSettled(page, 'Detalhes do chamado');
  const actions = page.getByRole('group', { name: 'Ações do chamado' });
  for (const [action, title] of [
    ['Alterar previsão', 'Alterar previsão de conclusão'],
    ['Fechar chamado', 'Fechar chamado'],
    ['Responsáveis', 'Responsáveis'],
  ] as const) {
    await scanDialogOpenedBy(
      page,
      actions.getByRole('button', { name: action, exact: true }),
      { name: title },
      `ticket: ${title}`,
    );
  }
  // The status dialog opens from the header's status menu.
  await page.getByRole('button', { name: /^Situação: .+\. Alterar situação$/ }).click();
  await scanDialogOpenedBy(
    page,
    page.getByRole('menuitem', { name: 'Alterar com comentário…' }),
    { name: 'Alterar situação' },
    'ticket: Alterar situação',
  );

  await page
    .getByRole('button', { name: `Visualizar ${ticket.anexo}` })
    .first()
    .click();
  const viewer = page.getByRole('dialog', { name: ticket.anexo });
  await expect(viewer.locator('img, canvas').first()).toBeVisible();
  await scanDialog(page, viewer, 'file viewer');
  await escape(page, viewer);

  await goInApp(page, '/dashboard/perfil');
  await expectSettled(page, 'Meu perfil');
  await scanDialogOpenedBy(
    page,
    page.getByRole('button', { name: 'Editar perfil' }),
    { name: 'Editar perfil' },
    'profile dialog',
  );
});

test('shell dialogs: the quick search with records found and the keyboard shortcuts (focus back to the page)', async ({
  page,
}) => {
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/cidades');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  const opener = page.getByRole('button', { name: 'Busca rápida' });
  await opener.click();
  const palette = page.getByRole('dialog', { name: 'Busca rápida' });
  await palette.getByRole('combobox').fill('campinas');
  await expect(palette.getByRole('group', { name: 'Cidades' }).getByRole('option').first()).toBeVisible();
  await scanDialog(page, palette, 'quick search with records');
  await escape(page, palette);
  await expect(opener).toBeFocused();

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Atalhos do teclado' });
  await scanDialog(page, help, 'keyboard shortcuts');
  await escape(page, help);
});
