import type { Page } from '@playwright/test';
import type { LoginInput } from '../../generated/api/model';
import { expect, failedRequest, test } from './test';
import { apiCall, apiLogin, signInAs } from './support';
import { clearApiFailures, failApi } from './tickets-support';

/** A 2×2 PNG (red, green, blue, white). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DAAMIM/4EAAB/uBfsL2WiLAAAAAElFTkSuQmCC',
  'base64',
);

async function openProfileDialog(page: Page) {
  await page.getByRole('button', { name: 'Editar perfil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar perfil' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Nome')).toBeFocused();
  return dialog;
}

test.describe('profile', () => {
  test('edits name and avatar; the page, the shell and the API have them at once', async ({
    page,
    expectConsole,
  }) => {
    expectConsole(
      failedRequest(500, "the avatar's file fails on purpose at the end: the initials show instead"),
    );
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard/perfil');
    await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
    const personal = page.getByRole('region', { name: 'Dados pessoais' });
    await expect(personal.getByText('ANA CAROLINA MENDES')).toBeVisible();
    await expect(personal.getByText('admin@retaguarda.dev')).toBeVisible();

    const dialog = await openProfileDialog(page);
    const save = dialog.getByRole('button', { name: 'Salvar' });
    await expect(save).toBeDisabled();

    // Name: required, uppercased as typed.
    const name = dialog.getByLabel('Nome');
    await name.fill('');
    await save.click();
    await expect(dialog.getByText('Campo obrigatório')).toBeVisible();
    await name.pressSequentially('mariana souza');
    await expect(name).toHaveValue('MARIANA SOUZA');
    await expect(dialog.getByText('Campo obrigatório')).toBeHidden();

    // Avatar: a file that is not an image is refused at the field; an image is previewed.
    const avatarInput = dialog.getByLabel('Foto do perfil');
    await avatarInput.setInputFiles({
      name: 'notas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('não é imagem'),
    });
    await expect(dialog.getByText(/não é uma imagem/)).toBeVisible();
    await avatarInput.setInputFiles({ name: 'minha-foto.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByText(/não é uma imagem/)).toBeHidden();
    await expect(dialog.getByText('Nova foto escolhida: minha-foto.png')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'MARIANA SOUZA' }).locator('img')).toHaveAttribute(
      'src',
      /^blob:/,
    );

    await save.click();
    await expect(page.getByText('Perfil atualizado com sucesso')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Editar perfil' })).toBeFocused();
    await expect(personal.getByText('MARIANA SOUZA')).toBeVisible();
    await expect(personal.getByRole('img', { name: 'MARIANA SOUZA' }).locator('img')).toHaveAttribute(
      'src',
      /^blob:/,
    );

    // The shell: its avatar and greeting changed without a reload.
    const avatarButton = page.getByRole('button', { name: /Menu do usuário/ });
    await expect(avatarButton).toHaveAccessibleName('Menu do usuário MARIANA SOUZA');
    await expect(avatarButton.locator('img')).toHaveAttribute('src', /^blob:/);
    await avatarButton.click();
    await expect(page.getByText('Olá, Mariana')).toBeVisible();

    // The API has them.
    const token = await apiLogin(page);
    const { body } = await apiCall<{ usuario: { nome: string; avatarUrl: string | null } }>(
      page,
      '/v1/eu/perfil',
      { token },
    );
    expect(body.usuario.nome).toBe('MARIANA SOUZA');
    expect(body.usuario.avatarUrl).toMatch(/^\/v1\/arquivos\//);

    // The picture's file failing (500, and its one retry) is only decoration: the initials, no error toast.
    let failures = 0;
    page.on('response', (response) => {
      if (response.url().includes('/v1/arquivos/') && response.status() === 500) failures += 1;
    });
    await failApi(page, 'GET', '/v1/arquivos/', 500);
    await page.reload();
    await expect(avatarButton.getByRole('img', { name: 'MARIANA SOUZA' })).toHaveText('MS');
    await expect.poll(() => failures, { timeout: 10_000 }).toBe(2);
    await expect(personal.getByRole('img', { name: 'MARIANA SOUZA' })).toHaveText('MS');
    // A toast would follow the last failure at once: a moment past it, there is none.
    await page.waitForTimeout(500);
    await expect(page.locator('.p-toast-message-error')).toHaveCount(0);
    await clearApiFailures(page);
  });

  test('the drawer is keyboard usable and keeps the current picture on request', async ({ page }) => {
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard/perfil');
    const edit = page.getByRole('button', { name: 'Editar perfil' });
    await edit.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Editar perfil' });
    await expect(dialog.getByLabel('Nome')).toBeFocused();

    // Tab stays inside the drawer.
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await dialog
      .getByLabel('Foto do perfil')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: 'Manter a foto atual' }).click();
    await expect(dialog.getByText(/Nova foto escolhida/)).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeDisabled();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();
  });

  test('changes the password, refusing a mismatch, the current one and a wrong current password', async ({
    page,
    expectConsole,
  }) => {
    expectConsole(
      failedRequest(400, 'the API refuses the wrong current password'),
      failedRequest(401, 'the old password no longer signs in'),
    );
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard/perfil');
    const section = page.getByRole('region', { name: 'Alterar senha' });
    const current = section.getByLabel('Senha atual', { exact: true });
    const next = section.getByLabel('Nova senha', { exact: true });
    const confirm = section.getByLabel('Confirme a nova senha', { exact: true });
    const submit = section.getByRole('button', { name: 'Alterar senha' });

    await submit.click();
    await expect(section.getByText('Campo obrigatório')).toHaveCount(3);

    await current.fill('retaguarda123');
    await next.fill('NovaSenha!2026');
    await confirm.fill('NovaSenha!2027');
    await submit.click();
    await expect(confirm).toHaveAccessibleDescription('Senhas não conferem');

    await next.fill('retaguarda123');
    await confirm.fill('retaguarda123');
    await submit.click();
    await expect(next).toHaveAccessibleDescription('A nova senha deve ser diferente da atual');

    await current.fill('senha-errada');
    await next.fill('NovaSenha!2026');
    await confirm.fill('NovaSenha!2026');
    await submit.click();
    await expect(current).toHaveAccessibleDescription('Senha atual incorreta');
    await expect(current).toBeFocused();
    await expect(next).toHaveValue('NovaSenha!2026');

    // The show/hide toggle.
    await section.getByRole('button', { name: 'Mostrar senha' }).first().click();
    await expect(current).toHaveAttribute('type', 'text');

    await current.fill('retaguarda123');
    await submit.click();
    await expect(page.getByText('Senha alterada com sucesso')).toBeVisible();
    for (const input of [current, next, confirm]) await expect(input).toHaveValue('');

    // It persisted: the new password signs in, the old one no longer does.
    const login = (senha: string) =>
      apiCall<unknown, LoginInput>(page, '/v1/authorization/login', {
        method: 'POST',
        json: { email: 'admin@retaguarda.dev', senha },
      });
    expect((await login('NovaSenha!2026')).status).toBe(200);
    expect((await login('retaguarda123')).status).toBe(401);
  });
});
