import type { ReactNode } from 'react';
import { emptyMessages, uiText } from '@/lib/messages';
import { Button } from '@/ui/button';
import { useListContext } from './controller/list-context';
import { listTexts } from './list-texts';

export interface ListEmptyStateProps {
  /** Filters set or a tab other than the default one. */
  filtered: boolean;
  /** On a list with nothing at all: the way to create the first record, where the user may. */
  createAction?: ReactNode;
  /** What a list with nothing narrowing it says (default 'Ainda não há registros cadastrados.'). */
  emptyText?: string;
}

/**
 * What the page's empty list says under 'Nenhum registro encontrado': when its search or filters caused
 * it, which, and 'Limpar filtros' to see the whole list again (no search, no filters, the default tab);
 * when there is nothing at all, the way to create the first record (where the user may).
 */
export function ListEmptyState({
  filtered,
  createAction,
  emptyText = listTexts.emptyList,
}: ListEmptyStateProps) {
  const { state, actions } = useListContext();
  const { search } = state;
  const narrowed = search !== '' || filtered;
  return (
    <div className="list-empty-state">
      <p className="list-empty-state__title">{emptyMessages.noRecords}</p>
      <p className="list-empty-state__cause">
        {narrowed ? listTexts.emptyBecause(search, filtered) : emptyText}
      </p>
      {narrowed ? (
        <Button
          type="button"
          size="small"
          outlined
          label={uiText.clearFilters}
          onClick={actions.clearSearchAndFilters}
        />
      ) : (
        createAction
      )}
    </div>
  );
}
