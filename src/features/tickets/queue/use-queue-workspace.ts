import { useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ListNow } from './queue-list-workspace';

type Workspace = typeof import('./queue-list-workspace');

/** The workspace's code, asked for once a list is on screen (then kept for every later list). */
let workspace: Promise<Workspace> | null = null;
const loadWorkspace = (): Promise<Workspace> => (workspace ??= import('./queue-list-workspace'));

export interface QueueWorkspaceProps extends ListNow {
  /** Id of the element holding the rows (the table's box: the same on a phone, with cards). */
  containerId: string;
  /** Id of the text that describes the row of the ticket seen last ('Último chamado aberto'). */
  seenNoteId: string;
}

/**
 * The tickets list as a workspace (queue-list-workspace.ts: the whole row opens, j/k and Enter, the ticket
 * seen marked, the scroll kept on the way back). Its code loads after the list's first paint, the first
 * time (the list is the first page after sign-in: its first paint carries nothing it does not draw); a
 * list opened again (back from a ticket) has it at once, and restores its scroll before it paints.
 */
export function useQueueWorkspace({ containerId, seenNoteId, search, ids }: QueueWorkspaceProps): void {
  const navigate = useNavigate();
  const latest = useRef<ListNow>({ search, ids });
  useLayoutEffect(() => {
    latest.current = { search, ids };
  });
  // A layout effect: its clean-up runs as the list leaves the page, before the next page's own layout
  // effects (a ticket scrolls to its top), so the scroll the list was left at is the one remembered.
  useLayoutEffect(() => {
    let live = true;
    let detach: (() => void) | undefined;
    const attach = () =>
      loadWorkspace().then(
        ({ attachQueueWorkspace }) => {
          const container = document.getElementById(containerId);
          if (!live || !container) return;
          detach = attachQueueWorkspace({ container, seenNoteId, navigate, now: () => latest.current });
        },
        () => {
          // Without it the list works as a plain list: its links open the tickets.
          workspace = null;
        },
      );
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (workspace) void attach();
    // A timer set in the next frame's callback runs once that frame is painted.
    else frame = requestAnimationFrame(() => (timer = setTimeout(() => void attach())));
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      detach?.();
    };
  }, [containerId, seenNoteId, navigate]);
}
