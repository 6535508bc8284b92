import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { lazy, Suspense, useId, useMemo } from 'react';
import { ListPageFrame, ListToolbar, PagedTable, countFilters, useListController, useListDrawers, type ListTab } from '@/kit';
import { STATUS_OPTIONS } from '@/lib/format/ticket-labels';
import { pageTitles } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ticketTexts } from '../ticket-texts';
import { TICKET_COLUMNS } from './ticket-columns';
import { ticketListQuery } from './ticket-list-query';
import { ALL_TAB, TICKET_LIST, toTicketListParams, type TicketTab } from './ticket-list-state';
import { ticketListTexts } from './ticket-list-texts';
import '../tickets.css';
import './ticket-list.css';

// Loaded when first opened: the filter inputs and the new-ticket editor (Quill) stay out of the list chunk.
const TicketFiltersDrawer = lazy(() =>
  import('./ticket-filters-drawer').then((module) => ({ default: module.TicketFiltersDrawer })),
);
const NewTicketDrawer = lazy(() =>
  import('../new/new-ticket-drawer').then((module) => ({ default: module.NewTicketDrawer })),
);

/** One tab per status in workflow order ('Aberto' first, the default), then 'Todos'. */
const TABS: ReadonlyArray<ListTab<TicketTab>> = [
  ...STATUS_OPTIONS,
  { value: ALL_TAB, label: ticketListTexts.all },
];

/**
 * The tickets list, /dashboard/chamados (issue 5): status tabs (EM_ABERTO by default,
 * TODOS last), search, the 'Filtros' drawer, a sortable table linking to each ticket's details, and
 * pagination. Every piece of state lives in the URL (see ticket-list-state.ts).
 */
export function TicketListPage() {
  const tableId = useId();
  useDocumentTitle(pageTitles.tickets);
  const list = useListController(TICKET_LIST);
  const { state, actions } = list;
  const params = useMemo(() => toTicketListParams(state), [state]);
  const query = useQuery({ ...ticketListQuery(params), placeholderData: keepPreviousData });
  const drawers = useListDrawers<'filters' | 'new'>();

  return (
    <ListPageFrame
      titleId={`${tableId}-title`}
      title={pageTitles.tickets}
      className="ticket-list"
      actions={
        <Button
          type="button"
          size="small"
          icon="pi pi-plus"
          label={ticketTexts.newTicket}
          onClick={() => drawers.open('new')}
        />
      }
    >
      <ListToolbar
        stacked
        tabs={TABS}
        tab={state.tab}
        onTab={actions.setTab}
        tabsLabel={ticketListTexts.tabsLabel}
        search={state.search}
        onSearch={actions.setSearch}
        tableId={tableId}
        activeFilters={countFilters(state.filters)}
        onOpenFilters={() => drawers.open('filters')}
      />
      <PagedTable
        tableId={tableId}
        caption={pageTitles.tickets}
        columns={TICKET_COLUMNS}
        query={query}
        list={list}
      />
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
