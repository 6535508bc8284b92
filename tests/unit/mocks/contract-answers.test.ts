import { beforeAll, describe, expect, it } from 'vitest';
import { contractOperations } from '@generated/tables/operations';
import * as contractSchemas from '@generated/zod';
import { checkAnswer, contractMismatch, issuePath, checkAnswersAgainst } from '@mocks/kit/contract-answers';

/**
 * mocks/kit/contract-answers.ts: the mock's answers are checked against the contract's generated zod
 * schemas, so a mock that drifted from the contract says where, by operation and path; an error answer
 * must be one its operation declares, with Erro's `errors` list.
 */

const bank = { id: 7, codigo: '341', nome: 'ITAÚ UNIBANCO S.A.', ispb: '60701190', ativo: true };

beforeAll(() => checkAnswersAgainst({ routes: contractOperations, schemas: contractSchemas }));

describe("the mock's answers against the contract", { timeout: 30_000 }, () => {
  it('lets an answer the contract describes through', async () => {
    expect(contractMismatch('GET', '/v1/bancos/7', 200, bank)).toBeNull();
  });

  it('names the operation and the path of a field the contract renamed (the answer still has the old name)', async () => {
    const { ispb, ...renamed } = bank;
    const answer = { ...renamed, codigoIspb: ispb };
    expect(contractMismatch('GET', '/v1/bancos/7', 200, answer)).toMatch(
      /^API simulada fora do contrato: GET \/v1\/bancos\/7 \(buscaBanco\): ispb: /,
    );
  });

  it('points inside a page of a list: the item and its field', async () => {
    const page = { items: [bank, { ...bank, id: 8, codigo: '41' }], totalItens: 2, totalPaginas: 1 };
    expect(contractMismatch('GET', '/v1/bancos', 200, page)).toMatch(
      /^API simulada fora do contrato: GET \/v1\/bancos \(listaBancos\): items\[1\]\.codigo: /,
    );
  });

  it('checks only calls of an operation of the contract, and leaves 5xx to its default', async () => {
    expect(contractMismatch('GET', '/v1/nao-existe', 200, { qualquer: 1 })).toBeNull();
    expect(contractMismatch('GET', '/v1/nao-existe', 404, { erro: 'Rota não encontrada' })).toBeNull();
    expect(contractMismatch('GET', '/v1/bancos/7', 500, { erro: 'Falha' })).toBeNull();
  });

  it('lets an error through when the operation declares its status and the body has its errors list', async () => {
    const notFound = { errors: [], erro: 'Banco não encontrado' };
    expect(contractMismatch('GET', '/v1/bancos/7', 404, notFound)).toBeNull();
    const duplicate = {
      errors: [{ campo: 'codigo', errors: ['Código já cadastrado'] }],
      erro: 'Código já cadastrado',
    };
    expect(contractMismatch('POST', '/v1/bancos', 409, duplicate)).toBeNull();
  });

  it('names an error status the operation does not declare, and an error body without its errors list', async () => {
    // The list of banks declares no 409: no list call conflicts with anything.
    expect(contractMismatch('GET', '/v1/bancos', 409, { errors: [], erro: 'Conflito' })).toBe(
      'API simulada fora do contrato: GET /v1/bancos (listaBancos) respondeu 409, que a operação não declara',
    );
    expect(contractMismatch('GET', '/v1/bancos/7', 404, { erro: 'Banco não encontrado' })).toBe(
      'API simulada fora do contrato: GET /v1/bancos/7 (buscaBanco): errors: a resposta de erro 404 não traz a lista errors',
    );
  });

  it('writes a path as the code would read it', () => {
    expect(issuePath([])).toBe('(o corpo)');
    expect(issuePath(['items', 3, 'cidade', 'nome'])).toBe('items[3].cidade.nome');
  });
});

describe(
  "a mock answer that drifted from the contract, as the mock's door checks it",
  { timeout: 30_000 },
  () => {
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

    it('is reported with its operation and the path of the bad value', async () => {
      const said: string[] = [];
      await checkAnswer('GET', '/v1/bancos/7', json({ ...bank, ispb: '607' }), (mismatch) =>
        said.push(mismatch),
      );
      expect(said).toEqual([expect.stringMatching(/\(buscaBanco\): ispb: /)]);
    });

    it('is not reported when it holds, nor for a file', async () => {
      const said: string[] = [];
      await checkAnswer('GET', '/v1/bancos/7', json(bank), (mismatch) => said.push(mismatch));
      const file = new Response('PK', { headers: { 'Content-Type': 'application/vnd.ms-excel' } });
      await checkAnswer('GET', '/v1/bancos/exporta-excel', file, (mismatch) => said.push(mismatch));
      expect(said).toEqual([]);
    });

    it('fails a test run by default: the mismatch is thrown', async () => {
      await expect(checkAnswer('GET', '/v1/bancos/7', json({ ...bank, nome: '' }))).rejects.toThrow(
        /^API simulada fora do contrato: GET \/v1\/bancos\/7 \(buscaBanco\): nome: /,
      );
    });
  },
);

describe('an address two operations of the contract share', { timeout: 30_000 }, () => {
  it("holds when it is either's answer: a resource's saved columns under a resource whose records have ids", async () => {
    const columns = { colunas: [{ coluna: 'descricao', posicao: 0, mostrar: true }] };
    expect(contractMismatch('GET', '/v1/rotinas-front-end/colunas-usuarios', 200, columns)).toBeNull();
  });
});
