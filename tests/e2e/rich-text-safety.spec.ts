import type { Page } from '@playwright/test';
import type { ChamadoInput, ComentarioInput } from '../../generated/api/model';
import { expect, test } from './test';
import { pwnedCount, recordDialogs, unsafeRichText } from './security/page-safety';
import { apiLogin, apiUpload, signInAs } from './support';

/**
 * Hostile rich text in a ticket's title, description and comments (the API stores whatever it is sent):
 * nothing of it runs in the page, and only the allowed markup and http/https/mailto links reach the DOM.
 */

const PWN = 'window.__pwned=(window.__pwned||0)+1';
const HOSTILE: string[] = [
  `<script>${PWN}</script><p>script tag</p>`,
  `<p>img <img src="x" onerror="${PWN}"></p>`,
  `<p onmouseover="${PWN}" onclick="${PWN}">handlers on a paragraph</p>`,
  `<a href="javascript:${PWN}">javascript link</a>`,
  `<a href=" JaVaScRiPt:${PWN}">javascript link with spaces and case</a>`,
  `<a href="java&#x09;script:${PWN}">javascript link with an entity tab</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>`,
  `<a href="vbscript:msgbox(1)">vbscript link</a>`,
  `<svg onload="${PWN}"><circle r="10"></circle></svg><p>svg onload</p>`,
  `<svg><script>${PWN}</script></svg>`,
  `<svg><a xlink:href="javascript:${PWN}"><text y="20">svg link</text></a></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${PWN}"></style></mglyph></table></mtext></math>`,
  `<style>@import 'https://evil.example/x.css'; body{display:none}</style><p>style tag</p>`,
  `<p style="background:url(javascript:${PWN});position:fixed;inset:0">style attribute overlay</p>`,
  `<iframe src="javascript:${PWN}"></iframe><iframe srcdoc="<script>parent.${PWN}</script>"></iframe>`,
  `<object data="data:text/html,<script>${PWN}</script>"></object><embed src="javascript:${PWN}">`,
  `<form action="javascript:${PWN}"><button>enviar</button></form><input autofocus onfocus="${PWN}">`,
  `<details open ontoggle="${PWN}"><summary>details</summary></details>`,
  `<video><source onerror="${PWN}"></video><audio src="x" onerror="${PWN}"></audio>`,
  `<noscript><p title="</noscript><img src=x onerror=${PWN}>"></p></noscript>`,
  `<a href="https://example.com" target="_self" onclick="${PWN}">safe https link</a>`,
  `<a href="mailto:suporte@retaguarda.dev">safe mailto link</a>`,
  `<base href="javascript:/"><meta http-equiv="refresh" content="0;url=javascript:${PWN}"><p>base and meta</p>`,
  `<p data-list="bullet" data-x="${PWN}">data attributes</p><span class="ql-x" id="app">id and class</span>`,
];
const HOSTILE_TITLE = `<img src=x onerror="${PWN}"> título hostil do chamado`;

async function openHostileTicket(page: Page): Promise<number> {
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard');
  const token = await apiLogin(page);
  const [first, ...rest] = HOSTILE;
  const fields: ChamadoInput = {
    setor: 'SUPORTE',
    titulo: HOSTILE_TITLE,
    descricao: first + rest.slice(0, 8).join(''),
  };
  const { status, body } = await apiUpload<{ id: number }, ChamadoInput>(page, '/v1/chamados', token, fields);
  expect(status).toBe(201);
  for (const [index, payload] of rest.slice(8).entries()) {
    const comment = await apiUpload<unknown, ComentarioInput>(
      page,
      `/v1/chamados/comentario/${body.id}`,
      token,
      {
        comentario: payload,
        privado: index % 2 === 0,
      },
    );
    expect(comment.status).toBeLessThan(300);
  }
  return body.id;
}

test.describe('hostile rich text', () => {
  test('never runs in the ticket page, and only safe markup and http/https/mailto links remain', async ({
    page,
  }) => {
    const dialogs = recordDialogs(page);
    const id = await openHostileTicket(page);
    await page.goto(`/dashboard/chamados/${id}/detalhes`);
    await expect(page.getByRole('heading', { level: 2, name: HOSTILE_TITLE })).toBeVisible();
    await expect(page.getByText('details', { exact: true })).toBeVisible();
    await expect(page.getByText('safe mailto link')).toBeVisible();

    // Hover and click over everything that could carry a handler.
    for (const text of [
      'handlers on a paragraph',
      'javascript link',
      'style attribute overlay',
      'svg link',
    ]) {
      const target = page.getByText(text, { exact: true });
      if ((await target.count()) > 0) await target.first().click();
    }

    const found = await unsafeRichText(page);
    expect(found.roots).toBe(1 + HOSTILE.length - 9);
    expect(found.tags).toEqual([]);
    expect(found.attributes).toEqual([]);
    expect(found.links.length).toBeGreaterThan(0);
    for (const link of found.links) {
      expect(link.href).toMatch(/^(https?:|mailto:)/);
      expect(link.rel).toBe('noopener noreferrer');
      expect(link.target).toBe('_blank');
    }
    expect(found.links.map((link) => link.href)).toEqual([
      'https://example.com',
      'mailto:suporte@retaguarda.dev',
    ]);
    expect(await pwnedCount(page)).toBe(0);
    expect(dialogs).toEqual([]);
  });

  test('shows a hostile title as plain text in the tickets list', async ({ page }) => {
    await openHostileTicket(page);
    await page.goto('/dashboard/chamados');
    await expect(page.getByRole('link', { name: HOSTILE_TITLE })).toBeVisible();
    expect(await pwnedCount(page)).toBe(0);
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
  });
});
