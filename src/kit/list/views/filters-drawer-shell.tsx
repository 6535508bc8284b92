import { Button } from '@/ui/button';
import { useState, type Dispatch, type FormEvent, type ReactNode, type SetStateAction } from 'react';
import { RightDrawer } from '@/ui/right-drawer';
import { uiText } from '@/lib/messages';
import { countFilters, sameFilterValues, type ListFilterValues } from '../controller/list-filters';

/** What a list page gives its 'Filtros' drawer. */
export interface ListFiltersDrawerProps<F extends ListFilterValues> {
  visible: boolean;
  onHide: () => void;
  /** The filters in force (URL). */
  applied: F;
  onApply: (filters: F) => void;
  /** Back to the list's initial state (no filters, the default tab). */
  onClear: () => void;
}

export interface FiltersDrawerShellProps<F extends ListFilterValues> extends ListFiltersDrawerProps<F> {
  /** The filters with nothing set (the draft after 'Limpar filtros'). */
  empty: F;
  /** Id of the field focused when the drawer opens. */
  initialFocusId: string;
  /** False while the draft cannot be applied (e.g. a date range ending before it starts). */
  valid?: (draft: F) => boolean;
  /** The drawer's fields over the draft. */
  children: (draft: F, setDraft: Dispatch<SetStateAction<F>>) => ReactNode;
}

/**
 * The 'Filtros' drawer of a list, edited as a draft: 'Limpar filtros' (enabled when a filter is set)
 * resets the list; 'Aplicar' (enabled when the draft is valid and differs from the filters in force)
 * applies; 'Fechar' drops the draft (reopening starts from the filters in force).
 */
export function FiltersDrawerShell<F extends ListFilterValues>(props: FiltersDrawerShellProps<F>) {
  const { visible, onHide, applied, onApply, onClear } = props;
  const [draft, setDraft] = useState(applied);
  const [wasVisible, setWasVisible] = useState(visible);
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) setDraft(applied);
  }
  const valid = props.valid ? props.valid(draft) : true;
  const changed = !sameFilterValues(draft, applied);
  const anySet = countFilters(draft) > 0 || countFilters(applied) > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || !valid) return;
    onApply(draft);
    onHide();
  };

  return (
    <RightDrawer
      visible={visible}
      onHide={onHide}
      title={uiText.filters}
      className="resource-list__filters-drawer"
      initialFocusId={props.initialFocusId}
    >
      <form className="resource-list__drawer-body" noValidate onSubmit={submit}>
        <div className="resource-list__filters">{props.children(draft, setDraft)}</div>
        <div className="resource-list__drawer-actions">
          <Button
            type="button"
            size="small"
            text
            label={uiText.clearFilters}
            disabled={!anySet}
            onClick={() => {
              setDraft(props.empty);
              onClear();
              onHide();
            }}
          />
          <Button type="button" size="small" outlined label={uiText.close} onClick={onHide} />
          <Button type="submit" size="small" label={uiText.apply} disabled={!changed || !valid} />
        </div>
      </form>
    </RightDrawer>
  );
}
