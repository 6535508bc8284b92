import { Button } from '@/ui/button';
import type { MenuItem } from 'primereact/menuitem';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Situacao } from '@generated/api/model';
import { useIntent } from '@/ui/use-intent';
import { PopupMenu, type PopupMenuHandle } from '@/ui/popup-menu';
import { uiText } from '@/lib/messages';
import { useListLoadFailed } from './views/list-load-state';
import { fittingTabs } from './list-tabs-fit';
import { listTexts } from './list-texts';
import './list-tabs.css';

export interface ListTab<V extends string> {
  value: V;
  label: string;
  /** How many records the tab holds, shown beside its label ('Aberto 12'); absent while unknown. */
  count?: number;
}

/** The resource lists' tabs: Todos / 'Ativos' / 'Inativos' (ALL, no filter; UNLOCK / LOCK by ativo). */
export const SITUACAO_TABS: ReadonlyArray<ListTab<Situacao>> = [
  { value: 'ALL', label: listTexts.all },
  { value: 'UNLOCK', label: uiText.active },
  { value: 'LOCK', label: uiText.inactive },
];

const tabsTexts = {
  more: 'Mais',
  /** Accessible name of the overflow control: 'Mais 3 situações'. */
  moreLabel: (count: number): string => `Mais ${count} ${count === 1 ? 'situação' : 'situações'}`,
} as const;

/** The tablist's border and padding, and the gap before the 'Mais' control (px). */
const TABLIST_CHROME = 8;

interface ListTabsProps<V extends string> {
  tabs: ReadonlyArray<ListTab<V>>;
  value: V;
  onChange: (value: V) => void;
  /** The user is about to select a tab (a pointer resting on it). */
  onIntent?: (value: V) => void;
  /** Id of the element the tabs filter (the table region). */
  controls: string;
  /** Accessible name of the tablist (default 'Situação dos registros'). */
  label?: string;
  className?: string;
}

function TabContent({ tab }: { tab: ListTab<string> }) {
  return (
    <>
      {tab.label}
      {tab.count !== undefined && (
        <>
          {' '}
          <span className="resource-list__tab-count">{tab.count}</span>
        </>
      )}
    </>
  );
}

/** The widths the row needs (px): each tab's, the 'Mais' control's, and the room the row has. */
interface TabWidths {
  widths: number[];
  moreWidth: number;
  available: number;
}

/**
 * The indexes of the tabs shown on the row, from an invisible copy of every tab measured against
 * the width of the row's container: when they do not all fit, the first ones stay and the rest go to
 * the 'Mais' menu (the selected one among those shows at the row's end, list-tabs-fit.ts, so the row's
 * order never changes with the selection). Measured again when the container or any label changes; a
 * new selection only computes again from those widths (no reading of the layout on a tab change).
 */
function useFittingTabs(count: number, selected: number, labels: string) {
  const barRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<TabWidths | null>(null);

  useLayoutEffect(() => {
    const bar = barRef.current;
    const measure = measureRef.current;
    const container = bar?.parentElement;
    if (!bar || !measure || !container) return;
    const fit = () => {
      // Not laid out (hidden, or no layout engine): nothing to measure, every tab stays.
      if (container.clientWidth === 0) return setMeasured(null);
      const items = [...measure.children] as HTMLElement[];
      const next = {
        widths: items.slice(0, count).map((item) => item.getBoundingClientRect().width),
        moreWidth: (items[count]?.getBoundingClientRect().width ?? 0) + TABLIST_CHROME,
        available: container.clientWidth - TABLIST_CHROME,
      };
      setMeasured((current) =>
        current && JSON.stringify(current) === JSON.stringify(next) ? current : next,
      );
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(container);
    return () => observer.disconnect();
  }, [count, labels]);

  const shown = useMemo(
    () => measured && fittingTabs(measured.widths, selected, measured.available, measured.moreWidth),
    [measured, selected],
  );
  return { barRef, measureRef, shown };
}

/**
 * A list's tabs (the resource lists' situação, the tickets' status): a tablist with arrow-key, Home
 * and End navigation over every tab, where moving to a tab selects it. Tabs that do not fit the row
 * go to a 'Mais' menu beside it (the selected tab always shows on the row, the others never move), so
 * none is ever clipped. No tab is selected when `value` is none of them.
 * While the list they control failed to load (ListPageFrame's load state), they show no counts.
 */
export function ListTabs<V extends string>({
  tabs: given,
  value,
  onChange,
  onIntent,
  controls,
  label,
  className,
}: ListTabsProps<V>) {
  // A list that failed to load has no counts to agree with: its tabs show none until it loads.
  const failed = useListLoadFailed();
  const tabs = useMemo(
    (): ReadonlyArray<ListTab<V>> =>
      failed ? given.map((tab) => ({ value: tab.value, label: tab.label })) : given,
    [failed, given],
  );
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const menu = useRef<PopupMenuHandle>(null);
  /** The tab a key moved to: focused once it is rendered on the row. */
  const pendingFocus = useRef<V | null>(null);
  const selectedIndex = tabs.findIndex((tab) => tab.value === value);
  const labels = tabs.map((tab) => `${tab.label}${tab.count ?? ''}`).join('|');
  const { barRef, measureRef, shown } = useFittingTabs(tabs.length, selectedIndex, labels);
  // What a tab would show starts loading as the pointer rests on it.
  const intent = useIntent(onIntent);
  const visible = shown ? shown.map((index) => tabs[index]).filter(Boolean) : tabs;
  const hidden = tabs.filter((tab) => !visible.includes(tab));

  // A tab chosen from the menu, or by a key, may be on the row only after the next fit: focus it then.
  useEffect(() => {
    const target = pendingFocus.current === null ? undefined : refs.current.get(pendingFocus.current);
    if (!target) return;
    target.focus();
    pendingFocus.current = null;
  });

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const target = tabs[(moves[event.key] + tabs.length) % tabs.length];
    pendingFocus.current = target.value;
    refs.current.get(target.value)?.focus();
    onChange(target.value);
  };

  const menuItems: MenuItem[] = hidden.map((tab) => ({
    label: tab.count === undefined ? tab.label : `${tab.label} (${tab.count})`,
    command: () => {
      pendingFocus.current = tab.value;
      onChange(tab.value);
    },
  }));

  return (
    <div ref={barRef} className="resource-list__tabs-bar">
      <div
        role="tablist"
        aria-label={label ?? listTexts.tabsLabel}
        className={['resource-list__tabs', className].filter(Boolean).join(' ')}
      >
        {visible.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                if (element) refs.current.set(tab.value, element);
                else refs.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={controls}
              // No tab selected (another control shows what the list holds): the first one takes the focus.
              tabIndex={selected || (selectedIndex < 0 && tab === visible[0]) ? 0 : -1}
              className={`resource-list__tab${selected ? ' resource-list__tab--selected' : ''}`}
              onClick={() => onChange(tab.value)}
              onKeyDown={(event) => onKeyDown(event, tabs.indexOf(tab))}
              {...(selected ? {} : intent(tab.value))}
            >
              <TabContent tab={tab} />
            </button>
          );
        })}
      </div>
      {hidden.length > 0 && (
        <>
          <Button
            type="button"
            size="small"
            text
            className="resource-list__tabs-more"
            icon="pi pi-chevron-down"
            iconPos="right"
            label={tabsTexts.more}
            aria-label={tabsTexts.moreLabel(hidden.length)}
            aria-haspopup="menu"
            onClick={(event) => menu.current?.toggle(event)}
          />
          <PopupMenu ref={menu} model={menuItems} className="resource-list__tabs-menu" />
        </>
      )}
      <div className="resource-list__tabs-measure" aria-hidden="true">
        <div ref={measureRef} className="resource-list__tabs-measure-row">
          {tabs.map((tab) => (
            <span key={tab.value} className="resource-list__tab resource-list__tab--selected">
              <TabContent tab={tab} />
            </span>
          ))}
          <span className="p-button p-button-sm p-button-text">
            {tabsTexts.more}
            <span className="pi pi-chevron-down" style={{ marginLeft: '0.5rem' }} />
          </span>
        </div>
      </div>
    </div>
  );
}
