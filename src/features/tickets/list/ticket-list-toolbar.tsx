import { Button } from 'primereact/button';
import { listTexts } from '@/components/resource/list/list-texts';
import { ListTabs, type ListTab } from '@/components/resource/list/list-tabs';
import { SearchBox } from '@/components/resource/list/search-box';
import { STATUS_OPTIONS } from '@/lib/format/ticket-labels';
import { uiText } from '@/lib/messages';
import { ALL_TAB, type TicketTab } from './ticket-list-state';
import { ticketListTexts } from './ticket-list-texts';

/** One tab per status in workflow order ('Aberto' first, the default), then 'Todos'. */
const TABS: ReadonlyArray<ListTab<TicketTab>> = [...STATUS_OPTIONS, { value: ALL_TAB, label: ticketListTexts.all }];

interface TicketListToolbarProps {
  tab: TicketTab;
  onTab: (tab: TicketTab) => void;
  search: string;
  onSearch: (search: string) => void;
  /** Id of the table region the tabs filter. */
  tableId: string;
  /** Number of drawer filters in force. */
  activeFilters: number;
  onOpenFilters: () => void;
}

/** The status tabs (scrolling sideways on a phone), the search and 'Filtros' with its count. */
export function TicketListToolbar(props: TicketListToolbarProps) {
  const { activeFilters } = props;
  return (
    <div className="ticket-list__toolbar">
      <ListTabs
        tabs={TABS}
        value={props.tab}
        onChange={props.onTab}
        controls={props.tableId}
        label={ticketListTexts.tabsLabel}
        className="ticket-list__tabs"
      />
      <div className="resource-list__tools">
        <SearchBox value={props.search} onCommit={props.onSearch} />
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
      </div>
    </div>
  );
}
