import type { CidadeInput } from '../../generated/api/model';
import { apiCall, apiLogin, expectSettled, signInAs, waitForMockApi } from './support';
import { expect, failedRequest, test } from './test';

/**
 * The demo's saved database follows the code (build/seed-version.ts): one saved from other data (the
 * contract or the seed has changed since) is not used; the console says so and the mock starts again
 * from the current seed. Nobody bumps a version by hand.
 */

test('a database saved by another version of the data is dropped on the next load, with a console line saying so', async ({
  page,
  expectConsole,
}) => {
  expectConsole(failedRequest(404, 'the city saved by the older data is gone'));
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/cidades');
  await expectSettled(page, 'Cidades');
  const city: CidadeInput = {
    nome: 'Cidade da Versão Antiga',
    codigoIbge: '3599925',
    uf: 'SP',
    latitude: -22.9,
    longitude: -47.06,
  };
  const created = await apiCall<{ id: number }, CidadeInput>(page, '/v1/cidades', {
    method: 'POST',
    token: await apiLogin(page),
    json: city,
  });
  expect(created.status).toBe(201);
  // Saved with it; as it would read had the contract or the seed changed since it was saved.
  expect(
    (await apiCall(page, `/v1/cidades/${created.body.id}`, { token: await apiLogin(page) })).status,
  ).toBe(200);
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('retaguarda-mock-api', 1);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('state', 'readwrite').objectStore('state');
          const read = store.get('database');
          read.onsuccess = () => {
            const write = store.put({ ...read.result, version: 'versao-antiga' }, 'database');
            write.onsuccess = () => resolve();
            write.onerror = () => reject(write.error);
          };
        };
      }),
  );

  const said = page.waitForEvent('console', (message) =>
    message.text().startsWith('API simulada: os dados salvos'),
  );
  await page.reload();
  expect((await said).text()).toMatch(
    /^API simulada: os dados salvos neste navegador são de outra versão do contrato ou da carga inicial \(versao-antiga; agora [0-9a-f]{12}\); começando da carga inicial atual\.$/,
  );
  await waitForMockApi(page);
  await expectSettled(page, 'Cidades');
  const after = await apiCall(page, `/v1/cidades/${created.body.id}`, { token: await apiLogin(page) });
  expect(after.status).toBe(404);
});
