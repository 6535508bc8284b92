import '../list.css';
import { Button } from '@/ui/button';
import { memo, type ReactNode } from 'react';
import { uiText } from '@/lib/messages';
import { DensityToggle } from '../density-toggle';
import { ListTabs, type ListTab } from '../list-tabs';
import { listTexts } from '../list-texts';
import { SearchBox } from '../search-box';
import { useListContext, type AnyListController } from '../controller/list-context';
import { FilterChips, type ActiveFilterChip } from './filter-chips';

interface ListToolbarProps {
  tabs: ReadonlyArray<ListTab<string>>;
  /** Accessible name of the tablist (default 'Situação dos registros'). */
  tabsLabel?: string;
  /** The list's own entries after 'Filtros' (columns, export, …). */
  tools?: ReactNode;
  /** Tabs on a row of their own above the tools: many tabs need the whole width. */
  stacked?: boolean;
  /** The filters in force, shown below the toolbar as removable chips. */
  chips?: readonly ActiveFilterChip[];
}

/** The toolbar's props and what it reads of the list (a change of anything else leaves it alone). */
type ListToolbarViewProps = ListToolbarProps &
  Pick<AnyListController, 'tab' | 'actions' | 'tableId' | 'filtersInForce'> & {
    search: string;
    openDrawer: AnyListController['drawers']['open'];
  };

/**
 * A list's search (first, on the left), tabs, 'Filtros' (with the count of filters in force), its own
 * tools and the rows' density ('Densidade', every list's); below them, the filters in force as removable
 * chips and 'Limpar filtros'. It reads the page's list (ListPageFrame) and renders again only when what
 * it shows changes (give it stable tabs, chips and tools: a new page or order then leaves it alone).
 */
export function ListToolbar(props: ListToolbarProps) {
  const list = useListContext();
  return (
    <ToolbarView
      {...props}
      tab={list.tab}
      search={list.state.search}
      actions={list.actions}
      tableId={list.tableId}
      filtersInForce={list.filtersInForce}
      openDrawer={list.drawers.open}
    />
  );
}

const ToolbarView = memo(function ToolbarView(props: ListToolbarViewProps) {
  const { filtersInForce, stacked, actions } = props;
  // The search box is the first control on the left of every list (docs/glossary.md): before the tabs
  // that share its row, or first in the tools' row under tabs stacked on a row of their own.
  const search = <SearchBox value={props.search} onCommit={actions.setSearch} />;
  return (
    <>
      <div className={`resource-list__toolbar${stacked ? ' resource-list__toolbar--stacked' : ''}`}>
        {!stacked && search}
        <ListTabs
          tabs={props.tabs}
          value={props.tab}
          onChange={actions.setTab}
          onIntent={actions.prefetchTab}
          controls={props.tableId}
          label={props.tabsLabel}
        />
        <div className="resource-list__tools">
          {stacked && search}
          {filtersInForce !== null && <FiltersButton active={filtersInForce} onOpen={props.openDrawer} />}
          {props.tools}
          <DensityToggle />
        </div>
      </div>
      {props.chips && <FilterChips chips={props.chips} onClearFilters={actions.clearFilters} />}
    </>
  );
});

type FiltersButtonProps = { active: number; onOpen: (drawer: 'filters') => void };

/** 'Filtros', with the count of filters in force (apart: a new tab leaves it alone). */
const FiltersButton = memo(function FiltersButton({ active, onOpen }: FiltersButtonProps) {
  return (
    <Button
      type="button"
      size="small"
      outlined
      icon="pi pi-filter"
      label={uiText.filters}
      badge={active > 0 ? String(active) : undefined}
      aria-label={listTexts.filtersActive(uiText.filters, active)}
      onClick={() => onOpen('filters')}
    />
  );
});
