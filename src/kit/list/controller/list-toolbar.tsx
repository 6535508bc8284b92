import '../list.css';
import { Button } from '@/ui/button';
import { memo, type ReactNode } from 'react';
import { uiText } from '@/lib/messages';
import { DensityToggle } from '../density-toggle';
import { ListTabs, type ListTab } from '../list-tabs';
import { listTexts } from '../list-texts';
import { SearchBox } from '../search-box';
import { FilterChips, type ActiveFilterChip } from './filter-chips';

interface ListToolbarProps<T extends string> {
  tabs: ReadonlyArray<ListTab<T>>;
  tab: T;
  onTab: (tab: T) => void;
  /** The user is about to select a tab: what it shows can start loading. */
  onTabIntent?: (tab: T) => void;
  /** Accessible name of the tablist (default 'Situação dos registros'). */
  tabsLabel?: string;
  search: string;
  onSearch: (search: string) => void;
  /** Id of the table region the tabs filter. */
  tableId: string;
  /** Number of advanced filters in force; null when the list has none (no 'Filtros' button). */
  activeFilters: number | null;
  onOpenFilters: () => void;
  /** The list's own entries after 'Filtros' (columns, export, …). */
  tools?: ReactNode;
  /** Tabs on a row of their own above the tools: many tabs need the whole width. */
  stacked?: boolean;
  /** The filters in force, shown below the toolbar as removable chips. */
  chips?: readonly ActiveFilterChip[];
  /** 'Limpar filtros' after the chips. */
  onClearFilters?: () => void;
}

/**
 * A list's search (first, on the left), tabs, 'Filtros' (with the count of filters in force), its own
 * tools and the rows' density ('Densidade', every list's); below them, the filters in force as removable
 * chips. It renders again only when one of its props changes (give it stable callbacks and elements: a
 * new page or order of the list then leaves it alone).
 */
export const ListToolbar = memo(ListToolbarView) as typeof ListToolbarView;

function ListToolbarView<T extends string>(props: ListToolbarProps<T>) {
  const { activeFilters, stacked } = props;
  // The search box is the first control on the left of every list (docs/glossary.md): before the tabs
  // that share its row, or first in the tools' row under tabs stacked on a row of their own.
  const search = <SearchBox value={props.search} onCommit={props.onSearch} />;
  return (
    <>
      <div className={`resource-list__toolbar${stacked ? ' resource-list__toolbar--stacked' : ''}`}>
        {!stacked && search}
        <ListTabs
          tabs={props.tabs}
          value={props.tab}
          onChange={props.onTab}
          onIntent={props.onTabIntent}
          controls={props.tableId}
          label={props.tabsLabel}
        />
        <div className="resource-list__tools">
          {stacked && search}
          {activeFilters !== null && <FiltersButton active={activeFilters} onOpen={props.onOpenFilters} />}
          {props.tools}
          <DensityToggle />
        </div>
      </div>
      {props.chips && <FilterChips chips={props.chips} onClearFilters={props.onClearFilters} />}
    </>
  );
}

/** 'Filtros', with the count of filters in force (apart: a new tab leaves it alone). */
const FiltersButton = memo(function FiltersButton({
  active,
  onOpen,
}: {
  active: number;
  onOpen: () => void;
}) {
  return (
    <Button
      type="button"
      size="small"
      outlined
      icon="pi pi-filter"
      label={uiText.filters}
      badge={active > 0 ? String(active) : undefined}
      aria-label={listTexts.filtersActive(uiText.filters, active)}
      onClick={onOpen}
    />
  );
});
