import { isValid, parseISO } from 'date-fns';

/**
 * An advanced filter as the list controller keeps it in the URL, under its URL (and API) param name (a
 * resource list's are made from its ListFilter fields, the tickets list declares its own).
 * - single: one value as text, read by the list's own `parse` (null = not a valid value); a filter
 *   with `dependsOn` loses its value while that filter has none;
 * - multi: any of `options`, comma-separated in the URL, always in the options' order;
 * - dateRange: two yyyy-MM-dd dates; an end before its start is refused with `error` at the end.
 */
export type UrlFilter =
  | {
      type: 'single';
      name: string;
      parse: (raw: string | null | undefined) => string | null;
      dependsOn?: string;
    }
  | { type: 'multi'; name: string; options: ReadonlyArray<{ value: string }> }
  | { type: 'dateRange'; from: string; until: string; error: string };

/** Filter values by param name: single values and dates as text (absent when unset), multi as a list. */
export type ListFilterValues = Readonly<Record<string, string | readonly string[] | undefined>>;

/** The values of the resource lists' filters: one text value each (ListFilterValues narrowed). */
export type ResourceFilterValues = Readonly<Record<string, string>>;

export const NO_FILTERS: ResourceFilterValues = Object.freeze({});

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A yyyy-MM-dd date that exists, else undefined. */
export function parseDay(value: string | null | undefined): string | undefined {
  return value && ISO_DATE.test(value) && isValid(parseISO(value)) ? value : undefined;
}

/** Known values of a comma-separated list, without repeats, in the options' order. */
function parseChoices<V extends string>(
  text: string | null | undefined,
  options: ReadonlyArray<{ value: V }>,
): V[] {
  const chosen = new Set((text ?? '').split(','));
  return options.filter((option) => chosen.has(option.value)).map((option) => option.value);
}

/** The URL params a filter owns. */
export function filterParamNames(filter: UrlFilter): string[] {
  return filter.type === 'dateRange' ? [filter.from, filter.until] : [filter.name];
}

/** The values of the declared filters in a URL (unknown values dropped); multi filters are always present. */
export function parseFilterValues<F extends ListFilterValues>(
  filters: readonly UrlFilter[],
  read: (name: string) => string | null | undefined,
): F {
  const values: Record<string, string | string[]> = {};
  for (const filter of filters) {
    if (filter.type === 'multi') values[filter.name] = parseChoices(read(filter.name), filter.options);
    else if (filter.type === 'dateRange') {
      for (const name of filterParamNames(filter)) {
        const day = parseDay(read(name));
        if (day) values[name] = day;
      }
    } else {
      const value = filter.parse(read(filter.name));
      if (value === null || (filter.dependsOn && values[filter.dependsOn] === undefined)) continue;
      values[filter.name] = value;
    }
  }
  return values as unknown as F;
}

/** Writes the values set into `params`, in declaration order (lists comma-separated). */
export function writeFilterValues(
  filters: readonly UrlFilter[],
  values: ListFilterValues,
  params: URLSearchParams,
): void {
  for (const name of filters.flatMap(filterParamNames)) {
    const text = valueText(values[name]);
    if (text !== undefined) params.set(name, text);
  }
}

/** The filters as when nothing is set (multi filters as empty lists). */
export function emptyFilterValues<F extends ListFilterValues>(filters: readonly UrlFilter[]): F {
  const values: Record<string, string[]> = {};
  for (const filter of filters) if (filter.type === 'multi') values[filter.name] = [];
  return Object.freeze(values) as unknown as F;
}

/** A value as its URL text; an empty list or an empty text is no value. */
function valueText(value: string | readonly string[] | undefined): string | undefined {
  const text = typeof value === 'string' ? value : value?.join(',');
  return text ? text : undefined;
}

/** How many filters are set (the count on the 'Filtros' button): each list chosen and each value. */
export function countFilters(values: ListFilterValues): number {
  return Object.values(values).filter((value) => valueText(value) !== undefined).length;
}

export function sameFilterValues(a: ListFilterValues, b: ListFilterValues): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].every((name) => valueText(a[name]) === valueText(b[name]));
}

/** The error of each date range whose start comes after its end, at the end field. */
export function dateRangeErrors(
  filters: readonly UrlFilter[],
  values: ListFilterValues,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const filter of filters) {
    if (filter.type !== 'dateRange') continue;
    const from = valueText(values[filter.from]);
    const until = valueText(values[filter.until]);
    if (from && until && from > until) errors[filter.until] = filter.error;
  }
  return errors;
}

/** The values with one text value set or, for null / '', removed. */
export function withFilterValue<F extends ListFilterValues>(
  values: F,
  name: string,
  value: string | null,
): F {
  const next: Record<string, unknown> = { ...values };
  if (value) next[name] = value;
  else delete next[name];
  return next as F;
}
