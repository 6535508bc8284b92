import { UFS } from '@/lib/validation/br-rules';
import type { ListFilter } from '../kit-types';
import {
  parseDay,
  parseFilterValues,
  type ResourceFilterValues,
  type UrlFilter,
} from './controller/list-filters';

/*
 * The resource lists' advanced filters (ListFilter) as the list controller's single-value filters.
 * Values are text, in the form they take in the URL: text as typed (trimmed), 'upper' text in
 * capitals, codes as digits, UFs, enum values, 'true' / 'false', numbers with a dot ('12.5'), dates
 * as yyyy-MM-dd and reference ids. A filter without a value is absent.
 */

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
      return parseDay(value) ?? null;
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

/** The controller's declaration of a list's filters: one single value each, a dependent one after its parent. */
export function filterDeclarations(filters: readonly ListFilter[]): UrlFilter[] {
  return filters.map((filter) => ({
    type: 'single',
    name: filter.name,
    parse: (raw) => normalizeFilterValue(filter, raw),
    dependsOn: filter.dependsOn?.field,
  }));
}

/**
 * Keeps the valid values of the declared filters only, in declaration order; a filter whose parent
 * (dependsOn) has no value loses its own.
 */
export function cleanFilterValues(
  filters: readonly ListFilter[],
  read: (name: string) => string | null | undefined,
): ResourceFilterValues {
  return parseFilterValues<ResourceFilterValues>(filterDeclarations(filters), read);
}

/** The API params of a set of filter values. */
export function filterParams(
  filters: readonly ListFilter[],
  values: ResourceFilterValues,
): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const filter of filters) {
    const value = values[filter.name];
    if (value !== undefined) params[filter.name] = filterParamValue(filter, value);
  }
  return params;
}

/**
 * Sets one filter of a draft: an empty value removes it, and every filter depending on it is cleared
 * (a branch chosen for another company makes no sense).
 */
export function setFilterValue(
  filters: readonly ListFilter[],
  values: ResourceFilterValues,
  name: string,
  value: string | null,
): ResourceFilterValues {
  const next: Record<string, string> = { ...values };
  if (value === null || value === '') delete next[name];
  else next[name] = value;
  if (values[name] === next[name]) return next;
  return filters
    .filter((child) => child.dependsOn?.field === name)
    .reduce<ResourceFilterValues>((acc, child) => setFilterValue(filters, acc, child.name, null), next);
}
