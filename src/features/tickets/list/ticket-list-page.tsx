import { keepPreviousData } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { useListaChamados } from '@generated/api/chamados/chamados';
import type { ChamadoResumo } from '@generated/api/model';
import { ListPagination } from '@/components/resource/list/list-pagination';
import { nextSort } from '@/components/resource/list/list-url-state';
import { ResourceTable, type TableStatus } from '@/components/resource/list/resource-table';
import { useLastPage } from '@/components/resource/list/use-last-page';
import { getErrorMessage } from '@/lib/http/error-message';
import { pageTitles } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ticketTexts } from '../ticket-texts';
import { TICKET_COLUMNS } from './ticket-columns';
import { countTicketFilters } from './ticket-filters';
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

const NO_TICKETS: readonly ChamadoResumo[] = [];

/**
 * The tickets list, /dashboard/chamados (issue 5, SPEC §2/§4/§9): status tabs (EM_ABERTO by default,
 * TODOS last), search, the 'Filtros' drawer, a sortable table linking to each ticket's details, and
 * pagination. Every piece of state lives in the URL (see ticket-list-state.ts).
 */
export function TicketListPage() {
  const tableId = useId();
  useDocumentTitle(pageTitles.tickets);
  const { state, actions } = useTicketListState();
  const params = useMemo(() => toTicketListParams(state), [state]);
  const query = useListaChamados(params, { query: { placeholderData: keepPreviousData, meta: { silent: true } } });
  const [drawer, setDrawer] = useState<'filters' | 'new' | null>(null);
  const [loaded, setLoaded] = useState({ filters: false, new: false });
  const open = (which: 'filters' | 'new') => {
    setLoaded((current) => (current[which] ? current : { ...current, [which]: true }));
    setDrawer(which);
  };
  const close = useCallback(() => setDrawer(null), []);

  const sort = state.sort ?? DEFAULT_TICKET_SORT;
  const onSort = useCallback((field: string) => actions.setSort(nextSort(sort, field)), [actions, sort]);
  const toPage = useCallback((page: number) => actions.setPage(page, true), [actions]);
  const data = query.data;
  const movingToLast = useLastPage(state.page, data, !query.isPlaceholderData, toPage);
  // An empty page kept while another loads (or a page past the last) is not 'Nenhum registro encontrado'.
  const shown = data && !movingToLast && !(query.isPlaceholderData && data.items.length === 0);
  const status: TableStatus = shown ? 'ready' : query.isError ? 'error' : 'loading';

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
      <div id={tableId}>
        <ResourceTable
          caption={pageTitles.tickets}
          columns={TICKET_COLUMNS}
          records={data?.items ?? NO_TICKETS}
          status={status}
          errorMessage={query.isError ? getErrorMessage(query.error) : undefined}
          onRetry={() => void query.refetch()}
          busy={query.isPlaceholderData}
          sort={sort}
          onSort={onSort}
          skeletonRows={Math.min(state.size, 10)}
        />
      </div>
      <ListPagination
        page={state.page}
        size={state.size}
        total={data?.totalItens ?? 0}
        pages={data?.totalPaginas ?? 0}
        onPage={actions.setPage}
        onSize={actions.setSize}
        disabled={!data}
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
