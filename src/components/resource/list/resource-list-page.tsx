import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { MapButton } from '@/components/map/map-button';
import { placeOf } from '@/components/map/map-types';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { ListFilter, ListPageConfig, ResourceRecord } from '../kit-types';
import { countFilters } from './filter-values';
import { ListHeader } from './list-header';
import { ListToolbar } from './list-toolbar';
import { effectiveSort, nextSort, toExportParams, toListParams } from './list-url-state';
import { PagedTable } from './paged-table';
import { RowActions } from './row-actions';
import { buildColumnDefs, withStatusColumn } from './table-columns';
import { useColumnSettings } from './use-column-settings';
import { useListState } from './use-list-state';
import { useRowPermissions } from './use-row-permissions';
import './list.css';

// Heavier pieces load when first opened: the list route's first paint stays small.
const FiltersDrawer = lazy(() => import('./filters-drawer').then((module) => ({ default: module.FiltersDrawer })));
const ColumnsDrawer = lazy(() => import('./columns-drawer').then((module) => ({ default: module.ColumnsDrawer })));
const LockDialog = lazy(() => import('../lock-dialog').then((module) => ({ default: module.LockDialog })));

const NO_LIST_FILTERS: readonly ListFilter[] = [];

export interface ResourceListPageProps<T extends ResourceRecord> {
  config: ListPageConfig<T>;
}

/**
 * The list page of a resource (issue 4): title and create, tabs, search, advanced
 * filters, column configuration, export, import entry, the table with row actions, and pagination.
 * Every piece of list state lives in the URL; a page past the last one moves to the last. Generated
 * pages render `<ResourceListPage config={config} />`.
 */
export function ResourceListPage<T extends ResourceRecord>({ config }: ResourceListPageProps<T>) {
  const { resource, defaultSort } = config;
  const filters = config.filters ?? NO_LIST_FILTERS;
  const basePath = `/dashboard/${resource.segment}`;
  const tableId = useId();
  useDocumentTitle(resource.plural);

  const { state, actions } = useListState(filters, defaultSort);
  const params = useMemo(() => toListParams(state, filters, defaultSort), [state, filters, defaultSort]);
  const exportParams = useMemo(() => toExportParams(state, filters, defaultSort), [state, filters, defaultSort]);
  const query = useQuery({ ...config.listQuery(params), placeholderData: keepPreviousData, meta: { silent: true } });

  const allColumns = useMemo(() => withStatusColumn(config.columns), [config.columns]);
  const columns = useColumnSettings(resource.recurso, allColumns);
  const can = useRowPermissions(resource.segment);
  const [locking, setLocking] = useState<{ record: T; open: boolean } | null>(null);
  const [drawer, setDrawer] = useState<'filters' | 'columns' | null>(null);
  const [loaded, setLoaded] = useState({ filters: false, columns: false });
  const open = (which: 'filters' | 'columns') => {
    setLoaded((current) => (current[which] ? current : { ...current, [which]: true }));
    setDrawer(which);
  };

  const { recordLabel, mapPlace, recordTools } = config;
  const onLock = useCallback((record: T) => setLocking({ record, open: true }), []);
  const renderActions = useCallback(
    (record: T) => {
      const label = recordLabel(record);
      const place = mapPlace ? placeOf(mapPlace(record)) : null;
      const extra = (
        <>
          {place && <MapButton variant="icon" place={place} name={label} className="resource-list__action" />}
          {recordTools?.map((Tool, index) => <Tool key={index} record={record} label={label} variant="row" />)}
        </>
      );
      return <RowActions record={record} label={label} basePath={basePath} can={can} onLock={onLock} extra={extra} />;
    },
    [recordLabel, mapPlace, recordTools, basePath, can, onLock],
  );
  const tools = useMemo(() => config.tools?.map((Tool, index) => <Tool key={index} />), [config.tools]);
  const columnDefs = useMemo(
    () => buildColumnDefs(allColumns, columns.settings, renderActions),
    [allColumns, columns.settings, renderActions],
  );

  const sort = effectiveSort(state, defaultSort);
  const onSort = useCallback((field: string) => actions.setSort(nextSort(sort, field)), [actions, sort]);

  return (
    <section className="resource-list" aria-labelledby={`${tableId}-title`}>
      <ListHeader resource={resource} basePath={basePath} titleId={`${tableId}-title`} />
      <ListToolbar
        recurso={resource.recurso}
        situacao={state.situacao}
        onTab={actions.setTab}
        search={state.search}
        onSearch={actions.setSearch}
        tableId={tableId}
        activeFilters={filters.length > 0 ? countFilters(state.filters) : null}
        onOpenFilters={() => open('filters')}
        onOpenColumns={() => open('columns')}
        exportParams={exportParams}
        tools={tools}
      />
      <PagedTable
        tableId={tableId}
        caption={resource.plural}
        columns={columnDefs}
        query={query}
        page={state.page}
        size={state.size}
        onPage={actions.setPage}
        onSize={actions.setSize}
        sort={sort}
        onSort={onSort}
        ready={columns.ready}
      />
      {loaded.columns && (
        <Suspense fallback={null}>
          <ColumnsDrawer
            visible={drawer === 'columns'}
            onHide={() => setDrawer(null)}
            columns={allColumns}
            settings={columns.settings}
            onSave={columns.save}
            onReset={columns.reset}
            saving={columns.saving}
          />
        </Suspense>
      )}
      {loaded.filters && (
        <Suspense fallback={null}>
          <FiltersDrawer
            visible={drawer === 'filters'}
            onHide={() => setDrawer(null)}
            filters={filters}
            applied={state.filters}
            onApply={actions.applyFilters}
            onClear={actions.clearFilters}
          />
        </Suspense>
      )}
      {locking && (
        <Suspense fallback={null}>
          <LockDialog
            recurso={resource.recurso}
            id={locking.record.id}
            ativo={locking.record.ativo}
            recordLabel={recordLabel(locking.record)}
            visible={locking.open}
            onHide={() => setLocking((current) => current && { ...current, open: false })}
          />
        </Suspense>
      )}
    </section>
  );
}
