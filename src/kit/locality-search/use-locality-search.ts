import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useBuscaLocalidades } from '@generated/api/geocode/geocode';
import { useDebouncedValue } from '@/ui/use-debounced-value';
import { LOCALITY_DEBOUNCE_MS, localityOf, localitySearchText, type Locality } from './locality-rules';

/** What the dialog shows for the text typed so far. */
export type LocalitySearchState =
  | { kind: 'short' } // fewer than 3 characters: the hint, no call
  | { kind: 'searching'; previous: readonly Locality[] } // waiting for the pause or the answer
  | { kind: 'failed'; retry: () => void }
  | { kind: 'empty' }
  | { kind: 'results'; items: readonly Locality[] };

/**
 * The locality search of `typed`: GET /v1/geocode/autocomplete (generated hook) once the text has at
 * least 3 characters and has not changed for 400 ms. A failed call shows the API's message
 * as a toast (the query client) and 'failed' here.
 */
export function useLocalitySearch(typed: string): LocalitySearchState {
  const text = localitySearchText(typed);
  const settled = useDebouncedValue(text, LOCALITY_DEBOUNCE_MS);
  const query = useBuscaLocalidades(
    { text: settled ?? '' },
    { query: { enabled: settled !== null, placeholderData: keepPreviousData } },
  );
  const items = useMemo(() => (query.data?.features ?? []).map(localityOf), [query.data]);
  if (text === null) return { kind: 'short' };
  if (text !== settled || query.isFetching)
    return { kind: 'searching', previous: settled === null ? [] : items };
  if (query.isError) return { kind: 'failed', retry: () => void query.refetch() };
  return items.length === 0 ? { kind: 'empty' } : { kind: 'results', items };
}
