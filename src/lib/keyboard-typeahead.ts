/**
 * Keys typed ahead of a field that is not there yet: from the moment Ctrl/⌘+K is pressed until the quick
 * search's field has the focus (its code may still be loading, its dialog still opening), the keys a
 * person types go nowhere else (not to the page behind, where Enter would follow a focused link) and are
 * kept, then handed to the field: "cidades" and Enter typed at once land on Cidades.
 */

/** What was typed ahead: the text (Backspace applied) and whether Enter or Escape ended it. */
export interface TypedAhead {
  text: string;
  /** Enter was pressed: the field should act on it once its results are there. */
  enter: boolean;
  /** Escape was pressed: the person gave up; the field should close. */
  escape: boolean;
}

/** Longest wait for the field (a chunk that never loads must not swallow the keyboard for good). */
export const TYPEAHEAD_TIMEOUT_MS = 5000;

const NOTHING: TypedAhead = Object.freeze({ text: '', enter: false, escape: false });

let buffer: TypedAhead | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Whether a key press is one the buffer keeps: a character, Backspace, Enter or Escape, with no shortcut modifier. */
function kept(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return false;
  return (
    event.key.length === 1 || event.key === 'Backspace' || event.key === 'Enter' || event.key === 'Escape'
  );
}

function onKeyDown(event: KeyboardEvent): void {
  if (!buffer || !kept(event)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  // Once Enter or Escape ended the typing, what follows belongs to no one.
  if (buffer.enter || buffer.escape) return;
  if (event.key === 'Enter') buffer = { ...buffer, enter: true };
  else if (event.key === 'Escape') buffer = { ...buffer, escape: true };
  else if (event.key === 'Backspace') buffer = { ...buffer, text: buffer.text.slice(0, -1) };
  else buffer = { ...buffer, text: buffer.text + event.key };
}

function stop(): void {
  buffer = null;
  clearTimeout(timer);
  timer = undefined;
  window.removeEventListener('keydown', onKeyDown, true);
}

/**
 * Starts keeping the keys typed from now on (a second start keeps what the first kept). They are
 * taken from every other listener (window, capture phase) until {@link takeTypedAhead} or the timeout.
 */
export function startTypeahead(): void {
  if (typeof window === 'undefined') return;
  clearTimeout(timer);
  timer = setTimeout(stop, TYPEAHEAD_TIMEOUT_MS);
  if (buffer) return;
  buffer = NOTHING;
  window.addEventListener('keydown', onKeyDown, true);
}

/** The field has the focus: what was typed ahead (nothing when no buffer ran), and the keys go to it again. */
export function takeTypedAhead(): TypedAhead {
  const typed = buffer ?? NOTHING;
  stop();
  return typed;
}
