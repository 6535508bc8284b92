import { describe, expect, it } from 'vitest';
import { readWorkbook } from '@mocks/kit/xlsx';
import type { BancoInput, PaisInput } from '@generated/api/model';
import { setupMockApi } from './support';

/**
 * Bancos, NCMs and países are served by the generic definition built from their manifest entries
 * (generated/tables/mock-resources.ts → mocks/kit/simple-resource.ts) plus their own rules.
 */
const api = setupMockApi();

interface Page<T> {
  items: T[];
  totalItens: number;
}

async function list<T>(token: string, path: string): Promise<Page<T>> {
  const response = await api.call(token, path);
  expect(response.status).toBe(200);
  return (await response.json()) as Page<T>;
}

async function excel(token: string, path: string) {
  const response = await api.call(token, path);
  expect(response.status).toBe(200);
  return readWorkbook(await response.arrayBuffer());
}

describe('mock API: resources served from their manifest entry', () => {
  it('searches the list columns, filters by the field of the filter’s name and exports the list’s columns', async () => {
    const { token } = await api.login();
    const [itau] = (
      await list<{ codigo: string; ispb: string; nome: string }>(token, '/v1/bancos?codigo=341')
    ).items;
    expect(itau.codigo).toBe('341');
    const byIspb = await list<{ codigo: string }>(token, `/v1/bancos?filtros=${itau.ispb}`);
    expect(byIspb.items.map((banco) => banco.codigo)).toEqual(['341']);
    const sheet = await excel(token, '/v1/bancos/exporta-excel?codigo=341');
    expect(sheet.headers).toEqual(['Código', 'Nome', 'ISPB', 'Ativo', 'Criado em']);
    expect(sheet.rows.map((row) => row.values['Nome'])).toEqual([itau.nome]);
  });

  it('stores texts trimmed and in capitals where the form upper-cases them, and refuses a unique value twice (409)', async () => {
    const { token } = await api.login();
    const body: BancoInput = { codigo: '998', nome: '  banco de teste  ', ispb: '12345678' };
    const created = await api.call<BancoInput>(token, '/v1/bancos', { method: 'POST', json: body });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      codigo: '998',
      nome: 'BANCO DE TESTE',
      ispb: '12345678',
      ativo: true,
    });
    const again = await api.call<BancoInput>(token, '/v1/bancos', {
      method: 'POST',
      json: { ...body, nome: 'outro' },
    });
    expect(again.status).toBe(409);
    expect((await again.json()).errors).toEqual([{ campo: 'codigo', errors: ['Código já cadastrado'] }]);
  });

  it('searches and exports NCM codes as shown (####.##.##) and filters them by prefix (their own rule)', async () => {
    const { token } = await api.login();
    const { items } = await list<{ codigo: string }>(token, '/v1/ncms?prefixoCodigo=0201&limitePagina=100');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((ncm) => ncm.codigo.startsWith('0201'))).toBe(true);
    const [first] = items;
    const shown = `${first.codigo.slice(0, 4)}.${first.codigo.slice(4, 6)}.${first.codigo.slice(6)}`;
    const found = await list<{ codigo: string }>(token, `/v1/ncms?filtros=${shown}`);
    expect(found.items.map((ncm) => ncm.codigo)).toEqual([first.codigo]);
    const sheet = await excel(token, `/v1/ncms/exporta-excel?filtros=${shown}`);
    expect(sheet.headers).toEqual(['Código', 'Descrição', 'Ativo', 'Criado em']);
    expect(sheet.rows.map((row) => row.values['Código'])).toEqual([shown]);
  });

  it('renames a country in the addresses that hold it, and checks both unique values of países', async () => {
    const { token } = await api.login();
    const [brasil] = (await list<{ id: number; codigoBacen: string }>(token, '/v1/paises?sigla=BR')).items;
    const duplicate = await api.call<PaisInput>(token, '/v1/paises', {
      method: 'POST',
      json: { nome: 'Outro', codigoBacen: brasil.codigoBacen, sigla: 'BR' },
    });
    expect(duplicate.status).toBe(409);
    expect((await duplicate.json()).errors).toEqual([
      { campo: 'codigoBacen', errors: ['Código BACEN já cadastrado'] },
      { campo: 'sigla', errors: ['Sigla já cadastrada'] },
    ]);
    const renamed = await api.call<PaisInput>(token, `/v1/paises/${brasil.id}`, {
      method: 'PUT',
      json: { nome: 'república federativa do brasil', codigoBacen: brasil.codigoBacen, sigla: 'BR' },
    });
    expect(renamed.status).toBe(200);
    const [empresa] = (
      await list<{ endereco: { paisId: number; pais: { nome: string } } }>(token, '/v1/empresas')
    ).items;
    expect(empresa.endereco).toMatchObject({
      paisId: brasil.id,
      pais: { nome: 'REPÚBLICA FEDERATIVA DO BRASIL' },
    });
  });
});
