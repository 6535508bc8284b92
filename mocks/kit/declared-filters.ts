import { foldText, readPath } from '../db/text-search';
import { filterWhen } from '../resources/rules';
import type { MockResourceSpec } from './define-resource';

/** A resource's own tests of some of its advanced filters, by the filter's name. */
export type OwnFilters<R> = Readonly<Record<string, (record: R, value: unknown) => boolean>>;

type Filter = MockResourceSpec<unknown>['filters'][number];

/** Orders a record's value against a bound: numbers as numbers, dates (and date-times) by their day. */
function compareToBound(value: unknown, bound: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' && typeof bound === 'number') return value - bound;
  const text = String(bound);
  const own = String(value).slice(0, text.length);
  return own < text ? -1 : own > text ? 1 : 0;
}

/** The filter's test of a record (filter-match.ts in codegen says which field and how). */
function matches<R>(filter: Filter, value: unknown): (record: R) => boolean {
  const read = (record: R) => readPath(record, filter.field);
  switch (filter.match) {
    case 'contains':
      return (record) => foldText(read(record)).includes(foldText(value).trim());
    case 'atLeast':
      return (record) => (compareToBound(read(record), value) ?? -1) >= 0;
    case 'atMost':
      return (record) => (compareToBound(read(record), value) ?? 1) <= 0;
    default:
      return (record) => read(record) === value;
  }
}

/**
 * The tests of the advanced filters the manifest declares, for a list query: each set one compares the
 * field its name and kind give (filter-match.ts in codegen), or runs the resource's own test of it.
 */
export function declaredFilters<R>(
  spec: Pick<MockResourceSpec<unknown>, 'filters'>,
  own: OwnFilters<R> = {},
): (query: Record<string, unknown>) => Array<(record: R) => boolean> {
  return (query) =>
    spec.filters.flatMap((filter) => {
      const test = own[filter.name];
      const value = query[filter.name];
      return filterWhen<R>(value, test ? (record) => test(record, value) : matches(filter, value));
    });
}
