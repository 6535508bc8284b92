import type { Page } from '@playwright/test';
import type {
  AlteraResponsaveisInput,
  BancoInput,
  ChamadoInput,
  ComentarioInput,
} from '../../generated/api/model';
import { expect, test } from './test';
import { HOSTILE_CORPUS } from './security/hostile-corpus';
import { injectedElements, pwnedCount, recordDialogs, unsafeRichText } from './security/page-safety';
import { apiCall, apiLogin, apiUpload, signInAs } from './support';

/**
 * The hostile corpus (issue 8: ≥ 300 payloads) rendered where staff read untrusted text: ticket
 * descriptions and comments (rich text), notifications, the tickets list and a resource list. Nothing
 * runs, no dialog opens, and only the allowed markup with http/https/mailto links reaches the DOM.
 */

const SUPORTE_ID = 2;
const PER_TICKET = 60;

test('the corpus holds at least 300 distinct payloads', () => {
  expect(new Set(HOSTILE_CORPUS).size).toBeGreaterThanOrEqual(300);
});

async function openTicket(page: Page, token: string, titulo: string, descricao: string): Promise<number> {
  const { status, body } = await apiUpload<{ id: number }, ChamadoInput>(page, '/v1/chamados', token, {
    setor: 'SUPORTE',
    titulo,
    descricao,
  });
  expect(status).toBe(201);
  return body.id;
}

async function comment(
  page: Page,
  token: string,
  id: number,
  comentario: string,
  privado = false,
): Promise<void> {
  const { status } = await apiUpload<unknown, ComentarioInput>(page, `/v1/chamados/comentario/${id}`, token, {
    comentario,
    privado,
  });
  expect(status).toBeLessThan(300);
}

const slices = Array.from({ length: Math.ceil(HOSTILE_CORPUS.length / PER_TICKET) }, (_, index) => index);

for (const slice of slices) {
  test(`ticket rich text, payloads ${slice * PER_TICKET + 1}–${Math.min((slice + 1) * PER_TICKET, HOSTILE_CORPUS.length)}: nothing runs, only safe markup remains`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const dialogs = recordDialogs(page);
    const payloads = HOSTILE_CORPUS.slice(slice * PER_TICKET, (slice + 1) * PER_TICKET);
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard');
    const token = await apiLogin(page);
    const [first, ...rest] = payloads;
    const id = await openTicket(page, token, `Chamado do corpus hostil nº ${slice + 1}`, first);
    for (const [index, payload] of rest.entries()) await comment(page, token, id, payload, index % 3 === 0);

    await page.goto(`/dashboard/chamados/${id}/detalhes`);
    // A thread of ~60 comments takes a while to render on a busy machine.
    await expect(page.locator('.rich-text')).toHaveCount(payloads.length, { timeout: 30_000 });
    const found = await unsafeRichText(page);
    expect(found.tags).toEqual([]);
    expect(found.attributes).toEqual([]);
    for (const link of found.links) {
      expect(link.href).toMatch(/^(https?:|mailto:)/);
      expect(link.rel).toBe('noopener noreferrer');
    }
    expect(await injectedElements(page, 'main')).toEqual([]);
    expect(await pwnedCount(page)).toBe(0);
    expect(dialogs).toEqual([]);
  });
}

test('hostile titles stay text in the tickets list and in the notifications they cause', async ({ page }) => {
  test.setTimeout(90_000);
  const dialogs = recordDialogs(page);
  const sample = HOSTILE_CORPUS.filter((_, index) => index % 18 === 0);
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard');
  const token = await apiLogin(page);
  for (const payload of sample) {
    const id = await openTicket(page, token, `Chamado hostil ${payload}`.slice(0, 300), '<p>Descrição</p>');
    const assigned = await apiCall<unknown, AlteraResponsaveisInput>(
      page,
      `/v1/chamados/altera-responsaveis/${id}`,
      {
        method: 'PUT',
        token,
        json: { responsaveis: [SUPORTE_ID] },
      },
    );
    expect(assigned.status).toBe(200);
    await comment(page, token, id, '<p>Novo comentário</p>');
  }

  await page.goto('/dashboard/chamados');
  await expect(page.getByRole('link', { name: /^Chamado hostil/ }).first()).toBeVisible({ timeout: 30_000 });
  expect(await injectedElements(page, 'main')).toEqual([]);

  await page.context().clearCookies();
  await signInAs(page, 'suporte@retaguarda.dev', '/dashboard');
  await page.getByRole('button', { name: /Notificações/ }).click();
  const drawer = page.getByRole('dialog', { name: /Notificações/ });
  await expect(drawer.getByText(/Chamado hostil/).first()).toBeVisible({ timeout: 30_000 });
  expect(await injectedElements(page, '[role="dialog"]')).toEqual([]);
  expect(await pwnedCount(page)).toBe(0);
  expect(dialogs).toEqual([]);
});

test('hostile names stay text in a resource list', async ({ page }) => {
  const dialogs = recordDialogs(page);
  const sample = HOSTILE_CORPUS.filter((payload, index) => index % 30 === 0 && payload.length <= 120).slice(
    0,
    10,
  );
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard');
  const token = await apiLogin(page);
  for (const [index, nome] of sample.entries()) {
    const created = await apiCall<unknown, BancoInput>(page, '/v1/bancos', {
      method: 'POST',
      token,
      json: { codigo: String(900 + index), nome, ispb: String(90000000 + index) },
    });
    expect(created.status).toBe(201);
  }
  await page.goto('/dashboard/bancos?busca=PWNED');
  await expect(page.getByRole('cell', { name: /WINDOW\.__PWNED/ }).first()).toBeVisible({ timeout: 30_000 });
  expect(await injectedElements(page, 'main')).toEqual([]);
  expect(await pwnedCount(page)).toBe(0);
  expect(dialogs).toEqual([]);
});
