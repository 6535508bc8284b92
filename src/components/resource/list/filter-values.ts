import { isValid, parseISO } from 'date-fns';
import { UFS } from '@/lib/validation/br-rules';
import type { ListFilter } from '../kit-types';

/**
 * Advanced filter values as text, in the form they take in the URL: text as typed (trimmed), 'upper'
 * text in capitals, codes as digits, UFs, enum values, 'true' / 'false', numbers with a dot ('12.5'),
 * dates as yyyy-MM-dd and reference ids. A filter without a value is absent.
 */
export type FilterValues = Readonly<Record<string, string>>;

export const NO_FILTERS: FilterValues = Object.freeze({});

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** The text value normalised, or null when it is empty or not a value of the filter's kind. */
export function normalizeFilterValue(filter: ListFilter, raw: string | null | undefined): string | null {
  const value = (raw ?? '').trim();
  if (value === '') return null;
  switch (filter.kind) {
    case 'text':
      return value;
    case 'upper':
      return value.toLocaleUpperCase('pt-BR');
    case 'code':
      return /^\d+$/.test(value) && (!filter.maxLength || value.length <= filter.maxLength) ? value : null;
    case 'uf':
      return (UFS as readonly string[]).includes(value) ? value : null;
    case 'enum':
      return filter.options?.some((option) => String(option.value) === value) ? value : null;
    case 'boolean':
      return value === 'true' || value === 'false' ? value : null;
    case 'integer':
      return /^-?\d+$/.test(value) ? String(Number(value)) : null;
    case 'reference':
      return /^\d+$/.test(value) && Number(value) > 0 ? String(Number(value)) : null;
    case 'decimal':
    case 'currency':
      return NUMBER.test(value) ? String(Number(value)) : null;
    case 'date':
      return ISO_DATE.test(value) && isValid(parseISO(value)) ? value : null;
  }
}

/** The value sent to the API: numbers for numeric kinds and references, booleans, the option's own value. */
export function filterParamValue(filter: ListFilter, value: string): unknown {
  switch (filter.kind) {
    case 'integer':
    case 'reference':
    case 'decimal':
    case 'currency':
      return Number(value);
    case 'boolean':
      return value === 'true';
    case 'enum':
      return filter.options?.find((option) => String(option.value) === value)?.value ?? value;
    default:
      return value;
  }
}

/**
 * Keeps the valid values of the declared filters only, in declaration order; a filter whose parent
 * (dependsOn) has no value loses its own.
 */
export function cleanFilterValues(
  filters: readonly ListFilter[],
  read: (name: string) => string | null | undefined,
): FilterValues {
  const values: Record<string, string> = {};
  for (const filter of filters) {
    const value = normalizeFilterValue(filter, read(filter.name));
    if (value === null) continue;
    if (filter.dependsOn && values[filter.dependsOn.field] === undefined) continue;
    values[filter.name] = value;
  }
  return values;
}

/** The API params of a set of filter values. */
export function filterParams(filters: readonly ListFilter[], values: FilterValues): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const filter of filters) {
    const value = values[filter.name];
    if (value !== undefined) params[filter.name] = filterParamValue(filter, value);
  }
  return params;
}

export function countFilters(values: FilterValues): number {
  return Object.keys(values).length;
}

export function sameFilterValues(a: FilterValues, b: FilterValues): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * Sets one filter of a draft: an empty value removes it, and every filter depending on it is cleared
 * (a branch chosen for another company makes no sense).
 */
export function setFilterValue(
  filters: readonly ListFilter[],
  values: FilterValues,
  name: string,
  value: string | null,
): FilterValues {
  const next: Record<string, string> = { ...values };
  if (value === null || value === '') delete next[name];
  else next[name] = value;
  if (values[name] === next[name]) return next;
  return filters
    .filter((child) => child.dependsOn?.field === name)
    .reduce<FilterValues>((acc, child) => setFilterValue(filters, acc, child.name, null), next);
}
