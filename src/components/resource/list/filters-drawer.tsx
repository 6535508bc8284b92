import { Button } from 'primereact/button';
import { useId, useState, type FormEvent } from 'react';
import { RightDrawer } from '@/components/right-drawer';
import { uiText } from '@/lib/messages';
import type { ListFilter } from '../kit-types';
import { FilterField } from './filter-field';
import { countFilters, filterParamValue, sameFilterValues, setFilterValue, type FilterValues } from './filter-values';

export interface FiltersDrawerProps {
  visible: boolean;
  onHide: () => void;
  filters: readonly ListFilter[];
  /** The filters in force (URL). */
  applied: FilterValues;
  onApply: (values: FilterValues) => void;
  /** Empties every filter and goes back to the tab ALL. */
  onClear: () => void;
}

/**
 * The 'Filtros' drawer: one typed input per advanced filter, edited as a draft.
 * 'Limpar filtros' (enabled when a filter is set) resets to empty with the tab ALL; 'Aplicar'
 * (enabled when the draft differs from the filters in force) applies; 'Fechar' drops the draft.
 */
export function FiltersDrawer({ visible, onHide, filters, applied, onApply, onClear }: FiltersDrawerProps) {
  const ids = useId();
  const [draft, setDraft] = useState(applied);
  const [wasVisible, setWasVisible] = useState(visible);
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) setDraft(applied);
  }
  const changed = !sameFilterValues(draft, applied);
  const anySet = countFilters(draft) > 0 || countFilters(applied) > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed) return;
    onApply(draft);
    onHide();
  };

  const parentOf = (filter: ListFilter): unknown => {
    const parent = filter.dependsOn && filters.find((candidate) => candidate.name === filter.dependsOn?.field);
    const value = parent ? draft[parent.name] : undefined;
    return parent && value !== undefined ? filterParamValue(parent, value) : undefined;
  };

  return (
    <RightDrawer
      visible={visible}
      onHide={onHide}
      title={uiText.filters}
      className="resource-list__filters-drawer"
      initialFocusId={`${ids}-0`}
    >
      <form className="resource-list__drawer-body" noValidate onSubmit={submit}>
        <div className="resource-list__filters">
          {filters.map((filter, index) => (
            <FilterField
              key={filter.name}
              id={`${ids}-${index}`}
              filter={filter}
              value={draft[filter.name]}
              parentValue={parentOf(filter)}
              parentLabel={filters.find((candidate) => candidate.name === filter.dependsOn?.field)?.label}
              onChange={(value) => setDraft((current) => setFilterValue(filters, current, filter.name, value))}
            />
          ))}
        </div>
        <div className="resource-list__drawer-actions">
          <Button
            type="button"
            size="small"
            text
            label={uiText.clearFilters}
            disabled={!anySet}
            onClick={() => {
              setDraft({});
              onClear();
              onHide();
            }}
          />
          <Button type="button" size="small" outlined label={uiText.close} onClick={onHide} />
          <Button type="submit" size="small" label={uiText.apply} disabled={!changed} />
        </div>
      </form>
    </RightDrawer>
  );
}
