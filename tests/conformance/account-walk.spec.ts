import type { Page } from '@playwright/test';
import { signInAs } from '../deploy/support';
import { dismissToast } from '../e2e/support';
import { expect, test } from './fixtures';
import { expectHeading } from './walk-support';

/**
 * The signed-in user's own things through the production build and the validating proxy: the profile
 * (name and picture, then the password), the notifications drawer (one read and unread again, then all
 * read) and the session renewing its tokens by itself while the app is open.
 */

/** A 2×2 PNG (red, green, blue, white). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DAAMIM/4EAAB/uBfsL2WiLAAAAAElFTkSuQmCC',
  'base64',
);

const bell = (page: Page) => page.getByRole('button', { name: /^Notificações, / });

/** The unread count the bell announces ('Notificações, 21 não lidas'). */
async function unread(page: Page): Promise<number> {
  await expect(bell(page)).toHaveAccessibleName(/^Notificações, \d+ não lidas?$/);
  return Number(/(\d+)/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1]);
}

async function sessionToken(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'rt_access')?.value;
}

test("the profile: name and picture saved ('Perfil atualizado com sucesso'), then the password changed ('Senha alterada com sucesso')", async ({
  page,
}) => {
  await signInAs(page, '/dashboard/perfil');
  await expectHeading(page, 'Meu perfil');
  const personal = page.getByRole('region', { name: 'Dados pessoais' });
  await expect(personal.getByText('ANA CAROLINA MENDES')).toBeVisible();

  await test.step('name and picture', async () => {
    await page.getByRole('button', { name: 'Editar perfil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar perfil' });
    const name = dialog.getByLabel('Nome');
    await expect(name).toBeFocused();
    await name.fill('');
    await name.pressSequentially('mariana souza');
    await expect(name).toHaveValue('MARIANA SOUZA');
    await dialog
      .getByLabel('Foto do perfil')
      .setInputFiles({ name: 'minha-foto.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByText('Nova foto escolhida: minha-foto.png')).toBeVisible();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dismissToast(page, 'Perfil atualizado com sucesso');
    await expect(dialog).toBeHidden();
    await expect(personal.getByText('MARIANA SOUZA')).toBeVisible();
    await expect(page.getByRole('button', { name: /Menu do usuário/ })).toHaveAccessibleName(
      'Menu do usuário MARIANA SOUZA',
    );
  });

  await test.step('the saved picture is fetched from the API after a reload', async () => {
    await page.reload();
    await expect(personal.getByText('MARIANA SOUZA')).toBeVisible();
    await expect(personal.getByRole('img', { name: 'MARIANA SOUZA' }).locator('img')).toHaveAttribute(
      'src',
      /^blob:/,
    );
  });

  await test.step('the password', async () => {
    const section = page.getByRole('region', { name: 'Alterar senha' });
    await section.getByLabel('Senha atual', { exact: true }).fill('retaguarda123');
    await section.getByLabel('Nova senha', { exact: true }).fill('NovaSenha!2026');
    await section.getByLabel('Confirme a nova senha', { exact: true }).fill('NovaSenha!2026');
    await section.getByRole('button', { name: 'Alterar senha' }).click();
    await dismissToast(page, 'Senha alterada com sucesso');
    await expect(section.getByLabel('Senha atual', { exact: true })).toHaveValue('');
  });
});

test("notifications: the drawer lists them; one marked read then unread again, then 'Marcar todas como lidas' empties the bell", async ({
  page,
}) => {
  await signInAs(page, '/dashboard');
  const before = await unread(page);
  expect(before).toBeGreaterThan(1);

  await bell(page).click();
  const drawer = page.getByRole('dialog', { name: 'Notificações' });
  const unreadList = drawer.getByRole('list', { name: 'Não lidas' });
  await expect(unreadList.getByRole('listitem').first()).toBeVisible();

  const title = await test.step('one marked read: the bell counts one less', async () => {
    const mark = unreadList
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /^Marcar como lida: / });
    const name = (await mark.getAttribute('aria-label'))!.replace(/^Marcar como lida: /, '');
    await mark.click();
    await expect(bell(page)).toHaveAccessibleName(`Notificações, ${before - 1} não lidas`);
    return name;
  });

  await test.step('the same one unread again, from the "Todas" tab', async () => {
    await drawer.getByRole('tab', { name: 'Todas' }).click();
    const all = drawer.getByRole('list', { name: 'Todas' });
    await all
      .getByRole('button', { name: `Marcar como não lida: ${title}` })
      .first()
      .click();
    await expect(bell(page)).toHaveAccessibleName(`Notificações, ${before} não lidas`);
  });

  await test.step("'Marcar todas como lidas'", async () => {
    await drawer.getByRole('tab', { name: 'Não lidas' }).click();
    await drawer.getByRole('button', { name: 'Marcar todas como lidas' }).click();
    await expect(bell(page)).toHaveAccessibleName('Notificações, nenhuma não lida');
    await expect(drawer.getByText('Nenhuma notificação encontrada')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled();
  });
});

test('the session renews its tokens by itself after 50 s and goes on with the new ones', async ({ page }) => {
  // The app's own clock runs fast here: its renewal timer (every 50 s, src/lib/session/token-refresh.ts)
  // fires without a minute's wait.
  await page.clock.install();
  await signInAs(page, '/dashboard/chamados');
  await expectHeading(page, 'Chamados');
  const first = await sessionToken(page);

  const renewal = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/v1/authorization/refresh'),
  );
  await page.clock.runFor(50_000);
  expect((await renewal).status()).toBe(200);
  await expect.poll(() => sessionToken(page)).not.toBe(first);
  const renewed = await sessionToken(page);

  // Still signed in: the next screen's data comes with the renewed token.
  const next = page.waitForRequest((request) => request.url().includes('/v1/empresas?'));
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Clientes' })
    .click();
  expect(await (await next).headerValue('Authorization')).toBe(`Bearer ${renewed}`);
  await expectHeading(page, 'Clientes');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
});
