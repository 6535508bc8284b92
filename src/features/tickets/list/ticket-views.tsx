import { memo, useRef, type KeyboardEvent } from 'react';
import { useListContext, useListLoadFailed } from '@/kit';
import { useIntent } from '@/ui/use-intent';
import type { TicketTab, TicketView } from './ticket-list-state';
import { ticketListTexts } from './ticket-list-texts';
import type { TicketViewTab } from './ticket-tabs';

interface TicketViewsProps {
  views: readonly TicketViewTab[];
  /** The list's tab: a view, or a status tab (then no view is selected). */
  value: TicketTab;
  onChange: (view: TicketView) => void;
  /** The user is about to pick a view (a pointer resting on it): its rows can start loading. */
  onIntent: (view: TicketView) => void;
  /** Id of the table region the views fill. */
  controls: string;
}

/** The views of the page's list (ListPageFrame's): its tab, and picking one. */
export function TicketViews({ views }: { views: readonly TicketViewTab[] }) {
  const list = useListContext();
  const { setTab, prefetchTab } = list.actions;
  return (
    <TicketViewsTabs
      views={views}
      value={list.tab as TicketTab}
      onChange={setTab}
      onIntent={prefetchTab}
      controls={list.tableId}
    />
  );
}

/**
 * The queue's views above the status tabs ('Atrasados', 'Sem responsável', 'Aguardando suporte', 'Meus'),
 * each with its count: a tablist in a fixed order that wraps on a narrow screen and never moves a view.
 * A view and a status tab are one choice (the URL's `tab`): while a status tab is chosen no view is
 * selected. Arrow keys, Home and End move among the views and pick them, as the status tabs do. While
 * the list failed to load (ListPageFrame's load state) they show no counts.
 */
const TicketViewsTabs = memo(function TicketViewsTabs({
  views,
  value,
  onChange,
  onIntent,
  controls,
}: TicketViewsProps) {
  const refs = useRef(new Map<TicketView, HTMLButtonElement>());
  const intent = useIntent(onIntent);
  const selectedIndex = views.findIndex((view) => view.value === value);
  // A list that failed to load has no counts to agree with: the views show none until it loads, as the tabs.
  const failed = useListLoadFailed();

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: views.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const target = views[(moves[event.key] + views.length) % views.length];
    refs.current.get(target.value)?.focus();
    onChange(target.value);
  };

  return (
    <div role="tablist" aria-label={ticketListTexts.viewsLabel} className="ticket-views">
      {views.map((view, index) => {
        const selected = index === selectedIndex;
        const alert = view.value === 'ATRASADOS' && (view.count ?? 0) > 0;
        return (
          <button
            key={view.value}
            ref={(element) => {
              if (element) refs.current.set(view.value, element);
              else refs.current.delete(view.value);
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={controls}
            tabIndex={selected || (selectedIndex < 0 && index === 0) ? 0 : -1}
            className={`ticket-views__view${selected ? ' ticket-views__view--selected' : ''}`}
            onClick={() => onChange(view.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            {...(selected ? {} : intent(view.value))}
          >
            <i className={view.icon} aria-hidden="true" />
            {view.label}
            {view.count !== undefined && !failed && (
              <>
                {' '}
                <span className={`ticket-views__count${alert ? ' ticket-views__count--alert' : ''}`}>
                  {view.count}
                </span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
});
