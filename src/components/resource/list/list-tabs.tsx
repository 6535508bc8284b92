import { useRef, type KeyboardEvent } from 'react';
import type { Situacao } from '@generated/api/model';
import { uiText } from '@/lib/messages';
import { listTexts } from './list-texts';

const TABS: ReadonlyArray<{ value: Situacao; label: string }> = [
  { value: 'ALL', label: listTexts.all },
  { value: 'UNLOCK', label: uiText.active },
  { value: 'LOCK', label: uiText.inactive },
];

interface ListTabsProps {
  value: Situacao;
  onChange: (value: Situacao) => void;
  /** Id of the element the tabs filter (the table region). */
  controls: string;
}

/** Todos / 'Ativos' / 'Inativos' (SPEC §4), a tablist with arrow-key navigation. */
export function ListTabs({ value, onChange, controls }: ListTabsProps) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const target = (moves[event.key] + TABS.length) % TABS.length;
    refs.current[target]?.focus();
    onChange(TABS[target].value);
  };

  return (
    <div role="tablist" aria-label={listTexts.tabsLabel} className="resource-list__tabs">
      {TABS.map((tab, index) => {
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
