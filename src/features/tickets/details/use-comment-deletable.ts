import { useCallback, useSyncExternalStore } from 'react';
import type { ComentarioChamado } from '@generated/api/model';
import { canDeleteComment, commentDeletableUntil, subscribeToDeadline } from './comment-delete-window';

/**
 * Whether the signed-in user may delete the comment now. For the author's comments one timer is set to
 * the end of the 5-minute window, so the answer turns false by itself (no reload, no polling); it is
 * cancelled on unmount.
 */
export function useCommentDeletable(
  comment: Pick<ComentarioChamado, 'createdAt' | 'usuario'>,
  userId: number | null | undefined,
): boolean {
  const own = userId !== null && userId !== undefined && comment.usuario.id === userId;
  const deadline = own ? commentDeletableUntil(comment.createdAt) : Number.NEGATIVE_INFINITY;
  const subscribe = useCallback(
    (onChange: () => void) => subscribeToDeadline(deadline, onChange),
    [deadline],
  );
  return useSyncExternalStore(subscribe, () => canDeleteComment(comment, userId, Date.now()));
}
