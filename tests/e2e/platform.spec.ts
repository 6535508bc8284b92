import type { CidadeInput } from '../../generated/api/model';
import { ibgeCheckDigit } from '../../src/lib/validation/br-rules';
import { expect, failedRequest, test } from './test';
import { apiCall, apiLogin, signInAs, waitForMockApi } from './support';

test.describe('app frame', () => {
  test('an unknown path shows the not-found page with a way back', async ({ page }) => {
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard/nao-existe');
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    // The page's own way back (the breadcrumb trail above it has one too).
    await expect(page.getByRole('main').getByRole('link', { name: /voltar/i })).toBeVisible();
  });

  test('every resource route of the product answers with its page', async ({ page }) => {
    test.setTimeout(60_000); // five cold page loads, each starting the mock API
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard');
    for (const [path, title] of [
      ['/dashboard/cidades', 'Cidades'],
      ['/dashboard/aliquotas-seguro/novo', 'Nova alíquota de seguro'],
      ['/dashboard/pracas-pedagio/7/edita', 'Editar praça de pedágio'],
      ['/dashboard/empresas/3/configuracoes', 'Configurações do cliente'],
      ['/dashboard/chamados/12/detalhes', 'Detalhes do chamado'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
  });
});

test.describe('embedded mock API in the browser', () => {
  test('data survives a reload: a city created before the reload is listed after it', async ({ page }) => {
    await page.goto('/dashboard');
    await waitForMockApi(page);
    const token = await apiLogin(page);
    // A code the contract's ibge-digito-verificador takes: the mock API refuses a wrong check digit.
    const first6 = '35' + String(Date.now()).slice(-4);
    const codigoIbge = `${first6}${ibgeCheckDigit(first6)}`;
    const created = await apiCall<{ id: number }, CidadeInput>(page, '/v1/cidades', {
      method: 'POST',
      token,
      json: { nome: 'Cidade Persistida', codigoIbge, uf: 'SP', latitude: -22.9, longitude: -47.06 },
    });
    expect(created.status).toBe(201);
    await page.reload();
    await waitForMockApi(page);
    const list = await apiCall<{ items: Array<{ id: number }> }>(page, `/v1/cidades?filtros=${codigoIbge}`, {
      token,
    });
    expect(list.body.items.map((item) => item.id)).toContain(created.body.id);
  });

  test('QA can force a failure for a chosen call', async ({ page, expectConsole }) => {
    expectConsole(failedRequest(503, 'the test forces the mock API to fail the call'));
    await page.goto('/dashboard');
    await waitForMockApi(page);
    const token = await apiLogin(page);
    await page.evaluate(() =>
      (window as unknown as { retaguardaMock: { fail: (...args: unknown[]) => void } }).retaguardaMock.fail(
        'GET',
        '/v1/paises',
        503,
        undefined,
        1,
      ),
    );
    expect((await apiCall(page, '/v1/paises', { token })).status).toBe(503);
    expect((await apiCall(page, '/v1/paises', { token })).status).toBe(200);
  });

  test('the live socket delivers NOTIFICACOES when a notification changes', async ({ page }) => {
    await page.goto('/dashboard');
    await waitForMockApi(page);
    const token = await apiLogin(page);
    const list = await apiCall<{ items: Array<{ id: number; lido: boolean }> }>(
      page,
      '/v1/notificacoes?lido=false',
      { token },
    );
    const unread = list.body.items[0];
    const message = await page.evaluate(
      async ({ token, id }) => {
        const socket = new WebSocket(`${location.origin.replace('http', 'ws')}/dev/api/v1/ws?usu_id=1`);
        await new Promise((resolve) => socket.addEventListener('open', resolve));
        const received = new Promise<string>((resolve) =>
          socket.addEventListener('message', (event) => resolve(String(event.data))),
        );
        await fetch(`/dev/api/v1/notificacoes/lido/${id}`, {
          method: 'PUT',
          headers: { Authorization: `Bearer ${token}` },
        });
        return received;
      },
      { token, id: unread.id },
    );
    const event = JSON.parse(message);
    expect(event.tipo_evento).toBe('NOTIFICACOES');
    expect(typeof event.dados.nao_lidas).toBe('number');
  });
});
