import { Button } from '@/ui/button';
import { InputText } from '@/ui/primereact/inputtext';
import { ProgressBar } from '@/ui/primereact/progressbar';
import { useId, useMemo, useState } from 'react';
import { DrawerFrame } from '@/ui/drawer-frame';
import { RightDrawer } from '@/ui/right-drawer';
import { matchesSearch } from '@/lib/format/search-text';
import { emptyMessages, uiText } from '@/lib/messages';
import { actionMatrix } from './action-matrix';
import { ActionMatrixTable } from './action-matrix-table';
import { permissionTexts as texts } from './permission-texts';
import { RoutineActionsGroup } from './routine-actions-group';
import { groupCodes, useActiveRoutines } from './use-active-routines';

export interface ActionPickerDialogProps {
  visible: boolean;
  onHide: () => void;
  /** The codes chosen so far (the dialog starts from them each time it opens). */
  selected: readonly string[];
  /** The new codes, sorted (the dialog then closes). */
  onApply: (codes: string[]) => void;
}

/**
 * The permission action picker: the active routines × their action kinds as a matrix of checkboxes
 * (a routine, a column, or all of the routines listed at once), a search by routine, 'Selecionar todas'
 * and 'Limpar' (over the routines listed), the count chosen, 'Cancelar' (drops the changes) and 'Aplicar'.
 */
export function ActionPickerDialog({ visible, onHide, selected, onApply }: ActionPickerDialogProps) {
  const ids = useId();
  const searchId = `${ids}-search`;
  return (
    <RightDrawer
      visible={visible}
      onHide={onHide}
      title={texts.title}
      size="wide"
      className="permission-picker__drawer"
      initialFocusId={searchId}
    >
      {visible && <ActionPicker searchId={searchId} selected={selected} onApply={onApply} onClose={onHide} />}
    </RightDrawer>
  );
}

interface ActionPickerProps {
  searchId: string;
  selected: readonly string[];
  onApply: (codes: string[]) => void;
  onClose: () => void;
}

function ActionPicker({ searchId, selected, onApply, onClose }: ActionPickerProps) {
  const routines = useActiveRoutines();
  const [typed, setTyped] = useState('');
  const [draft, setDraft] = useState(() => new Set(selected));
  const all = routines.data;
  // The columns follow every active routine, so they stay put while the search narrows the rows.
  const matrix = useMemo(() => actionMatrix(all ?? []), [all]);
  const rows = matrix.rows.filter((row) => matchesSearch(typed, row.routine.descricao, row.routine.codigo));
  // Codes the permission holds that no active routine offers stay visible (and can be unticked).
  const others = groupCodes(selected, all ?? []).others;
  const othersListed = others.length > 0 && matchesSearch(typed, texts.others);
  const listedCodes = [...rows.flatMap((row) => [...row.cells.values()]), ...(othersListed ? others : [])];

  const toggle = (codes: readonly string[], on: boolean) =>
    setDraft((current) => {
      const next = new Set(current);
      for (const code of codes) {
        if (on) next.add(code);
        else next.delete(code);
      }
      return next;
    });

  const footer = (
    <>
      <span className="permission-picker__total drawer-frame__note" aria-live="polite">
        {texts.count(draft.size)}
      </span>
      <Button type="button" label={uiText.cancel} outlined onClick={onClose} />
      <Button
        type="button"
        label={uiText.apply}
        icon="pi pi-check"
        disabled={!routines.isSuccess}
        onClick={() => {
          onApply([...draft].sort());
          onClose();
        }}
      />
    </>
  );

  return (
    <DrawerFrame footer={footer} bodyClassName="permission-picker__dialog">
      <div className="permission-picker__toolbar">
        <div className="permission-picker__field">
          <label htmlFor={searchId} className="permission-picker__label">
            {texts.search}
          </label>
          <InputText
            id={searchId}
            type="search"
            value={typed}
            placeholder={texts.searchPlaceholder}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <Button
          type="button"
          size="small"
          outlined
          icon="pi pi-check-square"
          label={texts.selectAll}
          disabled={listedCodes.length === 0}
          onClick={() => toggle(listedCodes, true)}
        />
        <Button
          type="button"
          size="small"
          outlined
          icon="pi pi-eraser"
          label={texts.clear}
          disabled={!listedCodes.some((code) => draft.has(code))}
          onClick={() => toggle(listedCodes, false)}
        />
      </div>
      {routines.isFetching && (
        <ProgressBar
          mode="indeterminate"
          className="permission-picker__progress"
          aria-label={uiText.loading}
        />
      )}
      <div role="status" className="permission-picker__status">
        {routines.isError && (
          <>
            {texts.loadFailed}{' '}
            <Button
              type="button"
              size="small"
              text
              label={texts.retry}
              onClick={() => void routines.refetch()}
            />
          </>
        )}
        {routines.isSuccess && rows.length === 0 && !othersListed && emptyMessages.noRecords}
      </div>
      {rows.length > 0 && (
        <div className="permission-picker__matrix">
          <ActionMatrixTable
            columns={matrix.columns}
            rows={rows}
            isChosen={(code) => draft.has(code)}
            onToggle={toggle}
          />
        </div>
      )}
      {othersListed && (
        <RoutineActionsGroup
          routine={{ descricao: texts.others, acoes: others.map((codigo) => ({ codigo, descricao: '' })) }}
          isChosen={(code) => draft.has(code)}
          onToggle={toggle}
        />
      )}
    </DrawerFrame>
  );
}
