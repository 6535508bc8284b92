import { describe, expect, it } from 'vitest';
import type { ContagemStatusChamados } from '@generated/api/model';
import { searchElsewhere } from '@/features/tickets/list/search-elsewhere';
import { DEFAULT_TICKET_LIST_STATE, type TicketListState } from '@/features/tickets/list/ticket-list-state';
import { returnPlan } from '@/features/tickets/queue/queue-memory';
import { cursorStep } from '@/features/tickets/queue/queue-rows';
import { listAtPage, queueOf, queueRouteState, ticketIdOfPath } from '@/features/tickets/queue/queue-state';
import { placeInQueue, positionIn, stepInQueue, type QueueView } from '@/features/tickets/queue/queue-walk';

/** Issue 34, the queue as a workspace: the rules of the walk, the cursor, the return and the search. */

const view = (overrides: Partial<QueueView>): QueueView => ({
  page: 0,
  pages: 1,
  seen: [],
  loaded: new Map(),
  ...overrides,
});

describe("the queue's walk ('Próximo' / 'Anterior')", () => {
  const page = [11, 12, 13, 14];

  it('steps to the ticket beside the current one on its page, in the order shown', () => {
    const queue = view({ seen: page, loaded: new Map([[0, page]]) });
    expect(stepInQueue(queue, 12, 'next')).toEqual({ kind: 'ticket', id: 13, page: 0 });
    expect(stepInQueue(queue, 12, 'previous')).toEqual({ kind: 'ticket', id: 11, page: 0 });
  });

  it('is at its end on the first ticket of the first page and the last of the last page', () => {
    const queue = view({ seen: page, loaded: new Map([[0, page]]), pages: 1 });
    expect(stepInQueue(queue, 11, 'previous')).toEqual({ kind: 'end' });
    expect(stepInQueue(queue, 14, 'next')).toEqual({ kind: 'end' });
  });

  it("past the page's edge asks for the next (or previous) page of the same query, then steps into it", () => {
    const middle = view({ page: 1, pages: 3, seen: page, loaded: new Map([[1, page]]) });
    expect(stepInQueue(middle, 14, 'next')).toEqual({ kind: 'page', page: 2 });
    expect(stepInQueue(middle, 11, 'previous')).toEqual({ kind: 'page', page: 0 });
    const loaded = new Map([
      [0, [1, 2, 3, 4]],
      [1, page],
      [2, [21, 22]],
    ]);
    const both = view({ page: 1, pages: 3, seen: page, loaded });
    expect(stepInQueue(both, 14, 'next')).toEqual({ kind: 'ticket', id: 21, page: 2 });
    expect(stepInQueue(both, 11, 'previous')).toEqual({ kind: 'ticket', id: 4, page: 0 });
  });

  it('skips the current ticket when the queue moved it onto the next page (a new ticket pushed the others down)', () => {
    // Seen: 11 12 13 14 on page 0; now a new ticket 10 came first, and 14 moved to page 1.
    const queue = view({
      pages: 2,
      seen: page,
      loaded: new Map([
        [0, [10, 11, 12, 13]],
        [1, [14, 15]],
      ]),
    });
    expect(stepInQueue(queue, 14, 'next')).toEqual({ kind: 'ticket', id: 15, page: 1 });
    expect(stepInQueue(queue, 14, 'previous')).toEqual({ kind: 'ticket', id: 13, page: 0 });
  });

  it('a ticket that left the queue (its status changed) stands where it stood: after the last ticket seen before it', () => {
    // 12 left the 'Aberto' tab after its status changed: next is 13, previous 11.
    const queue = view({ seen: page, loaded: new Map([[0, [11, 13, 14]]]) });
    expect(positionIn([11, 13, 14], 12, page)).toBe(0.5);
    expect(stepInQueue(queue, 12, 'next')).toEqual({ kind: 'ticket', id: 13, page: 0 });
    expect(stepInQueue(queue, 12, 'previous')).toEqual({ kind: 'ticket', id: 11, page: 0 });
    // The first one left: nothing before it, the rest after it.
    const first = view({ seen: page, loaded: new Map([[0, [12, 13, 14]]]) });
    expect(stepInQueue(first, 11, 'previous')).toEqual({ kind: 'end' });
    expect(stepInQueue(first, 11, 'next')).toEqual({ kind: 'ticket', id: 12, page: 0 });
  });

  it('walks the page as the list showed it until the page is answered, and waits to know whether more pages follow', () => {
    const waiting = view({ seen: page, pages: undefined });
    expect(stepInQueue(waiting, 12, 'next')).toEqual({ kind: 'ticket', id: 13, page: 0 });
    expect(stepInQueue(waiting, 14, 'next')).toEqual({ kind: 'pending' });
    expect(stepInQueue(waiting, 11, 'previous')).toEqual({ kind: 'end' });
  });

  it("says the ticket's place in the whole queue ('13 de 48') when it is on the queue's page", () => {
    expect(placeInQueue([31, 32, 33], 32, 2, 25)).toBe(52);
    expect(placeInQueue([31, 32, 33], 99, 2, 25)).toBeNull();
  });
});

describe('the queue in the router state', () => {
  it("carries the list's query and the page's ids, and nothing malformed", () => {
    const queue = { list: '?tab=TODOS&pagina=2', ids: [3, 1, 2] };
    expect(queueOf(queueRouteState(queue))).toEqual(queue);
    expect(queueOf(queueRouteState({ list: '', ids: [] }))).toEqual({ list: '', ids: [] });
    expect(queueOf(null)).toBeNull();
    expect(queueOf({ usr: 1 })).toBeNull();
    expect(queueOf({ filaChamados: { list: 'https://evil.example/', ids: [1] } })).toBeNull();
    expect(queueOf({ filaChamados: { list: '?a=1', ids: ['1'] } })).toBeNull();
  });

  it("moves the list's query to another page, keeping the rest", () => {
    const state: TicketListState = { ...DEFAULT_TICKET_LIST_STATE, tab: 'TODOS', search: 'cte', page: 0 };
    expect(new URLSearchParams(listAtPage('?tab=TODOS&busca=cte', state, 2))).toEqual(
      new URLSearchParams('?tab=TODOS&busca=cte&pagina=3'),
    );
    expect(listAtPage('?tab=TODOS&busca=cte&pagina=3', { ...state, page: 2 }, 0)).toBe(
      '?tab=TODOS&busca=cte',
    );
  });

  it("reads a ticket's id from its page's address only", () => {
    expect(ticketIdOfPath('/dashboard/chamados/45/detalhes')).toBe(45);
    expect(ticketIdOfPath('/dashboard/chamados/45')).toBeNull();
    expect(ticketIdOfPath('/dashboard/chamados?tab=TODOS')).toBeNull();
  });
});

describe("the list's cursor (j/k)", () => {
  it('starts on the first row, or just past the ticket seen last, and stays within the rows', () => {
    expect(cursorStep(5, null, null, 'next')).toBe(0);
    expect(cursorStep(5, null, null, 'previous')).toBe(0);
    expect(cursorStep(5, null, 2, 'next')).toBe(3);
    expect(cursorStep(5, null, 2, 'previous')).toBe(1);
    expect(cursorStep(5, 1, 3, 'next')).toBe(2);
    expect(cursorStep(5, 4, null, 'next')).toBe(4);
    expect(cursorStep(5, 0, null, 'previous')).toBe(0);
    expect(cursorStep(0, null, null, 'next')).toBeNull();
  });
});

describe('the return to the list', () => {
  it('scrolls back only on the query the list was left in, and reveals a ticket seen since', () => {
    const left = { search: '?tab=TODOS&limite=50', y: 1500, at: 1000 };
    expect(returnPlan('?tab=TODOS&limite=50', left, { id: 7, at: 1001 })).toEqual({
      scrollTo: 1500,
      reveal: 7,
    });
    expect(returnPlan('?tab=TODOS&limite=50&pagina=2', left, { id: 7, at: 1001 })).toEqual({
      scrollTo: null,
      reveal: 7,
    });
    // Seen before the list was left (then the list was left for another page): kept marked, not sought.
    expect(returnPlan('?tab=TODOS&limite=50', left, { id: 7, at: 999 })).toEqual({
      scrollTo: 1500,
      reveal: null,
    });
    expect(returnPlan('', null, null)).toEqual({ scrollTo: null, reveal: null });
  });
});

describe('the search across statuses', () => {
  const counts: ContagemStatusChamados = {
    total: 6,
    porStatus: {
      EM_ABERTO: 2,
      EM_ANALISE: 1,
      A_DESENVOLVER: 0,
      EM_ANDAMENTO: 0,
      AGUARDANDO_RESPOSTA_CLIENTE: 0,
      AGUARDANDO_RESPOSTA_SUPORTE: 1,
      FECHADO: 2,
    },
    visoes: { atrasados: 1, semResponsavel: 0, meus: 3 },
  };
  const searching = { ...DEFAULT_TICKET_LIST_STATE, search: 'cte' };

  it("counts what the tab leaves out and says in which statuses, in the workflow's order", () => {
    expect(searchElsewhere(searching, counts, 2)).toEqual({
      count: 4,
      fromView: false,
      places: [
        { tab: 'EM_ANALISE', count: 1 },
        { tab: 'AGUARDANDO_RESPOSTA_SUPORTE', count: 1 },
        { tab: 'FECHADO', count: 2 },
      ],
    });
  });

  it('counts what a view leaves out, without statuses (a view spans them)', () => {
    expect(searchElsewhere({ ...searching, tab: 'MEUS' }, counts, 3)).toEqual({
      count: 3,
      fromView: true,
      places: [],
    });
  });

  it("on 'Todos' narrowed to statuses by the drawer, the other statuses are elsewhere", () => {
    const narrowed = {
      ...searching,
      tab: 'TODOS' as const,
      filters: { ...searching.filters, status: ['FECHADO' as const] },
    };
    expect(searchElsewhere(narrowed, counts, 2)?.places.map((place) => place.tab)).toEqual([
      'EM_ABERTO',
      'EM_ANALISE',
      'AGUARDANDO_RESPOSTA_SUPORTE',
    ]);
  });

  it("says nothing without a search, before the counts, on 'Todos', or when nothing is elsewhere", () => {
    expect(searchElsewhere(DEFAULT_TICKET_LIST_STATE, counts, 2)).toBeNull();
    expect(searchElsewhere(searching, undefined, undefined)).toBeNull();
    expect(searchElsewhere({ ...searching, tab: 'TODOS' }, counts, 6)).toBeNull();
    expect(searchElsewhere(searching, { ...counts, total: 2 }, 2)).toBeNull();
  });
});
