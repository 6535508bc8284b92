import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { MapButton } from '@/ui/map/map-button';
import { placeOf } from '@/ui/map/map-types';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { ListFilter, ListPageConfig } from '../kit-types';
import type { ResourceRecord } from '../query-types';
import { useListController } from './controller/use-list-controller';
import { ListPageFrame } from './views/list-page-frame';
import { ListToolbar } from './views/list-toolbar';
import { ListBulkScope, ListBulkSlot, useListBulk } from './list-bulk';
import { ListEmptyState } from './list-empty-state';
import { CreateRecordLink, ListHeaderActions } from './list-header-actions';
import { SITUACAO_TABS } from './list-tabs';
import { ResourceListTools } from './resource-list-tools';
import { resourceListSource, toExportParams } from './resource-list-source';
import { PagedTable } from './paged-table';
import { useRecordCards } from './use-record-cards';
import { RowActions } from './row-actions';
import { buildColumnDefs, withStatusColumn } from './table-columns';
import { useColumnSettings } from './use-column-settings';
import { useFilterChips } from './use-filter-chips';
import { useRowPermissions } from './use-row-permissions';
import './list.css';

// Heavier pieces load when first opened: the list route's first paint stays small.
const FiltersDrawer = lazy(() =>
  import('./filters-drawer').then((module) => ({ default: module.FiltersDrawer })),
);
const ColumnsDrawer = lazy(() =>
  import('./columns-drawer').then((module) => ({ default: module.ColumnsDrawer })),
);
const LockDialog = lazy(() => import('../lock-dialog').then((module) => ({ default: module.LockDialog })));

const NO_LIST_FILTERS: readonly ListFilter[] = [];

export interface ResourceListPageProps<T extends ResourceRecord> {
  config: ListPageConfig<T>;
}

/**
 * The list page of a resource (issue 4): title and create, tabs, search, advanced
 * filters, column configuration, export, import entry, the table with row actions, and pagination;
 * rows selected on the page can be inactivated, activated or exported together (issue 22).
 * Every piece of list state lives in the URL; a page past the last one moves to the last. Generated
 * pages render `<ResourceListPage config={config} />`.
 */
export function ResourceListPage<T extends ResourceRecord>({ config }: ResourceListPageProps<T>) {
  const { resource, defaultSort } = config;
  const filters = config.filters ?? NO_LIST_FILTERS;
  const basePath = `/dashboard/${resource.segment}`;
  useDocumentTitle(resource.plural);

  const source = useMemo(() => resourceListSource(config), [config]);
  const list = useListController(source);
  const { state, actions, drawers } = list;
  // The same export while only the page changes: the toolbar does not render again for it.
  const exportNow = toExportParams(state, filters, defaultSort);
  const exportKey = JSON.stringify(exportNow);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the same params under the same key
  const exportParams = useMemo(() => exportNow, [exportKey]);

  const allColumns = useMemo(() => withStatusColumn(config.columns), [config.columns]);
  const columns = useColumnSettings(config.listCalls, allColumns);
  const can = useRowPermissions(resource.segment);
  const [locking, setLocking] = useState<{ record: T; open: boolean } | null>(null);

  const { recordLabel, mapPlace, recordTools } = config;
  const onLock = useCallback((record: T) => setLocking({ record, open: true }), []);
  const renderActions = useCallback(
    (record: T) => {
      const label = recordLabel(record);
      const place = mapPlace ? placeOf(mapPlace(record)) : null;
      const extra = (
        <>
          {place && <MapButton variant="menuitem" place={place} name={label} />}
          {recordTools?.map((Tool, index) => (
            <Tool key={index} record={record} label={label} variant="row" />
          ))}
        </>
      );
      return (
        <RowActions
          record={record}
          label={label}
          basePath={basePath}
          can={can}
          onLock={onLock}
          extra={extra}
          extraItems={place ? 'some' : (recordTools?.length ?? 0) > 0 ? 'unknown' : 'none'}
        />
      );
    },
    [recordLabel, mapPlace, recordTools, basePath, can, onLock],
  );
  const tools = useMemo(() => config.tools?.map((Tool, index) => <Tool key={index} />), [config.tools]);
  const { open: openDrawer } = drawers;
  const openColumns = useCallback(() => openDrawer('columns'), [openDrawer]);
  // Elements kept from render to render: React skips them while the page, order or tab change.
  const headerActions = useMemo(
    () => <ListHeaderActions resource={resource} basePath={basePath} />,
    [resource, basePath],
  );
  const listTools = useMemo(
    () => (
      <ResourceListTools
        recurso={resource.recurso}
        exportCalls={config.listCalls}
        onOpenColumns={openColumns}
        exportParams={exportParams}
        tools={tools}
      />
    ),
    [resource.recurso, config.listCalls, openColumns, exportParams, tools],
  );
  const recordPath = useMemo(
    () => (can.view ? (record: T) => `${basePath}/${record.id}/consulta` : undefined),
    [can.view, basePath],
  );
  const bulk = useListBulk({
    recurso: resource.recurso,
    exportCalls: config.listCalls,
    recordLabel,
    can,
    records: list.rows,
    stateKey: JSON.stringify(state),
    ordenacao: typeof exportParams.ordenacao === 'string' ? exportParams.ordenacao : undefined,
  });
  const selectColumn = bulk.column;
  const columnDefs = useMemo(() => {
    const defs = buildColumnDefs(allColumns, columns.settings, renderActions, recordPath);
    return selectColumn ? [selectColumn, ...defs] : defs;
  }, [allColumns, columns.settings, renderActions, recordPath, selectColumn]);
  // On a phone the records are cards: the same columns, actions and selection.
  const cards = useRecordCards({
    columns: allColumns,
    settings: columns.settings,
    recordLabel,
    actions: renderActions,
    recordPath,
    selectable: selectColumn !== null,
  });
  const chips = useFilterChips(filters, state.filters, actions.applyFilters);
  const filtered = list.tab !== source.list.tabs.default || (list.filtersInForce ?? 0) > 0;
  const empty = useMemo(
    () => (
      <ListEmptyState
        filtered={filtered}
        createAction={<CreateRecordLink resource={resource} basePath={basePath} />}
      />
    ),
    [filtered, resource, basePath],
  );

  return (
    <ListPageFrame list={list} title={resource.plural} actions={headerActions}>
      <ListBulkSlot bulk={bulk}>
        <ListToolbar tabs={SITUACAO_TABS} chips={chips} tools={listTools} />
      </ListBulkSlot>
      <ListBulkScope bulk={bulk}>
        <PagedTable
          caption={resource.plural}
          columns={columnDefs}
          ready={columns.ready}
          empty={empty}
          cards={cards}
        />
      </ListBulkScope>
      {drawers.loaded('columns') && (
        <Suspense fallback={null}>
          <ColumnsDrawer
            visible={drawers.shown === 'columns'}
            onHide={drawers.close}
            columns={allColumns}
            settings={columns.settings}
            onSave={columns.save}
            onReset={columns.reset}
            saving={columns.saving}
          />
        </Suspense>
      )}
      {drawers.loaded('filters') && (
        <Suspense fallback={null}>
          <FiltersDrawer
            visible={drawers.shown === 'filters'}
            onHide={drawers.close}
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
    </ListPageFrame>
  );
}
