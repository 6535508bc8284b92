import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from '@/ui/button';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import {
  ListEmptyState,
  ListPageFrame,
  ListToolbar,
  PagedTable,
  countFilters,
  useListController,
} from '@/kit';
import { pageTitles } from '@/lib/messages';
import { useCurrentUser } from '@/lib/session/session-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ticketTexts } from '../ticket-texts';
import { SEEN_NOTE } from '../queue/queue-list-texts';
import { useQueueWorkspace } from '../queue/use-queue-workspace';
import { searchElsewhere } from './search-elsewhere';
import { ticketCards } from './ticket-cards';
import { TICKET_COLUMNS } from './ticket-columns';
import { ticketCountsQuery, ticketListSource } from './ticket-list-query';
import { isTicketView, TICKET_LIST, toTicketCountParams, type TicketTab } from './ticket-list-state';
import { ticketListTexts } from './ticket-list-texts';
import { ticketTabs, ticketViews } from './ticket-tabs';
import { TicketViews } from './ticket-views';
import { useTicketFilterChips } from './use-ticket-filter-chips';
import '../tickets.css';
import './ticket-list.css';

// Loaded when first opened: the filter inputs and the new-ticket editor (Quill) stay out of the list chunk.
const TicketFiltersDrawer = lazy(() =>
  import('./ticket-filters-drawer').then((module) => ({ default: module.TicketFiltersDrawer })),
);
// Loaded when a search finds tickets elsewhere: the search across statuses' line and empty state.
const TicketSearchElsewhere = lazy(() =>
  import('./ticket-search-elsewhere').then((module) => ({ default: module.TicketSearchElsewhere })),
);
const TicketSearchElsewhereEmpty = lazy(() =>
  import('./ticket-search-elsewhere').then((module) => ({ default: module.TicketSearchElsewhereEmpty })),
);
const NewTicketDrawer = lazy(() =>
  import('../new/new-ticket-drawer').then((module) => ({ default: module.NewTicketDrawer })),
);

/**
 * The tickets list, /dashboard/chamados: the queue's views ('Atrasados', 'Sem responsável', 'Aguardando
 * suporte', 'Meus') above the status tabs (EM_ABERTO by default, TODOS last), all with their counts from
 * one call; search, the 'Filtros' drawer, the filters in force as removable chips, a sortable table
 * linking to each ticket's details, and pagination. Every piece of state lives in the URL (see
 * ticket-list-state.ts).
 */
export function TicketListPage() {
  useDocumentTitle(pageTitles.tickets);
  const me = useCurrentUser().id;
  const list = useListController(useMemo(() => ticketListSource(me), [me]));
  const { tableId, state, actions, query, drawers } = list;
  // One call counts the status tabs and the views: it leaves the tab out, so picking one asks nothing more.
  const countParams = useMemo(() => toTicketCountParams(state), [state]);
  const counts = useQuery({ ...ticketCountsQuery(countParams), placeholderData: keepPreviousData });
  const tabs = useMemo(
    () => ticketTabs(counts.data, state.filters.status),
    [counts.data, state.filters.status],
  );
  const views = useMemo(() => ticketViews(counts.data), [counts.data]);
  // The queue as a workspace: whole-row click, the j/k cursor, the ticket seen marked, the scroll kept.
  const { search } = useLocation();
  const ids = useMemo(
    () => (query.data && !query.isPlaceholderData ? list.rows.map((item) => item.id) : undefined),
    [query.data, query.isPlaceholderData, list.rows],
  );
  useQueueWorkspace({ containerId: tableId, seenNoteId: `${tableId}-seen`, search, ids });
  // The search across statuses: what the tab or view shown leaves out, from the counts.
  const places = useMemo(() => [...views, ...tabs], [views, tabs]);
  const shown = places.find((place) => place.value === state.tab)?.count;
  const elsewhere = searchElsewhere(state, counts.data, shown);
  const labelOf = useCallback(
    (tab: TicketTab) => places.find((place) => place.value === tab)?.label ?? tab,
    [places],
  );
  const chips = useTicketFilterChips(state.filters, actions.applyFilters);
  const newTicket = (
    <Button
      type="button"
      size="small"
      icon="pi pi-plus"
      label={ticketTexts.newTicket}
      onClick={() => drawers.open('new')}
      data-shortcut="new"
      aria-keyshortcuts="N"
    />
  );
  // The default tab (open tickets) narrows nothing the user chose: empty there, it says so and offers a
  // new ticket. An empty view says so (nothing left to do there) unless a search or filter caused it.
  const inView = isTicketView(state.tab);
  const filtered = (!inView && state.tab !== TICKET_LIST.tabs.default) || countFilters(state.filters) > 0;
  const empty = elsewhere ? (
    <Suspense fallback={null}>
      <TicketSearchElsewhereEmpty
        elsewhere={elsewhere}
        labelOf={labelOf}
        onTab={actions.setTab}
        search={state.search}
      />
    </Suspense>
  ) : (
    <ListEmptyState
      filtered={filtered}
      createAction={inView ? undefined : newTicket}
      emptyText={inView ? ticketListTexts.noneInView : ticketListTexts.noneInTab}
    />
  );

  return (
    <ListPageFrame list={list} title={pageTitles.tickets} className="ticket-list" actions={newTicket}>
      <TicketViews views={views} />
      <ListToolbar stacked tabs={tabs} tabsLabel={ticketListTexts.tabsLabel} chips={chips} />
      <PagedTable caption={pageTitles.tickets} columns={TICKET_COLUMNS} empty={empty} cards={ticketCards} />
      {elsewhere && (query.data?.items.length ?? 0) > 0 && (
        <Suspense fallback={null}>
          <TicketSearchElsewhere elsewhere={elsewhere} labelOf={labelOf} onTab={actions.setTab} />
        </Suspense>
      )}
      <span id={`${tableId}-seen`} hidden>
        {SEEN_NOTE}
      </span>
      {drawers.loaded('filters') && (
        <Suspense fallback={null}>
          <TicketFiltersDrawer
            visible={drawers.shown === 'filters'}
            onHide={drawers.close}
            applied={state.filters}
            onApply={actions.applyFilters}
            onClear={actions.clearFilters}
          />
        </Suspense>
      )}
      {drawers.loaded('new') && (
        <Suspense fallback={null}>
          <NewTicketDrawer visible={drawers.shown === 'new'} onHide={drawers.close} />
        </Suspense>
      )}
    </ListPageFrame>
  );
}
