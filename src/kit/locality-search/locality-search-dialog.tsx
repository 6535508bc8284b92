import './locality-search.css';
import { Button } from '@/ui/button';
import { ProgressBar } from '@/ui/primereact/progressbar';
import { useId, useState } from 'react';
import { RightDrawer, type DrawerVisibility } from '@/ui/right-drawer';
import { SearchInput } from '@/ui/search-input';
import { FieldFrame } from '../fields/field-frame';
import type { LocalityChoice } from './locality-rules';
import { LocalityResults } from './locality-results';
import { localityTexts as texts } from './locality-texts';
import { useLocalitySearch, type LocalitySearchState } from './use-locality-search';

export interface LocalitySearchDialogProps extends DrawerVisibility {
  /** The chosen locality (name, latitude, longitude); the dialog closes after it. */
  onSelect: (choice: LocalityChoice) => void;
}

/**
 * 'Pesquisa de localidade' (a right-side drawer): an autofocused search box; from 3 characters,
 * 400 ms after the last key, the results as a radio list (label, 'latitude, longitude', view on map).
 * 'Selecionar' is enabled once a result is chosen and returns its name, latitude and longitude.
 */
export function LocalitySearchDialog({ onSelect, ...drawer }: LocalitySearchDialogProps) {
  const inputId = `${useId()}-text`;
  return (
    <RightDrawer {...drawer} title={texts.title} className="locality-search" initialFocusId={inputId}>
      {drawer.visible && <LocalitySearch inputId={inputId} onClose={drawer.onHide} onSelect={onSelect} />}
    </RightDrawer>
  );
}

function LocalitySearch({
  inputId,
  onClose,
  onSelect,
}: {
  inputId: string;
  onClose: () => void;
  onSelect: (choice: LocalityChoice) => void;
}) {
  const [typed, setTyped] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const state = useLocalitySearch(typed);
  const items = state.kind === 'results' ? state.items : state.kind === 'searching' ? state.previous : [];
  const selected = state.kind === 'results' ? (items.find((item) => item.id === selectedId) ?? null) : null;

  const choose = (id: string | null) => {
    const item = state.kind === 'results' ? items.find((candidate) => candidate.id === id) : undefined;
    if (!item) return;
    onSelect({ nome: item.nome, latitude: item.latitude, longitude: item.longitude });
    onClose();
  };

  return (
    <div className="locality-search__body">
      <FieldFrame id={inputId} span={12} label={texts.search}>
        <SearchInput
          id={inputId}
          value={typed}
          onChange={setTyped}
          placeholder={texts.searchPlaceholder}
          autoFocus
          aria-describedby={`${inputId}-status`}
          fieldClassName="locality-search__input"
        />
      </FieldFrame>
      <div id={`${inputId}-status`} className="locality-search__status" role="status">
        <StatusText state={state} />
      </div>
      {state.kind === 'searching' && (
        <ProgressBar
          mode="indeterminate"
          className="locality-search__progress"
          aria-label={texts.searching}
        />
      )}
      {items.length > 0 && (
        <LocalityResults
          items={items}
          selected={selected?.id ?? null}
          onSelect={setSelectedId}
          onConfirm={choose}
          busy={state.kind === 'searching'}
        />
      )}
      <div className="locality-search__actions">
        <Button type="button" label={texts.close} outlined onClick={onClose} />
        <Button
          type="button"
          label={texts.select}
          icon="pi pi-check"
          disabled={selected === null}
          onClick={() => choose(selected?.id ?? null)}
        />
      </div>
    </div>
  );
}

/** The hint, the empty result or the failure, announced politely. */
function StatusText({ state }: { state: LocalitySearchState }) {
  switch (state.kind) {
    case 'short':
      return <p className="locality-search__hint">{texts.minChars}</p>;
    case 'searching':
      return state.previous.length === 0 ? <p className="locality-search__hint">{texts.searching}</p> : null;
    case 'empty':
      return (
        <div className="locality-search__empty">
          <p className="locality-search__empty-title">{texts.none}</p>
          <p className="locality-search__hint">{texts.noneHint}</p>
        </div>
      );
    case 'failed':
      return (
        <div className="locality-search__failed">
          <p>{texts.failed}</p>
          <Button type="button" size="small" text label={texts.retry} onClick={state.retry} />
        </div>
      );
    default:
      return null;
  }
}
