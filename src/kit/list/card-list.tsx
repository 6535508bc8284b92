import '@/ui/primereact-markup.css';
import './cards.css';
import type { ReactNode } from 'react';
import { emptyMessages } from '@/lib/messages';
import { useLastingBusy } from '@/ui/loading-delay';
import { useTooltipScope } from '@/ui/tooltip';
import { CardsSort } from './cards-sort';
import { ListLoadError, type TableError } from './list-load-error';
import { listTexts } from './list-texts';
import type { TableStatus } from './resource-table';
import { TableNavigationProvider } from './table-link';
import type { KitColumnDef, KitRecord } from './table-columns';

/**
 * What a list shows on a phone in place of its table: the same records and states (PagedTable hands
 * both the same), rendered by the list's own cards (useRecordCards, the tickets' cards).
 */
export interface ListCardsView<T extends KitRecord> {
  /** Names the list (its title). */
  caption: string;
  records: readonly T[];
  status: TableStatus;
  error?: TableError;
  onRetry: () => void;
  /** A new page is on its way while the previous one is shown. */
  busy: boolean;
  /** Rows of the table's loading skeleton (the cards show fewer: they are taller). */
  skeletonRows: number;
  /** The list's state the records are of (its page, order, tab, filters). */
  stateKey: string;
  /** What the list says with no records (default 'Nenhum registro encontrado'). */
  empty?: ReactNode;
  /** The list's order and its sortable columns: the table's headers sort, the cards have a select. */
  order: { columns: readonly KitColumnDef<T>[]; sort: string | undefined; onSort: (sort: string) => void };
}

interface CardListProps<T extends KitRecord> extends ListCardsView<T> {
  /** One record's card (the content of its list item; give a memoised element). */
  renderCard: (record: T) => ReactNode;
  /** Above the cards while there are some: e.g. the page's selection checkbox. */
  header?: ReactNode;
}

/** Skeleton cards while loading: a phone's screen holds about four. */
const MAX_SKELETON_CARDS = 4;

/**
 * A list's records as cards on a phone (≤ 480 px: no table scrolled sideways): a plain list of plain
 * elements, each card's link opening its record; one tooltip for all the cards' icon buttons (as the
 * table has); their order above them (CardsSort: the table's headers are not there); the loading
 * (skeleton cards), error (what failed, why, 'Tentar novamente') and empty states in the list's place.
 */
export function CardList<T extends KitRecord>(props: CardListProps<T>) {
  const { caption, records, status, busy, renderCard } = props;
  const tips = useTooltipScope();
  const dimmed = useLastingBusy(busy);
  return (
    <div className="list-cards" {...tips.scopeProps}>
      <CardsSort {...props.order} />
      <TableNavigationProvider>
        {status === 'loading' && <SkeletonCards count={Math.min(props.skeletonRows, MAX_SKELETON_CARDS)} />}
        {status === 'error' && (
          <ListLoadError layout="card" caption={caption} error={props.error} onRetry={props.onRetry} />
        )}
        {status === 'ready' && records.length === 0 && (
          <div className="list-cards__message">{props.empty ?? emptyMessages.noRecords}</div>
        )}
        {status === 'ready' && records.length > 0 && (
          <>
            {props.header}
            {/* Cards are keyed by their record: a menu or dialog opened from one stays with it on a refresh. */}
            <ul
              className={dimmed ? 'list-cards__list list-cards__list--busy' : 'list-cards__list'}
              aria-label={caption}
              aria-busy={busy}
            >
              {records.map((record) => (
                <li key={record.id} className="list-card">
                  {renderCard(record)}
                </li>
              ))}
            </ul>
          </>
        )}
      </TableNavigationProvider>
      {tips.tooltip}
    </div>
  );
}

function SkeletonCards({ count }: { count: number }) {
  return (
    <ul className="list-cards__list" aria-busy="true">
      {Array.from({ length: Math.max(count, 1) }, (_, index) => (
        <li key={index} className="list-card list-card--skeleton" aria-hidden={index > 0 ? true : undefined}>
          {index === 0 && <span className="app-visually-hidden">{listTexts.loadingRows}</span>}
          {/* PrimeReact's Skeleton look without the component, as the table's. */}
          <div
            className="p-skeleton p-component list-card__skeleton list-card__skeleton--title"
            aria-hidden="true"
          />
          <div className="p-skeleton p-component list-card__skeleton" aria-hidden="true" />
          <div
            className="p-skeleton p-component list-card__skeleton list-card__skeleton--short"
            aria-hidden="true"
          />
        </li>
      ))}
    </ul>
  );
}
