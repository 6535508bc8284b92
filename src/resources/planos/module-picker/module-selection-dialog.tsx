import { Button } from '@/ui/button';
import { InputText } from '@/ui/primereact/inputtext';
import { ProgressBar } from '@/ui/primereact/progressbar';
import { useId, useState } from 'react';
import type { Modulo } from '@generated/api/model';
import { DrawerFrame } from '@/ui/drawer-frame';
import { RightDrawer } from '@/ui/right-drawer';
import { formatBrl } from '@/lib/format/currency';
import { emptyMessages, uiText } from '@/lib/messages';
import { contractRules } from '@/lib/validation/contract-rules';
import {
  BASIC_MODULE,
  includesBasicModule,
  modulesTotal,
  sortedChoices,
  toChoice,
  type ModuleChoice,
} from './module-choice';
import { ModuleList, ModulePager } from './module-list';
import { moduleTexts as texts } from './module-texts';
import { useModulePage } from './use-module-page';
import './module-picker.css';

export interface ModuleSelectionDialogProps {
  visible: boolean;
  onHide: () => void;
  /** The modules chosen so far (the dialog starts from them each time it opens). */
  selected: readonly ModuleChoice[];
  /** The new choice; only called with BASICO among the modules (the dialog then closes). */
  onApply: (modules: ModuleChoice[]) => void;
}

/**
 * Module selection: a search (300 ms), the active modules as checkboxes with their values (a pager only
 * past a page of 50), BASICO ticked and locked (every plan has it), and, always in sight at the bottom,
 * the number and total value (R$) of the modules chosen, 'Cancelar' (drops the changes) and 'Aplicar'.
 * 'Aplicar' still refuses a choice without BASICO ('O módulo básico deve ser selecionado'), should it
 * not have loaded.
 */
export function ModuleSelectionDialog({ visible, onHide, selected, onApply }: ModuleSelectionDialogProps) {
  const ids = useId();
  const searchId = `${ids}-search`;
  return (
    <RightDrawer
      visible={visible}
      onHide={onHide}
      title={texts.title}
      size="wide"
      className="module-picker__drawer"
      initialFocusId={searchId}
    >
      {visible && (
        <ModuleSelection searchId={searchId} selected={selected} onApply={onApply} onClose={onHide} />
      )}
    </RightDrawer>
  );
}

interface ModuleSelectionProps {
  searchId: string;
  selected: readonly ModuleChoice[];
  onApply: (modules: ModuleChoice[]) => void;
  onClose: () => void;
}

function ModuleSelection({ searchId, selected, onApply, onClose }: ModuleSelectionProps) {
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(0);
  const [draft, setDraft] = useState(() => new Map(selected.map((module) => [module.id, module])));
  const [attempted, setAttempted] = useState(false);
  const { query, searching } = useModulePage(typed, page);
  const items = query.data?.items;
  const pages = query.data?.totalPaginas ?? 1;
  const chosen = [...draft.values()];
  const missingBasic = attempted && !includesBasicModule(chosen);

  // BASICO is part of every plan: once it shows, it is in the choice.
  const basic = items?.find((module) => module.codigo === BASIC_MODULE);
  if (basic && !draft.has(basic.id)) setDraft(new Map(draft).set(basic.id, toChoice(basic)));

  const toggle = (module: Modulo, on: boolean) =>
    setDraft((current) => {
      const next = new Map(current);
      if (on) next.set(module.id, toChoice(module));
      else next.delete(module.id);
      return next;
    });

  const apply = () => {
    if (!includesBasicModule(chosen)) {
      setAttempted(true);
      return;
    }
    onApply(sortedChoices(chosen));
    onClose();
  };

  const loading = query.isFetching || searching;
  const footer = (
    <>
      <div className="module-picker__summary drawer-frame__note" aria-live="polite">
        <span>{texts.count(chosen.length)}</span>
        <span>
          {texts.total}: <strong className="module-picker__total">{formatBrl(modulesTotal(chosen))}</strong>
        </span>
      </div>
      {missingBasic && (
        <p role="alert" className="p-error module-picker__error">
          {contractRules['plano-modulo-basico'].message}
        </p>
      )}
      <Button type="button" label={uiText.cancel} outlined onClick={onClose} />
      <Button type="button" label={uiText.apply} icon="pi pi-check" onClick={apply} />
    </>
  );

  return (
    <DrawerFrame footer={footer} bodyClassName="module-picker__dialog">
      <div className="module-picker__field">
        <label htmlFor={searchId} className="module-picker__label">
          {texts.search}
        </label>
        <InputText
          id={searchId}
          type="search"
          value={typed}
          placeholder={texts.searchPlaceholder}
          autoComplete="off"
          onChange={(event) => {
            setTyped(event.target.value);
            setPage(0);
          }}
        />
      </div>
      {loading && (
        <ProgressBar mode="indeterminate" className="module-picker__progress" aria-label={uiText.loading} />
      )}
      <div role="status" className="module-picker__status">
        {query.isError && !loading && (
          <>
            {texts.loadFailed}{' '}
            <Button
              type="button"
              size="small"
              text
              label={texts.retry}
              onClick={() => void query.refetch()}
            />
          </>
        )}
        {query.isSuccess && !loading && items?.length === 0 && emptyMessages.noRecords}
      </div>
      <ModuleList items={items ?? []} isChosen={(id) => draft.has(id)} onToggle={toggle} busy={loading} />
      {pages > 1 && <ModulePager page={page} pages={pages} onPage={setPage} disabled={query.isFetching} />}
    </DrawerFrame>
  );
}
