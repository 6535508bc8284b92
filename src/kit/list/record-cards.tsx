import { memo, useCallback, useMemo, type ReactNode } from 'react';
import type { ListColumn } from '../kit-types';
import type { ResourceRecord } from '../query-types';
import { viewTexts } from '../view/view-texts';
import { bulkTexts } from './bulk-texts';
import { CardList, type ListCardsView } from './card-list';
import { STATUS_COLUMN_ID, type ColumnSetting } from './column-preferences';
import { PageCheckbox, RowCheckbox } from './selection-column';
import { StatusTag } from './table-columns';
import { TableLink } from './table-link';

/** Fields a card shows under its title: enough to tell records named alike apart, few enough to scan. */
export const CARD_FIELDS = 3;

export interface CardLayout<T> {
  /** The column that names the record (the manifest's `opensRecord`); without one, the record's label. */
  title: ListColumn<T> | undefined;
  /** The first visible columns in the user's order, after the name and without the state (a tag of its own). */
  fields: ListColumn<T>[];
}

/** Which of a list's columns a card shows, from the user's column settings (their order and visibility). */
export function cardLayout<T>(
  columns: readonly ListColumn<T>[],
  settings: readonly ColumnSetting[],
): CardLayout<T> {
  const title = columns.find((column) => column.opensRecord);
  const byId = new Map(columns.map((column) => [column.id, column]));
  const fields = settings
    .filter((setting) => setting.visible && setting.id !== title?.id && setting.id !== STATUS_COLUMN_ID)
    .flatMap((setting) => byId.get(setting.id) ?? [])
    .slice(0, CARD_FIELDS);
  return { title, fields };
}

export interface RecordCardsSetup<T extends ResourceRecord> {
  /** Every column of the list (the state's included). */
  columns: readonly ListColumn<T>[];
  /** The user's order and visibility of the columns. */
  settings: readonly ColumnSetting[];
  recordLabel: (record: T) => string;
  /** The record's actions (the row's: its main action and '⋯'). */
  actions: (record: T) => ReactNode;
  /** The record's view page, where the user may view it. */
  recordPath?: (record: T) => string;
  /** The list has bulk actions: each card has its checkbox, the list the page's. */
  selectable: boolean;
}

interface CardSetup<T extends ResourceRecord> extends Omit<RecordCardsSetup<T>, 'columns' | 'settings'> {
  layout: CardLayout<T>;
}

const isBlank = (value: ReactNode) => value === null || value === undefined || value === '';

function RecordCardView<T extends ResourceRecord>({ record, setup }: { record: T; setup: CardSetup<T> }) {
  const { layout, recordLabel, recordPath, selectable } = setup;
  const label = recordLabel(record);
  const titleValue = layout.title ? layout.title.cell(record) : label;
  const title = isBlank(titleValue) ? label : titleValue;
  return (
    <div className={selectable ? 'record-card record-card--selectable' : 'record-card'}>
      {selectable && (
        <span className="record-card__select list-card__control">
          <RowCheckbox id={record.id} label={label} />
        </span>
      )}
      <div className="record-card__body">
        {recordPath ? (
          <TableLink to={recordPath(record)} className="list-card__link record-card__title">
            {title}
          </TableLink>
        ) : (
          <span className="record-card__title">{title}</span>
        )}
        <div className="record-card__facts">
          {layout.fields.length > 0 && (
            <dl className="record-card__fields">
              {layout.fields.map((column) => {
                const value = column.cell(record);
                return (
                  <div
                    key={column.id}
                    className={
                      column.overflow === 'nowrap'
                        ? 'record-card__field record-card__field--nowrap'
                        : 'record-card__field'
                    }
                  >
                    <dt>{column.header}</dt>
                    <dd>{isBlank(value) ? viewTexts.empty : value}</dd>
                  </div>
                );
              })}
            </dl>
          )}
          <StatusTag ativo={record.ativo} />
        </div>
      </div>
      <div className="record-card__actions list-card__control">{setup.actions(record)}</div>
    </div>
  );
}

/** A card renders again only when its record or the list's setup changes (not as the search is typed). */
const RecordCard = memo(RecordCardView) as typeof RecordCardView;

/**
 * A resource list's records as cards on a phone (loaded when first shown: useRecordCards): the record's
 * name as the card's title (two lines at most, the link to its view), the first fields of the user's
 * columns, its state tag, and its actions (the row's, '⋯' included); with bulk actions, each card's
 * checkbox and the page's above them.
 */
export function RecordCards<T extends ResourceRecord>({
  view,
  setup,
}: {
  view: ListCardsView<T>;
  setup: RecordCardsSetup<T>;
}) {
  const { columns, settings, recordLabel, actions, recordPath, selectable } = setup;
  const layout = useMemo(() => cardLayout(columns, settings), [columns, settings]);
  const cardSetup = useMemo(
    () => ({ layout, recordLabel, actions, recordPath, selectable }),
    [layout, recordLabel, actions, recordPath, selectable],
  );
  const renderCard = useCallback(
    (record: T) => <RecordCard record={record} setup={cardSetup} />,
    [cardSetup],
  );
  return (
    <CardList
      {...view}
      renderCard={renderCard}
      header={
        selectable && (
          <label className="list-cards__select-page">
            <PageCheckbox />
            <span aria-hidden="true">{bulkTexts.selectPage}</span>
          </label>
        )
      }
    />
  );
}
