import { afterEach, describe, expect, it } from 'vitest';
import { rememberPageSize } from '@/kit/list/controller/page-size-memory';
import { prefetchTicketList } from '@/features/tickets/list/ticket-list-query';
import { TICKET_LIST, toTicketCountParams } from '@/features/tickets/list/ticket-list-state';
import { listStateAtUrl } from '@/kit';
import { queryClient } from '@/lib/query/query-client';
import { setupResourceKit } from '../resource/support';

/*
 * The tickets list's route asks for the list as the navigation begins: for the page the page itself will
 * show, in the size the user last chose there, or the page's own query would ask a second time.
 */
setupResourceKit();

afterEach(() => {
  queryClient.clear();
  for (const key of Object.keys(localStorage))
    if (key.startsWith('retaguarda:tamanho-pagina')) localStorage.removeItem(key);
});

/** The page sizes of the tickets list calls in the app's query cache. */
const sizesAsked = () =>
  queryClient
    .getQueryCache()
    .findAll({ queryKey: ['/v1/chamados'] })
    .map((query) => (query.queryKey[1] as { limitePagina?: number }).limitePagina);

describe("the tickets list's request ahead of the page", () => {
  it('asks for the page size the user last chose on the list', () => {
    rememberPageSize({ userId: 1, list: '/dashboard/chamados' }, 25);
    prefetchTicketList(new URL('http://localhost/dashboard/chamados'), 1);
    expect(sizesAsked()).toEqual([25]);
  });

  it("lets the address's size win, and uses the list's default for a user who never chose", () => {
    rememberPageSize({ userId: 1, list: '/dashboard/chamados' }, 25);
    prefetchTicketList(new URL('http://localhost/dashboard/chamados?limite=50'), 1);
    prefetchTicketList(new URL('http://localhost/dashboard/chamados'), 2);
    expect(sizesAsked().sort()).toEqual([10, 50]);
  });

  it("asks for the tabs' counts of the same filters with it, so the page's render sends no request of its own", () => {
    prefetchTicketList(new URL('http://localhost/dashboard/chamados?status=FECHADO&responsavel=7'), 1);
    const counts = queryClient.getQueryCache().findAll({ queryKey: ['/v1/chamados/contagem-status'] });
    expect(counts.map((query) => query.queryKey[1])).toEqual([
      toTicketCountParams(
        listStateAtUrl(TICKET_LIST, new URLSearchParams('status=FECHADO&responsavel=7'), null),
      ),
    ]);
  });
});
