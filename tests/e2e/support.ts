import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import type { LoginInput } from '../../generated/api/model';
import { DEMO_ACCOUNTS } from '../../mocks/db/seed/accounts';
import { issueTokens } from '../../mocks/kit/tokens';
import type { UntypedBody } from '../request-body';
import { sessionCookies } from '../session-cookies';

/** Waits until the embedded mock API answers in the page (the worker starts before the first render). */
export async function waitForMockApi(page: Page): Promise<void> {
  await page.waitForFunction(() => 'retaguardaMock' in window);
}

/**
 * Calls the API from inside the page, so the mock service worker answers it. `T` is the answer's type;
 * `Body`, the model of the `json` body (`apiCall<Cidade, CidadeInput>(…)`, tests/request-body.ts).
 */
export async function apiCall<T = unknown, Body = UntypedBody>(
  page: Page,
  path: string,
  init: { method?: string; token?: string; json?: NoInfer<Body> } = {},
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ path, init }) => {
      const headers: Record<string, string> = {};
      if (init.token) headers.Authorization = `Bearer ${init.token}`;
      if (init.json !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(`/dev/api${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    { path, init },
  );
}

export async function apiLogin(page: Page, email = 'admin@retaguarda.dev'): Promise<string> {
  const { status, body } = await apiCall<{ token: string }, LoginInput>(page, '/v1/authorization/login', {
    method: 'POST',
    json: { email, senha: 'retaguarda123' },
  });
  if (status !== 200) throw new Error(`login ${status}`);
  return body.token;
}

/**
 * Starts a signed-in session without the sign-in form (for tests of other screens), in one page load:
 * the session cookies carry tokens made by the mock API's own token code for the demo account (its
 * tokens are stateless, so the page's mock accepts them), as the app stores them after a sign-in.
 */
export async function signInAs(
  page: Page,
  email = 'admin@retaguarda.dev',
  path = '/dashboard',
): Promise<void> {
  await addSessionCookies(page, email);
  await page.goto(path);
  await waitForMockApi(page);
}

/** The session cookies of signInAs, without opening a page. */
export async function addSessionCookies(page: Page, email = 'admin@retaguarda.dev'): Promise<void> {
  const account = Object.values(DEMO_ACCOUNTS).find((candidate) => candidate.email === email);
  if (!account) throw new Error(`signInAs: ${email} is not a demo account`);
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('signInAs: the Playwright project has no baseURL');
  await page.context().addCookies(sessionCookies(url, issueTokens(account.id)));
}

/** A file to send in a multipart call from the page (bytes as base64: they cross into the page as text). */
export interface UploadFile {
  name: string;
  type: string;
  bytes: Uint8Array | string;
}

/**
 * Sends a multipart form (fields and files under `fileField`) from inside the page, answered by the mock.
 * `T` is the answer's type; `Model`, the body's (`apiUpload<Chamado, ChamadoInput>(…)`): its text fields go
 * in `fields`, its files in `files`.
 */
export async function apiUpload<T = unknown, Model = UntypedBody>(
  page: Page,
  path: string,
  token: string,
  fields: NoInfer<Model>,
  files: UploadFile[] = [],
  fileField = 'anexos',
): Promise<{ status: number; body: T }> {
  const encoded = files.map((file) => ({ ...file, bytes: Buffer.from(file.bytes).toString('base64') }));
  return page.evaluate(
    async ({ path, token, fields, encoded, fileField }) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields as object)) form.append(key, String(value));
      for (const file of encoded) {
        const bytes = Uint8Array.from(atob(file.bytes), (char) => char.charCodeAt(0));
        form.append(fileField, new File([bytes], file.name, { type: file.type }));
      }
      const response = await fetch(`/dev/api${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    { path, token, fields, encoded, fileField },
  );
}

/**
 * Moves to `path` inside the running app (history entry + popstate, which the router follows), so a
 * walk over many routes keeps one page load, one mock worker and one session.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    // The entry in the router's own shape (its position in `idx`): a page that guards against being left
    // (a blocker) then sees an ordinary back/forward move, not one the router warns it cannot undo.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    const key = Math.random().toString(36).slice(2, 10);
    window.history.pushState({ usr: null, key, idx: index + 1 }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/**
 * Expects the toast saying `text`, then closes it with its 'Fechar' button, as a user would: a toast sits
 * over the page header's actions (Editar, Inativar, Novo …) for its whole life, and a click there waits
 * until it has gone (about 4 s each time).
 */
export async function dismissToast(page: Page, text: string | RegExp): Promise<void> {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Fechar' }).click();
  await expect(toast).toBeHidden();
}

/** Waits until the page shows its level-1 heading `title` and nothing on it is loading. */
export async function expectSettled(page: Page, title: string | RegExp): Promise<void> {
  await expect(
    page.getByRole('heading', { level: 1, name: title, exact: typeof title === 'string' }),
  ).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .p-skeleton, .app-spinner')).toHaveCount(0);
}

/**
 * Opens the picker whose input is `input` from the keyboard (focus, Enter) once any other picker's panel
 * has finished closing (until then, "the listbox" could be the closing one), and returns its listbox.
 */
export async function openPicker(page: Page, input: Locator): Promise<Locator> {
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await input.focus();
  await page.keyboard.press('Enter');
  return page.getByRole('listbox');
}
