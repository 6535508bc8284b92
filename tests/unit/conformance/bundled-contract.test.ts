import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readContract } from '../../../conformance/contract';
import { ContractValidator } from '../../../conformance/validate';
import { exchange } from './support';

/**
 * The checker on the real bundled contract (generated/openapi.yaml), on an answer written by hand from
 * openapi/schemas/bancos.yaml (PaginaBancos: Pagina's totals plus items of Banco, i.e. BancoInput's codigo,
 * nome and ispb, Auditoria's fields, id and ativo).
 */
const validator = new ContractValidator(
  readContract(fileURLToPath(new URL('../../../generated/openapi.yaml', import.meta.url))),
);

const banco = {
  id: 1,
  codigo: '001',
  nome: 'BANCO DO BRASIL S.A.',
  ispb: '00000000',
  ativo: true,
  createdAt: '2024-03-01T12:00:00Z',
  usuarioCreated: null,
  updatedAt: null,
  usuarioUpdated: null,
};

const listaBancos = (items: unknown[]) =>
  exchange({
    url: '/v1/bancos?limitePagina=10&pagina=1',
    answer: { totalItens: items.length, totalPaginas: 1, items },
  });

describe('GET /v1/bancos against the bundled contract', () => {
  it('passes a page of bancos the contract allows', () => {
    const verdict = validator.check(
      listaBancos([banco, { ...banco, id: 2, codigo: '237', nome: 'BANCO BRADESCO S.A.', ispb: '60746948' }]),
    );
    expect(verdict).toEqual({ operationId: 'listaBancos', violations: [] });
  });

  it('names response.body.items[0].codigo when a banco comes with a numeric codigo', () => {
    const verdict = validator.check(listaBancos([{ ...banco, codigo: 1 }]));
    expect(verdict.operationId).toBe('listaBancos');
    expect(verdict.violations).toEqual([{ at: 'response.body.items[0].codigo', message: 'must be string' }]);
  });
});
