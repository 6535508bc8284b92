import type { ComentarioChamado } from '@generated/api/model';

/** A comment can be deleted by its author within 5 minutes of its creation. */
export const COMMENT_DELETE_WINDOW_MS = 5 * 60 * 1000;

/** The longest delay setTimeout accepts (about 24.8 days); longer waits are done in steps. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/** The moment (ms since epoch) until which a comment created at `createdAt` may be deleted; -Infinity for an invalid date. */
export function commentDeletableUntil(createdAt: string): number {
  const created = Date.parse(createdAt);
  return Number.isNaN(created) ? Number.NEGATIVE_INFINITY : created + COMMENT_DELETE_WINDOW_MS;
}

/** Whether `userId` may delete the comment at `now`: only its author, and only before the window ends. */
export function canDeleteComment(
  comment: Pick<ComentarioChamado, 'createdAt' | 'usuario'>,
  userId: number | null | undefined,
  now: number,
): boolean {
  if (userId === null || userId === undefined || comment.usuario.id !== userId) return false;
  return now < commentDeletableUntil(comment.createdAt);
}

/**
 * Calls `onPassed` once when `deadline` (ms since epoch) is reached: one timer to the exact moment (a
 * timer that fires early is rescheduled). Nothing is scheduled for a deadline already past. Returns the
 * cleanup that cancels it.
 */
export function subscribeToDeadline(
  deadline: number,
  onPassed: () => void,
  now: () => number = Date.now,
): () => void {
  if (!Number.isFinite(deadline) || deadline <= now()) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    const remaining = deadline - now();
    if (remaining <= 0) {
      timer = undefined;
      onPassed();
      return;
    }
    timer = setTimeout(wait, Math.min(remaining, MAX_TIMEOUT_MS));
  };
  wait();
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
}
