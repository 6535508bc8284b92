import { getSessionSnapshot, subscribeSession } from '@/lib/session/session-state';

/*
 * What the queue remembers of the agent's place, for this tab (sessionStorage: a reload keeps it), until
 * sign-out: the ticket opened last (its row is marked when the list shows it again) and where the list
 * was scrolled when it was left, with the list's query it was scrolled in.
 */

const SEEN_KEY = 'retaguarda:chamados:visto';
const SCROLL_KEY = 'retaguarda:chamados:rolagem';

/** The ticket opened last, and when (ms). */
export interface SeenTicket {
  id: number;
  at: number;
}

/** Where the list was left: its query, how far down the page it was scrolled (px), and when (ms). */
export interface ListScroll {
  search: string;
  y: number;
  at: number;
}

function read<T>(key: string, valid: (value: Record<string, unknown>) => boolean): T | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    return value && typeof value === 'object' && valid(value as Record<string, unknown>)
      ? (value as T)
      : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A refused storage only loses the convenience: the list opens at its top, no row marked.
  }
}

/** The ticket's page showed it: its row is marked on the list from now on. */
export function rememberSeenTicket(id: number, at = Date.now()): void {
  write(SEEN_KEY, { id, at } satisfies SeenTicket);
}

export function seenTicket(): SeenTicket | null {
  return read<SeenTicket>(SEEN_KEY, (value) => Number.isInteger(value.id) && typeof value.at === 'number');
}

/** The list is being left scrolled `y` px down while it showed `search`. */
export function rememberListScroll(search: string, y: number, at = Date.now()): void {
  write(SCROLL_KEY, { search, y, at } satisfies ListScroll);
}

export function listScroll(): ListScroll | null {
  return read<ListScroll>(
    SCROLL_KEY,
    (value) =>
      typeof value.search === 'string' && typeof value.y === 'number' && typeof value.at === 'number',
  );
}

/** What the list does as it opens again: scroll back to where it was left, bring the ticket seen into view. */
export interface ReturnPlan {
  /** The scroll (px) to restore: the list shows the query it was left in. */
  scrollTo: number | null;
  /** The ticket to bring into view (if its row is on the page and off screen): opened since the list was left. */
  reveal: number | null;
}

/**
 * The plan for a list opening with `search`: the scroll it was left at when it shows the same query
 * (back, 'Voltar para chamados', the breadcrumb); the ticket seen since it was left brought into view,
 * which also covers a queue walked to another page ('Próximo' past the page's end: the list opens there).
 */
export function returnPlan(search: string, left: ListScroll | null, seen: SeenTicket | null): ReturnPlan {
  const same = left !== null && left.search === search;
  const seenSince = seen !== null && (left === null || seen.at >= left.at);
  return { scrollTo: same ? left.y : null, reveal: seenSince ? seen.id : null };
}

subscribeSession(() => {
  if (getSessionSnapshot().status !== 'signed-out') return;
  try {
    sessionStorage.removeItem(SEEN_KEY);
    sessionStorage.removeItem(SCROLL_KEY);
  } catch {
    // Nothing was kept.
  }
});
