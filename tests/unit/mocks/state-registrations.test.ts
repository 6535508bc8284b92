import { describe, expect, it } from 'vitest';
import { STATE_REGISTRATIONS } from '@mocks/db/data/state-registrations';
import { UFS } from '@/lib/validation/br-rules';
import { isValidIe } from '@/lib/validation/state-registration';
import { setupMockApi } from './support';

describe('seeded state registrations', () => {
  it('has valid IEs for every UF', () => {
    for (const uf of UFS) {
      const options = STATE_REGISTRATIONS[uf] ?? [];
      expect(options.length, uf).toBeGreaterThan(0);
      for (const ie of options) expect(isValidIe(ie, uf), `${uf} ${ie}`).toBe(true);
    }
  });
});

describe('seeded customers and branches', () => {
  const api = setupMockApi();

  it('carry IEs valid for the UF of their address, so editing one saves as is', async () => {
    const token = (await api.login('admin@retaguarda.dev')).token;
    const cityUf = new Map<number, string>();
    for (const resource of ['empresas', 'filiais'] as const) {
      const response = await api.call(token, `/v1/${resource}?limitePagina=100&pagina=1`);
      const { items } = (await response.json()) as {
        items: Array<{ ie: string | null; endereco: { cidadeId: number } }>;
      };
      for (const record of items) {
        let uf = cityUf.get(record.endereco.cidadeId);
        if (!uf) {
          const city = await api.call(token, `/v1/cidades/${record.endereco.cidadeId}`);
          uf = ((await city.json()) as { uf: string }).uf;
          cityUf.set(record.endereco.cidadeId, uf);
        }
        expect(isValidIe(record.ie ?? 'ISENTO', uf), `${resource} ${record.ie} ${uf}`).toBe(true);
      }
    }
  });
});
