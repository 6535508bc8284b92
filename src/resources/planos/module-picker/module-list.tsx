import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/primereact/checkbox';
import { useId } from 'react';
import type { Modulo } from '@generated/api/model';
import { formatBrl } from '@/lib/format/currency';
import { BASIC_MODULE, moduleLabel } from './module-choice';
import { moduleTexts as texts } from './module-texts';

export interface ModuleListProps {
  items: readonly Modulo[];
  isChosen: (id: number) => boolean;
  onToggle: (module: Modulo, chosen: boolean) => void;
  busy: boolean;
}

/**
 * The modules as checkboxes: 'CODIGO - DESCRIÇÃO' and the monthly value. BASICO shows ticked and locked,
 * with a note saying it is always included.
 */
export function ModuleList({ items, isChosen, onToggle, busy }: ModuleListProps) {
  const ids = useId();
  return (
    <ul className="module-picker__options" aria-label={texts.available} aria-busy={busy}>
      {items.map((module) => {
        const inputId = `${ids}-${module.id}`;
        const locked = module.codigo === BASIC_MODULE;
        const chosen = locked || isChosen(module.id);
        return (
          <li
            key={module.id}
            className={`module-picker__option${chosen ? ' module-picker__option--chosen' : ''}`}
          >
            <Checkbox
              inputId={inputId}
              checked={chosen}
              disabled={locked}
              onChange={(event) => onToggle(module, event.checked === true)}
              aria-describedby={locked ? `${inputId}-value ${inputId}-note` : `${inputId}-value`}
            />
            <label htmlFor={inputId} className="module-picker__option-label">
              {moduleLabel(module)}
            </label>
            {locked && (
              <span id={`${inputId}-note`} className="module-picker__locked" title={texts.basicNote}>
                <i className="pi pi-lock" aria-hidden="true" /> {texts.basicIncluded}
              </span>
            )}
            <span id={`${inputId}-value`} className="module-picker__money">
              {formatBrl(module.valor)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export interface ModulePagerProps {
  /** 0-based. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
  disabled: boolean;
}

/** 'Página anterior' / 'Página X de Y' / 'Próxima página'. */
export function ModulePager({ page, pages, onPage, disabled }: ModulePagerProps) {
  return (
    <nav className="module-picker__pager" aria-label={texts.pagination}>
      <Button
        type="button"
        icon="pi pi-angle-left"
        text
        rounded
        size="small"
        aria-label={texts.previousPage}
        title={texts.previousPage}
        disabled={disabled || page <= 0}
        onClick={() => onPage(page - 1)}
      />
      <span aria-live="polite">{texts.pageOf(page + 1, pages)}</span>
      <Button
        type="button"
        icon="pi pi-angle-right"
        text
        rounded
        size="small"
        aria-label={texts.nextPage}
        title={texts.nextPage}
        disabled={disabled || page >= pages - 1}
        onClick={() => onPage(page + 1)}
      />
    </nav>
  );
}
