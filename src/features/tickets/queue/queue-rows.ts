import { ticketIdOfPath } from './queue-state';

/*
 * The queue's rows as the page draws them: a table row on a wide screen, a card (a list item) on a
 * phone; either holds its ticket's link (the title). The list's keyboard cursor, its whole-row click and
 * the mark of the ticket seen find the rows through those links, whatever draws them.
 */

const ITEM = 'tr, li';
const TICKET_LINK = 'a[href^="/dashboard/chamados/"]';

/** The ticket's id of a link, when it leads to a ticket's page. */
export function ticketIdOfLink(link: Element): number | null {
  return ticketIdOfPath(link.getAttribute('href') ?? '');
}

/** The ticket's link of a row (its title). */
export function ticketLinkOf(item: Element): HTMLAnchorElement | null {
  for (const link of item.querySelectorAll<HTMLAnchorElement>(TICKET_LINK)) {
    if (ticketIdOfLink(link) !== null) return link;
  }
  return null;
}

/** The queue's rows in `container`, in their order on the page. */
export function queueItems(container: ParentNode): HTMLElement[] {
  const items: HTMLElement[] = [];
  for (const link of container.querySelectorAll<HTMLAnchorElement>(TICKET_LINK)) {
    const item = link.closest<HTMLElement>(ITEM);
    if (item && ticketIdOfLink(link) !== null && items[items.length - 1] !== item) items.push(item);
  }
  return items;
}

/** The row holding `target`, with its ticket's link; null outside the queue's rows. */
export function queueItemOf(
  target: EventTarget | null,
  container: Element,
): { item: HTMLElement; link: HTMLAnchorElement; id: number } | null {
  if (!(target instanceof Element)) return null;
  const item = target.closest<HTMLElement>(ITEM);
  if (!item || !container.contains(item)) return null;
  const link = ticketLinkOf(item);
  const id = link && ticketIdOfLink(link);
  return link && id !== null ? { item, link, id } : null;
}

/** What keeps its own behaviour inside a row: links, buttons, fields, the checkbox, menus. */
const OWN_BEHAVIOUR = [
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  'label',
  'summary',
  '[role="button"]',
  '[role="checkbox"]',
  '[role="link"]',
  '[role="menu"]',
  '[role="menuitem"]',
  '[role="switch"]',
  '[contenteditable=""]',
  '[contenteditable="true"]',
].join(', ');

/** What a click on a row asks: open its ticket here, in a new tab, or nothing of the row's (null). */
export type RowClick = 'open' | 'new-tab' | null;

/**
 * A click (or a middle click, `auxclick`) on a row opens its ticket, like its title's link: a plain click
 * here (the title's link too, so the ticket's page knows the queue), Ctrl/⌘/Shift or the middle button in
 * a new tab. What has a behaviour of its own in the row keeps it (another link, a button, the checkbox, a
 * menu), a modified click on the title is the browser's, and a click that ends a text selection
 * (`selection`: the text selected) selects.
 */
export function rowClickOf(
  event: Pick<
    MouseEvent,
    'type' | 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'defaultPrevented' | 'target'
  >,
  row: { item: Element; link: Element },
  selection: string,
): RowClick {
  if (event.defaultPrevented || event.altKey) return null;
  const modified = event.ctrlKey || event.metaKey || event.shiftKey;
  const middle = event.type === 'auxclick' && event.button === 1;
  if (!middle && (event.type !== 'click' || event.button !== 0)) return null;
  const own = event.target instanceof Element ? event.target.closest(OWN_BEHAVIOUR) : null;
  if (own && row.item.contains(own)) return own === row.link && !modified && !middle ? 'open' : null;
  if (selection.trim() !== '') return null;
  return modified || middle ? 'new-tab' : 'open';
}

/**
 * The row the cursor goes to (an index of `count` rows) on a move from `current` (the row with the focus
 * or the cursor), else from `anchor` (the row of the ticket seen last: 'j' goes on below it), else the
 * first row; it stays at the list's ends. Null when there are no rows.
 */
export function cursorStep(
  count: number,
  current: number | null,
  anchor: number | null,
  move: 'next' | 'previous',
): number | null {
  if (count === 0) return null;
  const from = current ?? anchor;
  if (from === null) return 0;
  const to = from + (move === 'next' ? 1 : -1);
  return Math.min(Math.max(to, 0), count - 1);
}
