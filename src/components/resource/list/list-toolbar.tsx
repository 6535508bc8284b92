import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import type { Recurso, Situacao } from '@generated/api/model';
import { uiText } from '@/lib/messages';
import { ExportMenu } from './export-menu';
import { ListTabs, SITUACAO_TABS } from './list-tabs';
import { listTexts } from './list-texts';
import { SearchBox } from './search-box';

interface ListToolbarProps {
  recurso: Recurso;
  situacao: Situacao;
  onTab: (situacao: Situacao) => void;
  search: string;
  onSearch: (search: string) => void;
  /** Id of the table region the tabs filter. */
  tableId: string;
  /** Number of advanced filters in force; null when the list has none. */
  activeFilters: number | null;
  onOpenFilters: () => void;
  onOpenColumns: () => void;
  exportParams: Record<string, unknown>;
  /** The list's own extra entries (ListPageConfig.tools). */
  tools?: ReactNode;
}

/** Tabs, search, 'Filtros' (with the count of filters in force), column configuration and export. */
export function ListToolbar(props: ListToolbarProps) {
  const { activeFilters } = props;
  return (
    <div className="resource-list__toolbar">
      <ListTabs tabs={SITUACAO_TABS} value={props.situacao} onChange={props.onTab} controls={props.tableId} />
      <div className="resource-list__tools">
        <SearchBox value={props.search} onCommit={props.onSearch} />
        {activeFilters !== null && (
          <Button
            type="button"
            size="small"
            outlined
            icon="pi pi-filter"
            label={uiText.filters}
            badge={activeFilters > 0 ? String(activeFilters) : undefined}
            aria-label={listTexts.filtersActive(uiText.filters, activeFilters)}
            onClick={props.onOpenFilters}
          />
        )}
        <Button
          type="button"
          size="small"
          outlined
          icon="pi pi-table"
          label={listTexts.columns}
          aria-label={listTexts.columnsTitle}
          title={listTexts.columnsTitle}
          onClick={props.onOpenColumns}
        />
        <ExportMenu recurso={props.recurso} params={props.exportParams} />
        {props.tools}
      </div>
    </div>
  );
}
