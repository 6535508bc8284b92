import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { nextSort } from '@/components/resource/list/list-url-state';
import { PagedTable } from '@/components/resource/list/paged-table';
import { pageTitles } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ticketTexts } from '../ticket-texts';
import { TICKET_COLUMNS } from './ticket-columns';
import { countTicketFilters } from './ticket-filters';
import { ticketListQuery } from './ticket-list-query';
import { DEFAULT_TICKET_SORT, toTicketListParams } from './ticket-list-state';
import { TicketListToolbar } from './ticket-list-toolbar';
import { useTicketListState } from './use-ticket-list-state';
import '@/components/resource/list/list.css';
import '../tickets.css';
import './ticket-list.css';

// Loaded when first opened: the filter inputs and the new-ticket editor (Quill) stay out of the list chunk.
const TicketFiltersDrawer = lazy(() =>
  import('./ticket-filters-drawer').then((module) => ({ default: module.TicketFiltersDrawer })),
);
const NewTicketDrawer = lazy(() => import('../new/new-ticket-drawer').then((module) => ({ default: module.NewTicketDrawer })));

/**
 * The tickets list, /dashboard/chamados (issue 5): status tabs (EM_ABERTO by default,
 * TODOS last), search, the 'Filtros' drawer, a sortable table linking to each ticket's details, and
 * pagination. Every piece of state lives in the URL (see ticket-list-state.ts).
 */
export function TicketListPage() {
  const tableId = useId();
  useDocumentTitle(pageTitles.tickets);
  const { state, actions } = useTicketListState();
  const params = useMemo(() => toTicketListParams(state), [state]);
  const query = useQuery({ ...ticketListQuery(params), placeholderData: keepPreviousData });
  const [drawer, setDrawer] = useState<'filters' | 'new' | null>(null);
  const [loaded, setLoaded] = useState({ filters: false, new: false });
  const open = (which: 'filters' | 'new') => {
    setLoaded((current) => (current[which] ? current : { ...current, [which]: true }));
    setDrawer(which);
  };
  const close = useCallback(() => setDrawer(null), []);

  const sort = state.sort ?? DEFAULT_TICKET_SORT;
  const onSort = useCallback((field: string) => actions.setSort(nextSort(sort, field)), [actions, sort]);

  return (
    <section className="resource-list ticket-list" aria-labelledby={`${tableId}-title`}>
      <header className="resource-list__header">
        <h1 id={`${tableId}-title`} className="app-page-title resource-list__title">
          {pageTitles.tickets}
        </h1>
        <Button type="button" size="small" icon="pi pi-plus" label={ticketTexts.newTicket} onClick={() => open('new')} />
      </header>
      <TicketListToolbar
        tab={state.tab}
        onTab={actions.setTab}
        search={state.search}
        onSearch={actions.setSearch}
        tableId={tableId}
        activeFilters={countTicketFilters(state.filters)}
        onOpenFilters={() => open('filters')}
      />
      <PagedTable
        tableId={tableId}
        caption={pageTitles.tickets}
        columns={TICKET_COLUMNS}
        query={query}
        page={state.page}
        size={state.size}
        onPage={actions.setPage}
        onSize={actions.setSize}
        sort={sort}
        onSort={onSort}
      />
      {loaded.filters && (
        <Suspense fallback={null}>
          <TicketFiltersDrawer
            visible={drawer === 'filters'}
            onHide={close}
            applied={state.filters}
            onApply={actions.applyFilters}
            onClear={actions.clearFilters}
          />
        </Suspense>
      )}
      {loaded.new && (
        <Suspense fallback={null}>
          <NewTicketDrawer visible={drawer === 'new'} onHide={close} />
        </Suspense>
      )}
    </section>
  );
}
