import { useEffect, useEffectEvent, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { takeTypedAhead } from '@/lib/keyboard-typeahead';
import { readRecentItems, rememberRecentItem } from '@/lib/navigation/recent-items';
import { usePermissions } from '@/lib/permissions/use-permissions';
import { useCurrentUser } from '@/lib/session/session-store';
import { Dialog } from '@/ui/primereact/dialog';
import { useDebouncedValue } from '@/ui/use-debounced-value';
import {
  navigationSections,
  searchableResources,
  type PaletteItem,
  type PaletteSection,
} from './palette-items';
import { MIN_RECORD_SEARCH, useRecordSearch } from './use-record-search';
import './command-palette.css';

/** The wait after the last key before the records are asked for (the pages and routines answer at once). */
const RECORD_SEARCH_DEBOUNCE_MS = 250;

export interface CommandPaletteProps {
  visible: boolean;
  onHide: () => void;
}

function statusText(query: string, count: number, searching: boolean): string {
  if (searching) return 'Buscando registros…';
  if (count === 0)
    return query.trim()
      ? 'Nenhum resultado'
      : 'Digite o nome de uma rotina, ou o código ou o nome de um registro';
  return count === 1 ? '1 resultado' : `${count} resultados`;
}

/**
 * The quick search (Ctrl/⌘+K): before typing, the items last opened from it; then the pages, routines and
 * new-record forms the user may open, and records found by code or name through the list calls. A
 * combobox over a list of options: arrows move, Enter opens, Escape closes (focus goes back where it was).
 * What was typed from Ctrl/⌘+K until its field had the focus comes into the field (takeTypedAhead); an
 * Enter typed meanwhile opens the first result once the results are in.
 */
export function CommandPalette({ visible, onHide }: CommandPaletteProps) {
  const navigate = useNavigate();
  const flags = usePermissions();
  const user = useCurrentUser();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const recordQuery = useDebouncedValue(query, RECORD_SEARCH_DEBOUNCE_MS);
  const resources = useMemo(() => searchableResources(flags), [flags]);
  const records = useRecordSearch(recordQuery, resources);

  const sections: PaletteSection[] = useMemo(() => {
    if (query.trim() === '') {
      const recents = readRecentItems(user.id);
      return [{ title: 'Recentes', items: recents }, ...navigationSections(flags, '')].filter(
        (section) => section.items.length > 0,
      );
    }
    return [
      ...navigationSections(flags, query),
      ...(query.trim().length >= MIN_RECORD_SEARCH ? records.sections : []),
    ];
  }, [query, flags, user.id, records.sections]);
  const items = sections.flatMap((section) => section.items);
  const current = Math.min(active, Math.max(items.length - 1, 0));
  const optionId = (index: number) => `${ids}-opcao-${index}`;
  const searching = records.searching || (query !== recordQuery && query.trim().length >= MIN_RECORD_SEARCH);
  /** An Enter typed before the field had the focus, waiting for the results of what was typed with it. */
  const pendingEnter = useRef(false);

  // Closed, it starts afresh next time (it stays mounted, hidden, once opened).
  const [shown, setShown] = useState(visible);
  if (shown !== visible) {
    setShown(visible);
    if (!visible) {
      setQuery('');
      setActive(0);
    }
  }
  const hide = () => {
    pendingEnter.current = false;
    onHide();
  };
  const choose = (item: PaletteItem) => {
    rememberRecentItem(user.id, item);
    hide();
    void navigate(item.to);
  };

  // The typed-ahead Enter opens the first result once the search has settled (no result: it stays open).
  const enterTypedAhead = useEffectEvent(() => {
    if (!pendingEnter.current || searching) return;
    pendingEnter.current = false;
    if (items[current]) choose(items[current]);
  });
  useEffect(() => enterTypedAhead(), [query, searching]);

  /** The field has the focus: what was typed ahead goes into it. */
  const onShow = () => {
    input.current?.focus();
    const typed = takeTypedAhead();
    if (typed.escape) return hide();
    if (!typed.text) {
      // Enter alone: the first of what the field offers before any typing, as it would with the focus.
      if (typed.enter && items[current]) choose(items[current]);
      return;
    }
    pendingEnter.current = typed.enter;
    setQuery(typed.text);
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: current + 1 > last ? 0 : current + 1,
      ArrowUp: current - 1 < 0 ? last : current - 1,
    };
    if (event.key in moves && items.length > 0) {
      event.preventDefault();
      setActive(moves[event.key]);
      document.getElementById(optionId(moves[event.key]))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && items[current]) {
      event.preventDefault();
      choose(items[current]);
    }
  };

  let index = -1;
  return (
    <Dialog
      visible={visible}
      onHide={hide}
      header="Busca rápida"
      position="top"
      modal
      dismissableMask
      draggable={false}
      resizable={false}
      className="command-palette"
      focusOnShow={false}
      onShow={onShow}
    >
      <input
        type="text"
        role="combobox"
        aria-label="Buscar rotinas, páginas e registros"
        aria-expanded={items.length > 0}
        aria-controls={`${ids}-lista`}
        aria-activedescendant={items.length > 0 ? optionId(current) : undefined}
        aria-autocomplete="list"
        autoComplete="off"
        ref={input}
        className="p-inputtext p-component command-palette__input"
        placeholder="Rotina, página, código ou nome de um registro"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <p className="command-palette__status" role="status">
        {statusText(query, items.length, searching)}
      </p>
      <div id={`${ids}-lista`} role="listbox" aria-label="Resultados" className="command-palette__list">
        {/* Two sections may share a title (the routines' pages, and the records of the Rotinas resource). */}
        {sections.map((section, sectionIndex) => (
          <div
            key={`${sectionIndex}-${section.title}`}
            role="group"
            aria-labelledby={`${ids}-grupo-${sectionIndex}`}
            className="command-palette__group"
          >
            <div
              id={`${ids}-grupo-${sectionIndex}`}
              role="presentation"
              className="command-palette__group-title"
            >
              {section.title}
            </div>
            {section.items.map((item) => {
              index += 1;
              const position = index;
              return (
                <div
                  key={item.id}
                  id={optionId(position)}
                  role="option"
                  aria-selected={position === current}
                  className="command-palette__option"
                  onMouseMove={() => setActive(position)}
                  onClick={() => choose(item)}
                >
                  <i className={`${item.icon} command-palette__icon`} aria-hidden="true" />
                  <span className="command-palette__label">{item.label}</span>
                  <span className="command-palette__detail">{item.detail}</span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </Dialog>
  );
}
