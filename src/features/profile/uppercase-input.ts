import type { ChangeEvent } from 'react';
import { toUpperName } from './profile-schema';

/**
 * Uppercases a text input as the user types without moving the caret: the DOM value is rewritten in
 * place (so React finds nothing to change) and the selection is put back where it was.
 */
export function uppercaseInPlace(event: ChangeEvent<HTMLInputElement>): string {
  const input = event.target;
  const upper = toUpperName(input.value);
  if (upper !== input.value) {
    const { selectionStart, selectionEnd } = input;
    input.value = upper;
    if (selectionStart !== null && selectionEnd !== null) {
      input.setSelectionRange(Math.min(selectionStart, upper.length), Math.min(selectionEnd, upper.length));
    }
  }
  return upper;
}
