import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { ProgressBar } from 'primereact/progressbar';
import { useId, useState } from 'react';
import { RightDrawer } from '@/ui/right-drawer';
import { matchesSearch } from '@/lib/format/search-text';
import { emptyMessages, uiText } from '@/lib/messages';
import { permissionTexts as texts } from './permission-texts';
import { RoutineActionsGroup } from './routine-actions-group';
import { groupCodes, useActiveRoutines, type RoutineActions } from './use-active-routines';

export interface ActionPickerDialogProps {
  visible: boolean;
  onHide: () => void;
  /** The codes chosen so far (the dialog starts from them each time it opens). */
  selected: readonly string[];
  /** The new codes, sorted (the dialog then closes). */
  onApply: (codes: string[]) => void;
}

/**
 * The permission action picker per routine: every active routine with its actions as
 * checkboxes (and one for all of the routine's), a search by routine, 'Selecionar todas' and 'Limpar'
 * (over the routines listed), 'Fechar' (drops the changes) and 'Aplicar'.
 */
export function ActionPickerDialog({ visible, onHide, selected, onApply }: ActionPickerDialogProps) {
  const ids = useId();
  const searchId = `${ids}-search`;
  return (
    <RightDrawer visible={visible} onHide={onHide} title={texts.title} className="permission-picker__drawer" initialFocusId={searchId}>
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
  const all = routines.data ?? [];
  // Codes the permission holds that no active routine offers stay visible (and can be unticked).
  const others = groupCodes(selected, all).others;
  const listed: Pick<RoutineActions, 'codigo' | 'descricao' | 'acoes'>[] = all.filter((routine) => matchesSearch(typed, routine.descricao, routine.codigo));
  if (others.length > 0 && matchesSearch(typed, texts.others)) {
    listed.push({ codigo: '', descricao: texts.others, acoes: others.map((codigo) => ({ codigo, descricao: '' })) });
  }
  const listedCodes = listed.flatMap((routine) => routine.acoes.map((acao) => acao.codigo));

  const toggle = (codes: readonly string[], on: boolean) =>
    setDraft((current) => {
      const next = new Set(current);
      for (const code of codes) {
        if (on) next.add(code);
        else next.delete(code);
      }
      return next;
    });

  return (
    <div className="permission-picker__dialog">
      <div className="permission-picker__field">
        <label htmlFor={searchId} className="permission-picker__label">
          {texts.search}
        </label>
        <InputText id={searchId} type="search" value={typed} placeholder={texts.searchPlaceholder} autoComplete="off" onChange={(event) => setTyped(event.target.value)} />
      </div>
      <div className="permission-picker__toolbar">
        <Button type="button" size="small" outlined icon="pi pi-check-square" label={texts.selectAll} disabled={listedCodes.length === 0} onClick={() => toggle(listedCodes, true)} />
        <Button type="button" size="small" outlined icon="pi pi-eraser" label={texts.clear} disabled={!listedCodes.some((code) => draft.has(code))} onClick={() => toggle(listedCodes, false)} />
        <span className="permission-picker__total" aria-live="polite">
          {texts.count(draft.size)}
        </span>
      </div>
      {routines.isFetching && <ProgressBar mode="indeterminate" className="permission-picker__progress" aria-label={uiText.loading} />}
      <div role="status" className="permission-picker__status">
        {routines.isError && (
          <>
            {texts.loadFailed}{' '}
            <Button type="button" size="small" text label={texts.retry} onClick={() => void routines.refetch()} />
          </>
        )}
        {routines.isSuccess && listed.length === 0 && emptyMessages.noRecords}
      </div>
      <div className="permission-picker__routines">
        {listed.map((routine) => (
          <RoutineActionsGroup key={routine.codigo} routine={routine} isChosen={(code) => draft.has(code)} onToggle={toggle} />
        ))}
      </div>
      <div className="permission-picker__actions">
        <Button type="button" label={uiText.close} outlined onClick={onClose} />
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
      </div>
    </div>
  );
}
