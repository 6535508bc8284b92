import { useId } from 'react';
import type { ListFilter } from '../kit-types';
import { FiltersDrawerShell, type ListFiltersDrawerProps } from './views/filters-drawer-shell';
import { NO_FILTERS, type ResourceFilterValues } from './controller/list-filters';
import { FilterField } from './filter-field';
import { filterParamValue, setFilterValue } from './filter-values';

/** 'Limpar filtros' (onClear) empties every filter and goes back to the tab ALL. */
export interface FiltersDrawerProps extends ListFiltersDrawerProps<ResourceFilterValues> {
  filters: readonly ListFilter[];
}

/** The resource list's 'Filtros' drawer: one typed input per advanced filter, edited as a draft. */
export function FiltersDrawer({ filters, ...drawer }: FiltersDrawerProps) {
  const ids = useId();
  const parentOf = (filter: ListFilter) =>
    filters.find((candidate) => candidate.name === filter.dependsOn?.field);
  const parentValue = (filter: ListFilter, draft: ResourceFilterValues): unknown => {
    const parent = filter.dependsOn && parentOf(filter);
    const value = parent ? draft[parent.name] : undefined;
    return parent && value !== undefined ? filterParamValue(parent, value) : undefined;
  };

  return (
    <FiltersDrawerShell {...drawer} empty={NO_FILTERS} initialFocusId={`${ids}-0`}>
      {(draft, setDraft) =>
        filters.map((filter, index) => (
          <FilterField
            key={filter.name}
            id={`${ids}-${index}`}
            filter={filter}
            value={draft[filter.name]}
            parentValue={parentValue(filter, draft)}
            parentLabel={parentOf(filter)?.label}
            onChange={(value) => setDraft((current) => setFilterValue(filters, current, filter.name, value))}
          />
        ))
      }
    </FiltersDrawerShell>
  );
}
