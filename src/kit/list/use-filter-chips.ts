import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { itemKey } from '@/kit/fields/use-reference-options';
import { formatBrl, formatNumber } from '@/lib/format/currency';
import { formatDate } from '@/lib/format/date';
import type { ListFilter } from '../kit-types';
import type { ActiveFilterChip } from './views/filter-chips';
import type { ResourceFilterValues } from './controller/list-filters';
import { setFilterValue } from './filter-values';
import { listTexts } from './list-texts';

/** A filter value as staff read it: an option's label, Sim / Não, a dd/MM/yyyy date, the text itself. */
export function filterValueLabel(filter: ListFilter, value: string): string {
  switch (filter.kind) {
    case 'enum':
      return filter.options?.find((option) => String(option.value) === value)?.label ?? value;
    case 'boolean':
      return value === 'true' ? listTexts.yes : listTexts.no;
    case 'date':
      return formatDate(value);
    case 'decimal':
      return formatNumber(value);
    case 'currency':
      return formatBrl(value);
    default:
      return value;
  }
}

/**
 * The resource list's filters in force as chips ('Cliente: ALMEIDA AGROTRANSPORTES LTDA'): a reference
 * shows the referenced record's label (from the pickers' cache, or fetched), the others their value as
 * read. Removing a chip removes its filter and those that depend on it.
 */
export function useFilterChips(
  filters: readonly ListFilter[],
  values: ResourceFilterValues,
  apply: (values: ResourceFilterValues) => void,
): ActiveFilterChip[] {
  const applied = filters.filter((filter) => values[filter.name] !== undefined);
  const references = applied.filter((filter) => filter.kind === 'reference' && filter.reference);
  const records = useQueries({
    queries: references.map((filter) => {
      const source = filter.reference!;
      const id = Number(values[filter.name]);
      return {
        queryKey: itemKey(source, id),
        queryFn: ({ signal }: { signal: AbortSignal }) => source.get(id, undefined, signal),
      };
    }),
  });
  const referenceLabels = references.map((filter, index) => {
    const record = records[index]?.data;
    return record ? filter.reference!.label(record) : undefined;
  });
  const labelsKey = referenceLabels.join('\u0000');

  return useMemo(
    () =>
      applied.map((filter) => {
        const value = values[filter.name];
        const reference = references.indexOf(filter);
        const shown = reference >= 0 ? (referenceLabels[reference] ?? '…') : filterValueLabel(filter, value);
        return {
          key: filter.name,
          label: listTexts.filterChip(filter.label, shown),
          onRemove: () => apply(setFilterValue(filters, values, filter.name, null)),
        };
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- derived from filters, values and the labels
    [filters, values, apply, labelsKey],
  );
}
