import type { FilterEntry } from './manifest-schema';

/**
 * How the mock resources apply an advanced filter the manifest declares and they have no rule of their
 * own for (mocks/kit/declared-filters.ts: every generic resource's filters, and the servers'), read from
 * the filter's name and kind so that no hand-written definition repeats it:
 *
 * - a bound of a range: `<field>De` / `<field>Minimo` (the record's value at least the filter's) and
 *   `<field>Ate` / `<field>Maximo` (at most), for kinds that order (dates, numbers): 'validadeCnhAte'
 *   keeps the records whose `validadeCnh` is on or before the date;
 * - free text (text, upper, textarea, notes, e-mail, URL): the record's value contains the typed text,
 *   ignoring case and accents;
 * - anything else (references, enums, UFs, codes, yes/no): the record's field of the filter's name equals
 *   the value.
 *
 * The generated description carries the result (generated/tables/mock-resources.ts); contract-checks.ts
 * checks that the field a bound names is in the read model.
 */

export type FilterMatch = 'equals' | 'contains' | 'atLeast' | 'atMost';

/** Kinds whose values order: the kinds a range's bounds take. */
const RANGE_KINDS: ReadonlySet<string> = new Set(['date', 'integer', 'decimal', 'currency', 'percent']);

/** Kinds of free text: found by a part of it. */
const TEXT_KINDS: ReadonlySet<string> = new Set(['text', 'upper', 'textarea', 'notes', 'email', 'url']);

const LOWER_BOUND = /^(.+?)(De|Minimo|Minima)$/;
const UPPER_BOUND = /^(.+?)(Ate|Maximo|Maxima)$/;

/** The record's field the filter compares and how. */
export function filterMatch(filter: Pick<FilterEntry, 'name' | 'kind'>): {
  field: string;
  match: FilterMatch;
} {
  if (RANGE_KINDS.has(filter.kind)) {
    const lower = LOWER_BOUND.exec(filter.name);
    if (lower) return { field: lower[1], match: 'atLeast' };
    const upper = UPPER_BOUND.exec(filter.name);
    if (upper) return { field: upper[1], match: 'atMost' };
  }
  return { field: filter.name, match: TEXT_KINDS.has(filter.kind) ? 'contains' : 'equals' };
}
