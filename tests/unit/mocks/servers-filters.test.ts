import { describe, expect, it } from 'vitest';
import { readWorkbook } from '@mocks/kit/xlsx';
import { setupMockApi } from './support';

/**
 * The servers list's advanced filters (issue 39, a design choice of the contract's listaServidores):
 * with or without a cloud instance (magaluId set) and the address containing a text; the export takes
 * the same filters.
 */
const api = setupMockApi();

interface Server {
  nome: string;
  endereco: string;
  magaluId?: string | null;
}

async function servers(token: string, filters: string): Promise<Server[]> {
  const response = await api.call(token, `/v1/servidores?situacao=ALL&limitePagina=100&${filters}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Server[] }).items;
}

describe('mock API: the servers list filters', () => {
  it('comInstanciaNuvem=true keeps the servers with a magaluId, false those without; together, all of them', async () => {
    const { token } = await api.login();
    const all = await servers(token, '');
    const cloud = await servers(token, 'comInstanciaNuvem=true');
    const none = await servers(token, 'comInstanciaNuvem=false');
    expect(cloud.length).toBeGreaterThan(0);
    expect(none.length).toBeGreaterThan(0);
    expect(cloud.every((server) => server.magaluId)).toBe(true);
    expect(none.every((server) => !server.magaluId)).toBe(true);
    expect([...cloud, ...none].map((server) => server.nome).sort()).toEqual(
      all.map((server) => server.nome).sort(),
    );
  });

  it('endereco finds the servers whose address contains the text, whatever its case', async () => {
    const { token } = await api.login();
    expect((await servers(token, 'endereco=%3A8080')).map((server) => server.nome)).toEqual(['APP-SP-00']);
    const byDomain = await servers(token, 'endereco=RETAGUARDA.CLOUD%2Fapi');
    expect(byDomain).toHaveLength(1);
    expect(byDomain[0].endereco).toMatch(/^https:\/\/.+\.retaguarda\.cloud\/api$/);
    expect(await servers(token, 'endereco=nenhum-host.example')).toEqual([]);
  });

  it('refuses a cloud filter that is not true or false (400), and exports only the servers the filter keeps', async () => {
    const { token } = await api.login();
    const refused = await api.call(token, '/v1/servidores?comInstanciaNuvem=talvez');
    expect(refused.status).toBe(400);

    const cloud = await servers(token, 'comInstanciaNuvem=true');
    const response = await api.call(
      token,
      '/v1/servidores/exporta-excel?situacao=ALL&comInstanciaNuvem=true',
    );
    expect(response.status).toBe(200);
    const sheet = await readWorkbook(await response.arrayBuffer());
    expect(sheet.rows.map((row) => row.values['Nome']).sort()).toEqual(
      cloud.map((server) => server.nome).sort(),
    );
  });
});
