import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  invalidateResource,
  isResourceOrPickerQueryKey,
  isResourceQueryKey,
} from '@/lib/query/resource-queries';

/**
 * One rule for what a change to a resource's records makes stale (a save, a lock, an import): its own
 * calls and the pickers that list it, and nothing of another resource whose name merely starts alike.
 */

describe('resource query keys', () => {
  it("match the resource's list, record and query-string calls only", () => {
    expect(isResourceQueryKey('paises', ['/v1/paises'])).toBe(true);
    expect(isResourceQueryKey('paises', ['/v1/paises/12'])).toBe(true);
    expect(isResourceQueryKey('paises', ['/v1/paises?pagina=2'])).toBe(true);
    expect(isResourceQueryKey('rotinas', ['/v1/rotinas-front-end'])).toBe(false);
    expect(isResourceQueryKey('paises', ['reference', 'paises'])).toBe(false);
  });

  it('with the pickers of the resource, not those of another', () => {
    expect(isResourceOrPickerQueryKey('paises', ['reference', 'paises', { busca: 'br' }])).toBe(true);
    expect(isResourceOrPickerQueryKey('paises', ['reference', 'cidades'])).toBe(false);
  });

  it('invalidateResource marks stale exactly those queries', async () => {
    const client = new QueryClient();
    const keys = [
      ['/v1/paises'],
      ['/v1/paises/1'],
      ['reference', 'paises'],
      ['/v1/cidades'],
      ['reference', 'cidades'],
    ];
    for (const key of keys) client.setQueryData(key, 'cached');
    await invalidateResource(client, 'paises');
    const stale = keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => key.join(' '));
    expect(stale).toEqual(['/v1/paises', '/v1/paises/1', 'reference paises']);
  });
});
