import type { QueueMove } from '@/lib/keyboard-shortcuts';

/*
 * 'Próximo' and 'Anterior' on a ticket's page: the ticket next to it in the queue it was opened from,
 * as that list is filtered and ordered now. The queue moves while the agent works it (a ticket whose
 * status changed leaves the 'Aberto' tab, a new one pushes the others down a place), so the walk reads
 * the page as the API answers it now and finds the current ticket there; one that left the queue stands
 * where it stood, just after the last of the tickets seen before it that is still there. Past the page's
 * edge the step is on the next (or previous) page of the same query.
 */

/** The queue around the current ticket. */
export interface QueueView {
  /** The queue's page (0-based). */
  page: number;
  /** How many pages the query has, once known. */
  pages: number | undefined;
  /** The ids of the page as the list showed them (in the router's state). */
  seen: readonly number[];
  /** The ids of the pages the API answered, by page. */
  loaded: ReadonlyMap<number, readonly number[]>;
}

export type QueueStep =
  /** The ticket to open, and the page of the query it is on. */
  | { kind: 'ticket'; id: number; page: number }
  /** It is on that page of the query, not loaded yet. */
  | { kind: 'page'; page: number }
  /** The current ticket is the first (or last) of the queue. */
  | { kind: 'end' }
  /** Not known until the queue's page is loaded. */
  | { kind: 'pending' };

/**
 * Where `current` stands among `live` (the page as answered now): its own index, or, when it left the
 * page, half a place after the last ticket seen before it that is still there (-0.5: before them all).
 */
export function positionIn(live: readonly number[], current: number, seen: readonly number[]): number {
  const own = live.indexOf(current);
  if (own >= 0) return own;
  for (let index = seen.indexOf(current) - 1; index >= 0; index--) {
    const place = live.indexOf(seen[index]);
    if (place >= 0) return place + 0.5;
  }
  return -0.5;
}

/** The ticket next to `current` on an adjacent page: past it when the move put it there, else the page's edge. */
function onAdjacentPage(ids: readonly number[], current: number, move: QueueMove): number | undefined {
  const own = ids.indexOf(current);
  if (move === 'next') return ids[own + 1];
  return own >= 0 ? ids[own - 1] : ids[ids.length - 1];
}

/** The step from `current` towards `move` ('next': down the list as it is ordered). */
export function stepInQueue(view: QueueView, current: number, move: QueueMove): QueueStep {
  const answered = view.loaded.get(view.page);
  const live = answered ?? view.seen;
  const position = positionIn(live, current, view.seen);
  const inPage =
    move === 'next'
      ? live.findIndex((_, index) => index > position)
      : live.findLastIndex((_, index) => index < position);
  if (inPage >= 0) return { kind: 'ticket', id: live[inPage], page: view.page };
  const adjacent = view.page + (move === 'next' ? 1 : -1);
  if (adjacent < 0) return { kind: 'end' };
  if (view.pages === undefined) return answered ? { kind: 'end' } : { kind: 'pending' };
  if (adjacent >= view.pages) return { kind: 'end' };
  const ids = view.loaded.get(adjacent);
  if (!ids) return { kind: 'page', page: adjacent };
  const id = onAdjacentPage(ids, current, move);
  return id === undefined ? { kind: 'end' } : { kind: 'ticket', id, page: adjacent };
}

/** 'Chamado 13 de 48': the current ticket's place in the whole queue, when it is on the queue's page. */
export function placeInQueue(
  live: readonly number[],
  current: number,
  page: number,
  size: number,
): number | null {
  const own = live.indexOf(current);
  return own < 0 ? null : page * size + own + 1;
}
