import { getSessionSnapshot, subscribeSession } from '@/lib/session/session-state';
import { richTextIsEmpty } from '@/ui/rich-text/sanitize-rich-text';

/*
 * The reply being written on a ticket, kept per user and ticket until it is sent or discarded, so an
 * accidental reload (F5, a crash of the tab, the browser restoring its tabs) does not lose it.
 *
 * sessionStorage, not localStorage, because a support agent expects the draft to be where they were
 * writing it, and no further:
 * - a reload, and a closed tab brought back (Ctrl+Shift+T, a restored session), keep it: that is what
 *   losing a reply usually is;
 * - a tab closed for good, or the browser closed, drops it, as it ends the session itself (the tokens'
 *   cookies end with the browser, docs/security.md): a reply about a customer's case does not wait on
 *   the disk of a shared workstation for the next person;
 * - the same ticket open in two tabs does not get one tab's half-written text pushed into the other.
 * Only the text and the private flag are kept (files cannot be kept in storage: they are chosen again),
 * never a token or anything of the session; the text is sanitised again when it goes back into the
 * editor. Sign-out forgets every draft of this tab.
 */

export interface CommentDraft {
  /** The editor's HTML (as typed: sanitised again when it is put back). */
  comentario: string;
  privado: boolean;
}

const PREFIX = 'retaguarda:rascunho-chamado:';

function keyOf(userId: number, ticketId: number): string {
  return `${PREFIX}${userId}:${ticketId}`;
}

/** The draft kept for this user and ticket in this tab, or null. */
export function readCommentDraft(userId: number, ticketId: number): CommentDraft | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(keyOf(userId, ticketId)) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { comentario, privado } = stored as Record<string, unknown>;
    if (typeof comentario !== 'string' || richTextIsEmpty(comentario)) return null;
    return { comentario, privado: privado === true };
  } catch {
    return null;
  }
}

/** Keeps the draft, or forgets it once nothing visible is written. */
export function saveCommentDraft(userId: number, ticketId: number, draft: CommentDraft): void {
  if (richTextIsEmpty(draft.comentario)) {
    forgetCommentDraft(userId, ticketId);
    return;
  }
  try {
    sessionStorage.setItem(
      keyOf(userId, ticketId),
      JSON.stringify({ comentario: draft.comentario, privado: draft.privado }),
    );
  } catch {
    // A full or refused storage only loses the convenience: the leave guard still asks.
  }
}

/** Forgets the draft (sent, or discarded). */
export function forgetCommentDraft(userId: number, ticketId: number): void {
  try {
    sessionStorage.removeItem(keyOf(userId, ticketId));
  } catch {
    // Nothing was kept.
  }
}

function forgetAllCommentDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}

subscribeSession(() => {
  if (getSessionSnapshot().status === 'signed-out') forgetAllCommentDrafts();
});
