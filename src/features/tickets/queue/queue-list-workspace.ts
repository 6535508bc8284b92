import type { NavigateFunction } from 'react-router-dom';
import { queueMoveOf } from '@/lib/keyboard-shortcuts';
import { listScroll, rememberListScroll, returnPlan, seenTicket, type ReturnPlan } from './queue-memory';
import { cursorStep, queueItemOf, queueItems, rowClickOf } from './queue-rows';
import { queueRouteState, ticketPath } from './queue-state';
import './queue-rows.css';

/*
 * The tickets list as a workspace, attached to the list's rows once it is on screen (loaded after the
 * list's first paint: use-queue-workspace.ts): a click anywhere on a row opens its ticket (a middle or
 * Ctrl/⌘ click in a new tab), 'j'/'k' move a cursor (the focus) through the rows and Enter opens the
 * row's ticket; the ticket opened last is marked when its row shows; and the list, left for a ticket,
 * opens again where it was scrolled. A ticket opened from here carries the queue (the list's query and
 * the page's ids) for 'Próximo' and 'Anterior' on its page. One listener of each kind for the whole
 * list, none per row: a page of 100 rows costs nothing more to draw.
 */

/** A modal dialog or drawer is open: the list's keys would act behind it. */
const layerOpen = () => document.querySelector('[aria-modal="true"]') !== null;

/** The attribute that marks the row of the ticket seen last (with aria-current and its description). */
const SEEN_ATTRIBUTE = 'data-visto';
/** On the rows' box once the workspace listens (its keys and clicks act from then on). */
export const WORKSPACE_ATTRIBUTE = 'data-queue-workspace';

/** What the list shows now. */
export interface ListNow {
  /** The list's query (the queue a ticket opened from it walks). */
  search: string;
  /** The ids of the tickets on screen, in order; undefined while they load. */
  ids: readonly number[] | undefined;
}

export interface QueueWorkspaceOptions {
  /** The element holding the rows (the table's box: the same on a phone, with cards). */
  container: HTMLElement;
  /** Id of the text that describes the row of the ticket seen last ('Último chamado aberto'). */
  seenNoteId: string;
  navigate: NavigateFunction;
  now: () => ListNow;
}

/** Starts the workspace on the list's rows; the function returned stops it (the list is being left). */
export function attachQueueWorkspace({
  container,
  seenNoteId,
  navigate,
  now,
}: QueueWorkspaceOptions): () => void {
  const seen = seenTicket();
  const plan = returnPlan(now().search, listScroll(), seen);
  const open = (id: number, newTab: boolean) => {
    if (newTab) {
      window.open(ticketPath(id), '_blank', 'noopener');
      return;
    }
    const { search: list, ids } = now();
    void navigate(ticketPath(id), { state: queueRouteState({ list, ids: [...(ids ?? [])] }) });
  };
  const stops = [
    rowActivation(container, open),
    rowCursor(container, seen?.id ?? null),
    seen ? seenMark(container, seenNoteId, seen.id) : () => undefined,
    scrollReturn(container, plan, now),
  ];
  container.setAttribute(WORKSPACE_ATTRIBUTE, '');
  return () => {
    container.removeAttribute(WORKSPACE_ATTRIBUTE);
    for (const stop of stops) stop();
  };
}

/** One click, middle-click and Enter listener on the rows' box for every row. */
function rowActivation(container: HTMLElement, open: (id: number, newTab: boolean) => void): () => void {
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
}

/** Gives a row the focus as the cursor: in sight below the fixed top bar and the table's header. */
function focusRow(item: HTMLElement): void {
  if (!item.hasAttribute('tabindex')) item.tabIndex = -1;
  item.focus({ preventScroll: true });
  item.scrollIntoView?.({ block: 'nearest' });
}

/** 'j' and 'k' anywhere on the page but in a field, a menu or a dialog: the cursor is the row's focus. */
function rowCursor(container: HTMLElement, seen: number | null): () => void {
  // The row the cursor was on when the focus went elsewhere (a click outside the rows): it goes on from there.
  let cursor: HTMLElement | null = null;
  const onKeyDown = (event: KeyboardEvent) => {
    const move = queueMoveOf(event, layerOpen());
    if (!move) return;
    const items = queueItems(container);
    const focused = items.findIndex((item) => item.contains(document.activeElement));
    const remembered = cursor ? items.indexOf(cursor) : -1;
    const current = focused >= 0 ? focused : remembered >= 0 ? remembered : null;
    const anchor = seen === null ? -1 : items.findIndex((item) => item.hasAttribute(SEEN_ATTRIBUTE));
    const to = cursorStep(items.length, current, anchor >= 0 ? anchor : null, move);
    if (to === null) return;
    event.preventDefault();
    cursor = items[to];
    focusRow(cursor);
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}

/**
 * Marks the row of the ticket seen last whenever it is drawn (the rows of a new page come in stages, a
 * phone draws cards): an attribute for the look, aria-current and a description for assistive technology.
 * Attributes the rows' own rendering never sets, so a new render keeps them.
 */
function seenMark(container: HTMLElement, seenNoteId: string, seen: number): () => void {
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
 * Remembers how far the list is scrolled as it is left (the stop runs as the list leaves the page, before
 * the next page scrolls), and as it opens again on the same query (back, 'Voltar para chamados', the
 * breadcrumb) scrolls back there once its rows are all drawn (a page of 100 comes in stages); the ticket
 * seen since is brought into view when it is off screen. The user's own scroll, wheel, touch or key first
 * wins.
 */
function scrollReturn(container: HTMLElement, plan: ReturnPlan, now: () => ListNow): () => void {
  let y = window.scrollY;
  const onScroll = () => {
    y = window.scrollY;
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  const restoring = restore(container, plan, now);
  return () => {
    restoring();
    window.removeEventListener('scroll', onScroll);
    rememberListScroll(now().search, y);
  };
}

function restore(container: HTMLElement, plan: ReturnPlan, now: () => ListNow): () => void {
  // (A browser without ResizeObserver, such as jsdom, opens the list at its top.)
  if ((plan.scrollTo === null && plan.reveal === null) || typeof ResizeObserver === 'undefined')
    return () => undefined;
  const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const stop = () => {
    observer.disconnect();
    for (const input of inputs) window.removeEventListener(input, stop, true);
  };
  const attempt = () => {
    const { ids } = now();
    const items = queueItems(container);
    if (!ids || items.length < ids.length) return;
    if (plan.scrollTo !== null && plan.scrollTo !== window.scrollY)
      window.scrollTo({ top: plan.scrollTo, behavior: 'instant' });
    const seen = items.find((item) => queueItemOf(item, container)?.id === plan.reveal);
    if (seen && !onScreen(seen)) seen.scrollIntoView?.({ block: 'center', behavior: 'instant' });
    stop();
  };
  // Each time the rows' box grows (a stage of rows drawn), in the frame it is laid out, before its paint.
  const observer = new ResizeObserver(attempt);
  for (const input of inputs) window.addEventListener(input, stop, { capture: true, passive: true });
  observer.observe(container);
  return stop;
}
