import { keepPreviousData, useQueries, useQuery, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ListParams } from '@/kit/query-types';
import type { ReferenceSource } from '@/kit/choice-types';
import { searchTerms } from '@/lib/format/search-text';
import { useDebouncedValue } from '@/ui/use-debounced-value';

/** Autocomplete searches wait 400 ms after the last keystroke. */
export const REFERENCE_SEARCH_DEBOUNCE_MS = 400;
/** Options loaded per search (the first page of active records). */
export const REFERENCE_PAGE_SIZE = 25;

type Item = { id: number };

/** One option of a picker. `match` holds the typed search so PrimeReact's own filter keeps every option: the API filters. */
export interface ReferenceOption {
  value: number;
  /** What the option is called (and read as): its name, with its detail when that name repeats. */
  label: string;
  /** Its name alone (source.label). */
  name: string;
  /** Where another option has the same name: what tells them apart ('12.345.678/0001-90 · CAMPINAS'). */
  detail?: string;
  match: string;
  item: Item;
}

/** The separator of an option's details, and of its name and details in its label. */
const DETAIL_SEPARATOR = ' · ';
const LABEL_SEPARATOR = ' — ';

/**
 * The options of a list of records: each one's name, and where names repeat (two customers named alike),
 * the source's detail on those options, in their label too (what is read aloud and shown once chosen).
 */
export function referenceOptions(
  source: ReferenceSource,
  items: readonly Item[],
  typed: string,
): ReferenceOption[] {
  const names = items.map((item) => source.label(item));
  const repeated = new Set(names.filter((name, index) => names.indexOf(name) !== index));
  return items.map((item, index) => {
    const name = names[index];
    const detail = repeated.has(name) ? detailOf(source, item) : '';
    return detail
      ? { value: item.id, label: `${name}${LABEL_SEPARATOR}${detail}`, name, detail, match: typed, item }
      : { value: item.id, label: name, name, match: typed, item };
  });
}

function detailOf(source: ReferenceSource, item: Item): string {
  const parts = source.detail?.(item) ?? [];
  return parts
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(DETAIL_SEPARATOR);
}

/** Every picker query starts with these: ['reference', source.key, …]. */
export function referenceQueryPrefix(sourceKey: string): readonly unknown[] {
  return ['reference', sourceKey];
}

/** The query key of one record of a source (shared by the pickers and the list's filter chips). */
export function itemKey(source: ReferenceSource, id: number) {
  return ['reference', source.key, 'item', id] as const;
}

/** Puts a record already known (e.g. the city of a CEP lookup) where a picker looks for its label. */
export function rememberReferenceItem(queryClient: QueryClient, source: ReferenceSource, item: Item): void {
  queryClient.setQueryData(itemKey(source, item.id), item);
}

/** One record of a source by id, from the picker cache (shared with the pickers) or source.get. */
export function useReferenceItem(source: ReferenceSource, id: number | null) {
  return useQuery({
    queryKey: itemKey(source, id ?? 0),
    queryFn: ({ signal }) => source.get(id ?? 0, undefined, signal),
    enabled: id !== null,
  });
}

/** The list params of a picker query without its typed search (what options are limited to). */
function scopeOf(params: unknown): string {
  const { filtros: _search, ...scope } = (params ?? {}) as ListParams;
  return JSON.stringify(scope);
}

/** The typed search as list terms (filtros), or undefined when blank. */
export function searchParam(text: string): string[] | undefined {
  const terms = searchTerms(text);
  return terms.length > 0 ? terms : undefined;
}

export interface ReferenceOptionsInput {
  source: ReferenceSource;
  params?: Record<string, unknown>;
  /** Ids currently chosen (their labels are resolved with source.get when not among the options). */
  selected: readonly number[];
  /** Load the list (after the panel first opened; never while disabled). */
  enabled: boolean;
}

/**
 * Options of a reference picker: the first page of active records (situacao UNLOCK) matching the typed
 * search (debounced), plus the chosen records missing from it, resolved one by one with source.get.
 */
export function useReferenceOptions({ source, params, selected, enabled }: ReferenceOptionsInput) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, REFERENCE_SEARCH_DEBOUNCE_MS);
  const filtros = searchParam(search);
  const listParams: ListParams = {
    situacao: 'UNLOCK',
    pagina: 1,
    limitePagina: REFERENCE_PAGE_SIZE,
    ...(filtros ? { filtros } : {}),
    ...source.params,
    ...params,
  };
  const list = useQuery<Item[]>({
    queryKey: [...referenceQueryPrefix(source.key), listParams],
    queryFn: ({ signal }) => source.list(listParams, undefined, signal).then((page) => page.items),
    enabled,
    // A new search keeps the options on screen until its answer; a new scope (the parent of a dependent
    // picker changed: another company's branches) does not show the previous scope's records meanwhile.
    placeholderData: (previous, previousQuery) =>
      previousQuery && scopeOf(previousQuery.queryKey[2]) === scopeOf(listParams)
        ? keepPreviousData(previous)
        : undefined,
  });
  const listed = list.data;
  const missing = selected.filter((id) => !listed?.some((item) => item.id === id));
  const resolved = useQueries({
    queries: missing.map((id) => ({
      queryKey: itemKey(source, id),
      queryFn: ({ signal }: { signal: AbortSignal }) => source.get(id, undefined, signal),
    })),
  });
  const extra = resolved.flatMap((query) => (query.data ? [query.data] : []));

  const seen = new Set<number>();
  // Before the panel opens only the chosen records are options (those of a list cached earlier included,
  // as they are then not among `missing`), so the picker shows their labels.
  const shown = enabled ? (listed ?? []) : (listed ?? []).filter((item) => selected.includes(item.id));
  const unique = [...shown, ...extra].filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
  const options = referenceOptions(source, unique, typed);

  return {
    options,
    typed,
    setTyped,
    loading: list.isFetching || resolved.some((query) => query.isFetching),
    /** The last list call failed (its toast was shown by the query client). */
    failed: list.isError,
  };
}
