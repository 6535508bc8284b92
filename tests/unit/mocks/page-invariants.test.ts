import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../codegen/support';
import { setupMockApi } from './support';

/**
 * The relations the contract's `Pagina` states (openapi/schemas/common.yaml), for every list operation
 * of the contract: a page holds at most `limitePagina` items, `totalPaginas` is ceil(totalItens /
 * limitePagina), and a page past the last answers 200 with no items and the same totals. The expected
 * numbers are computed here from `totalItens` alone, never taken from the mock's other fields.
 */
const api = setupMockApi();

interface Operation {
  operationId: string;
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}

const contract = parse(readFileSync(`${ROOT}generated/openapi.yaml`, 'utf8')) as {
  paths: Record<string, { get?: Operation }>;
};

/** Every GET whose 200 answer is a `Pagina…` schema: the list operations, whatever their name. */
const listOperations = Object.entries(contract.paths).flatMap(([path, item]) => {
  const schema = item.get?.responses['200']?.content?.['application/json']?.schema;
  return schema?.$ref?.startsWith('#/components/schemas/Pagina') ? [{ path, id: item.get!.operationId }] : [];
});

const SIZES = [10, 25, 100];

/** The customer with the most linked users, so that its list has more than one page of 10. */
function busiestCustomer(): number {
  const counts = new Map<number, number>();
  for (const link of api.ctx.db.usuariosEmpresa.all())
    counts.set(link.empresaId, (counts.get(link.empresaId) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}

interface Page {
  items: unknown[];
  totalItens: number;
  totalPaginas: number;
}

describe('the pages of every list operation', () => {
  it('finds the list operations of the contract', () => {
    expect(listOperations.length).toBeGreaterThanOrEqual(20);
  });

  it.each(listOperations.map((operation) => [operation.id, operation.path]))(
    '%s (%s) honours the page relations at every size, past its end too',
    async (_id, path) => {
      const { token } = await api.login();
      // A list under a record (a customer's users) is asked for the customer with the most of them.
      const url = path.replace(/\{[^}]+\}/, String(busiestCustomer()));
      const ask = async (limitePagina: number, pagina: number): Promise<Page> => {
        const response = await api.call(
          token,
          `${url}?limitePagina=${limitePagina}&pagina=${pagina}&situacao=ALL`,
        );
        expect(response.status, `${url} page ${pagina} of ${limitePagina}`).toBe(200);
        return (await response.json()) as Page;
      };
      for (const size of SIZES) {
        const { totalItens } = await ask(size, 1);
        const last = Math.ceil(totalItens / size);
        const pages = new Set([1, 2, last, last + 1, last + 3].filter((pagina) => pagina >= 1));
        for (const pagina of pages) {
          const page = await ask(size, pagina);
          const where = `${url}, page ${pagina} of ${size} (${totalItens} items, ${last} pages)`;
          const expected = pagina < last ? size : pagina === last ? totalItens - (last - 1) * size : 0;
          expect(page.totalItens, where).toBe(totalItens);
          expect(page.totalPaginas, where).toBe(last);
          expect(page.items.length, where).toBeLessThanOrEqual(size);
          expect(page.items.length, where).toBe(expected);
        }
      }
    },
    120_000,
  );
});
