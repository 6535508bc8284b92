import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { queueMoveOf } from '@/lib/keyboard-shortcuts';
import { listScroll, rememberListScroll, returnPlan, seenTicket, type ReturnPlan } from './queue-memory';
import { cursorStep, queueItemOf, queueItems, rowClickOf } from './queue-rows';
import { queueRouteState, ticketPath } from './queue-state';

/** A modal dialog or drawer is open: the list's keys would act behind it. */
const layerOpen = () => document.querySelector('[aria-modal="true"]') !== null;

/** The attribute that marks the row of the ticket seen last (with aria-current and its description). */
export const SEEN_ATTRIBUTE = 'data-visto';

export interface QueueRowsOptions {
  /** Id of the element holding the rows (the table's box: the same on a phone, with cards). */
  containerId: string;
  /** Id of the text that describes the row of the ticket seen last ('Último chamado aberto'). */
  seenNoteId: string;
  /** The list's query as it shows now (the queue a ticket opened from it walks). */
  search: string;
  /** The ids of the tickets on screen, in order; undefined while they load. */
  ids: readonly number[] | undefined;
}

/**
 * The tickets list as a workspace: a click anywhere on a row opens its ticket (a middle or Ctrl/⌘ click
 * in a new tab), 'j'/'k' move a cursor (the focus) through the rows and Enter opens the row's ticket;
 * the ticket opened last is marked when its row shows; and the list, left for a ticket, opens again where
 * it was scrolled. A ticket opened from here carries the queue (the list's query and the page's ids),
 * for 'Próximo' and 'Anterior' on its page. One listener of each kind for the whole list, none per row.
 * Returns the id of the ticket seen last (the row marked).
 */
export function useQueueRows({ containerId, seenNoteId, search, ids }: QueueRowsOptions): number | null {
  const navigate = useNavigate();
  // Read once as the list opens (StrictMode's second run of the effects must not read what the first
  // one's clean-up wrote).
  const [{ seen, plan }] = useState(() => {
    const seen = seenTicket();
    return { seen: seen?.id ?? null, plan: returnPlan(search, listScroll(), seen) };
  });
  const latest = useRef({ search, ids });
  useLayoutEffect(() => {
    latest.current = { search, ids };
  });

  const open = useCallback(
    (id: number, newTab: boolean) => {
      if (newTab) {
        window.open(ticketPath(id), '_blank', 'noopener');
        return;
      }
      const { search: list, ids: shown } = latest.current;
      void navigate(ticketPath(id), { state: queueRouteState({ list, ids: [...(shown ?? [])] }) });
    },
    [navigate],
  );

  useRowActivation(containerId, open);
  useRowCursor(containerId, seen);
  useSeenMark(containerId, seenNoteId, seen);
  useScrollReturn(containerId, plan, latest);
  return seen;
}

/** One click, middle-click and Enter listener on the rows' box for every row. */
function useRowActivation(containerId: string, open: (id: number, newTab: boolean) => void) {
  useEffect(() => {
    const container = document.getElementById(containerId);
    if (!container) return undefined;
    const onClick = (event: MouseEvent) => {
      const row = queueItemOf(event.target, container);
      if (!row) return;
      const action = rowClickOf(event, row, window.getSelection()?.toString() ?? '');
      if (!action) return;
      event.preventDefault();
      open(row.id, action === 'new-tab');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.altKey || event.shiftKey || event.defaultPrevented) return;
      const row = queueItemOf(event.target, container);
      // Enter on the row itself (the cursor); on its link or a button inside, they act as they do.
      if (!row || event.target !== row.item) return;
      event.preventDefault();
      open(row.id, event.ctrlKey || event.metaKey);
    };
    container.addEventListener('click', onClick);
    container.addEventListener('auxclick', onClick);
    container.addEventListener('keydown', onKeyDown);
    return () => {
      container.removeEventListener('click', onClick);
      container.removeEventListener('auxclick', onClick);
      container.removeEventListener('keydown', onKeyDown);
    };
  }, [containerId, open]);
}

/** Gives a row the focus as the cursor: in sight below the fixed top bar and the table's header. */
function focusRow(item: HTMLElement): void {
  if (!item.hasAttribute('tabindex')) item.tabIndex = -1;
  item.focus({ preventScroll: true });
  item.scrollIntoView?.({ block: 'nearest' });
}

/** 'j' and 'k' anywhere on the page but in a field, a menu or a dialog: the cursor is the row's focus. */
function useRowCursor(containerId: string, seen: number | null) {
  useEffect(() => {
    // The row the cursor was on when the focus went elsewhere (a click outside the rows): it goes on from there.
    let cursor: HTMLElement | null = null;
    const onKeyDown = (event: KeyboardEvent) => {
      const move = queueMoveOf(event, layerOpen());
      const container = document.getElementById(containerId);
      if (!move || !container) return;
      const items = queueItems(container);
      const focused = items.findIndex((item) => item.contains(document.activeElement));
      const remembered = cursor ? items.indexOf(cursor) : -1;
      const current = focused >= 0 ? focused : remembered >= 0 ? remembered : null;
      const anchorIndex = items.findIndex((item) => item.hasAttribute(SEEN_ATTRIBUTE));
      const to = cursorStep(
        items.length,
        current,
        seen !== null && anchorIndex >= 0 ? anchorIndex : null,
        move,
      );
      if (to === null) return;
      event.preventDefault();
      cursor = items[to];
      focusRow(cursor);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [containerId, seen]);
}

/**
 * Marks the row of the ticket seen last whenever it is drawn (the rows of a new page come in stages, a
 * phone draws cards): an attribute for the look, aria-current and a description for assistive technology.
 * Attributes the rows' own rendering never sets, so a new render keeps them.
 */
function useSeenMark(containerId: string, seenNoteId: string, seen: number | null) {
  useEffect(() => {
    const container = document.getElementById(containerId);
    if (!container || seen === null) return undefined;
    // One look-up by the ticket's address for each batch of changes, however many rows came in.
    const mark = () => {
      const link = container.querySelector(`a[href="${ticketPath(seen)}"]`);
      const item = link && queueItemOf(link, container)?.item;
      if (!item || item.hasAttribute(SEEN_ATTRIBUTE)) return;
      item.setAttribute(SEEN_ATTRIBUTE, '');
      item.setAttribute('aria-current', 'true');
      item.setAttribute('aria-describedby', seenNoteId);
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [containerId, seenNoteId, seen]);
}

/** Whether an element is wholly on screen below the fixed top bar. */
function onScreen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const top =
    Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--app-topbar-height')) ||
    0;
  return box.top >= top && box.bottom <= window.innerHeight;
}

/**
 * Remembers how far the list is scrolled as it is left, and as it opens again on the same query (back,
 * 'Voltar para chamados', the breadcrumb) scrolls back there once its rows are all drawn (a page of 100
 * comes in stages); the ticket seen since is brought into view when it is off screen. The user's own
 * scroll, wheel, touch or key first wins.
 */
function useScrollReturn(
  containerId: string,
  plan: ReturnPlan,
  latest: { current: { search: string; ids: readonly number[] | undefined } },
) {
  // A layout effect: its clean-up runs as the list leaves the page, before the next page's own layout
  // effects (a ticket scrolls to its top) and before the browser reports the scroll the change causes.
  useLayoutEffect(() => {
    let y = window.scrollY;
    const onScroll = () => {
      y = window.scrollY;
    };
    // The query the list shows as it is left (its page, tab, search), not the one it opened with.
    const searchNow = () => latest.current.search;
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      rememberListScroll(searchNow(), y);
    };
  }, [latest]);

  useEffect(() => {
    const container = document.getElementById(containerId);
    const nothingToDo = plan.scrollTo === null && plan.reveal === null;
    // (A browser without ResizeObserver, such as jsdom, opens the list at its top.)
    if (!container || nothingToDo || typeof ResizeObserver === 'undefined') return undefined;
    const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    const observer = new ResizeObserver(() => attempt());
    const stop = () => {
      observer.disconnect();
      for (const input of inputs) window.removeEventListener(input, stop, true);
    };
    const attempt = () => {
      const { ids } = latest.current;
      const items = queueItems(container);
      if (!ids || items.length < ids.length) return;
      if (plan.scrollTo !== null && plan.scrollTo !== window.scrollY)
        window.scrollTo({ top: plan.scrollTo, behavior: 'instant' });
      const seen = items.find((item) => queueItemOf(item, container)?.id === plan.reveal);
      if (seen && !onScreen(seen)) seen.scrollIntoView?.({ block: 'center', behavior: 'instant' });
      stop();
    };
    for (const input of inputs) window.addEventListener(input, stop, { capture: true, passive: true });
    observer.observe(container);
    return stop;
  }, [containerId, plan, latest]);
}
