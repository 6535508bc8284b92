import { getSessionSnapshot, subscribeSession } from '@/lib/session/session-state';

/** Something the user opened from the quick search: its name, what it is, where it is. */
export interface RecentItem {
  id: string;
  label: string;
  detail: string;
  to: string;
  icon: string;
}

/*
 * What the user last opened from the quick search, newest first: shown before anything is typed. Kept in
 * this browser per user (localStorage: a name and an address, nothing secret) and forgotten at sign-out,
 * so the next person at a shared workstation does not see them (the shell loads this module for that).
 */

const PREFIX = 'retaguarda:recentes:';
const KEPT = 8;

function keyOf(userId: number | string): string {
  return `${PREFIX}${userId}`;
}

export function readRecentItems(userId: number | string): RecentItem[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored.filter(
      (item): item is RecentItem =>
        typeof item === 'object' &&
        item !== null &&
        ['id', 'label', 'detail', 'to', 'icon'].every((field) => typeof item[field] === 'string'),
    );
  } catch {
    return [];
  }
}

/** Puts `item` first (once), keeping the last few. */
export function rememberRecentItem(userId: number | string, item: RecentItem): void {
  const items = [item, ...readRecentItems(userId).filter((recent) => recent.id !== item.id)].slice(0, KEPT);
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(items));
  } catch {
    // A full or refused storage only loses the convenience.
  }
}

function forgetRecentItems(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}

subscribeSession(() => {
  if (getSessionSnapshot().status === 'signed-out') forgetRecentItems();
});
