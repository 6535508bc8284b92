import { lazy, useCallback, type ReactNode } from 'react';
import type { ResourceRecord } from '../query-types';
import type { ListCardsView } from './card-list';
import { CardsSlot } from './cards-slot';
import type { RecordCards as RecordCardsOf, RecordCardsSetup } from './record-cards';

// Loaded on a phone only, when first shown: the lists' first paint on a desktop stays as it was.
const RecordCards = lazy(() =>
  import('./record-cards').then((module) => ({ default: module.RecordCards })),
) as unknown as typeof RecordCardsOf;

/**
 * A resource list's `cards` for PagedTable: on a phone its records as cards (record-cards.tsx) with the
 * list's columns, actions and selection. `setup` is read as given: pass stable values.
 */
export function useRecordCards<T extends ResourceRecord>(
  setup: RecordCardsSetup<T>,
): (view: ListCardsView<T>) => ReactNode {
  const { columns, settings, recordLabel, actions, recordPath, selectable } = setup;
  return useCallback(
    (view: ListCardsView<T>) => (
      <CardsSlot>
        <RecordCards
          view={view}
          setup={{ columns, settings, recordLabel, actions, recordPath, selectable }}
        />
      </CardsSlot>
    ),
    [columns, settings, recordLabel, actions, recordPath, selectable],
  );
}
