import { useRef, type KeyboardEvent } from 'react';
import type { Situacao } from '@generated/api/model';
import { uiText } from '@/lib/messages';
import { listTexts } from './list-texts';

export interface ListTab<V extends string> {
  value: V;
  label: string;
}

/** The resource lists' tabs: Todos / 'Ativos' / 'Inativos' (ALL, no filter; UNLOCK / LOCK by ativo). */
export const SITUACAO_TABS: ReadonlyArray<ListTab<Situacao>> = [
  { value: 'ALL', label: listTexts.all },
  { value: 'UNLOCK', label: uiText.active },
  { value: 'LOCK', label: uiText.inactive },
];

interface ListTabsProps<V extends string> {
  tabs: ReadonlyArray<ListTab<V>>;
  value: V;
  onChange: (value: V) => void;
  /** Id of the element the tabs filter (the table region). */
  controls: string;
  /** Accessible name of the tablist (default 'Situação dos registros'). */
  label?: string;
  className?: string;
}

/**
 * A list's tabs (the resource lists' situação, the tickets' status): a tablist with arrow-key, Home
 * and End navigation, where moving to a tab selects it. Many tabs scroll sideways on narrow screens.
 */
export function ListTabs<V extends string>({ tabs, value, onChange, controls, label, className }: ListTabsProps<V>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const target = (moves[event.key] + tabs.length) % tabs.length;
    refs.current[target]?.focus();
    onChange(tabs[target].value);
  };

  return (
    <div
      role="tablist"
      aria-label={label ?? listTexts.tabsLabel}
      className={['resource-list__tabs', className].filter(Boolean).join(' ')}
    >
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={controls}
            tabIndex={selected ? 0 : -1}
            className={`resource-list__tab${selected ? ' resource-list__tab--selected' : ''}`}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
