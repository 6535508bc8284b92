import type { ChangeEvent } from 'react';

/**
 * Uppercases a text input or textarea as the user types (pt-BR rules) without moving the caret: the
 * DOM value is rewritten in place (so React finds nothing to change) and the selection is put back.
 */
export function uppercaseInPlace(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): string {
  const input = event.target;
  const upper = input.value.toLocaleUpperCase('pt-BR');
  if (upper !== input.value) {
    const { selectionStart, selectionEnd } = input;
    input.value = upper;
    if (selectionStart !== null && selectionEnd !== null) {
      input.setSelectionRange(Math.min(selectionStart, upper.length), Math.min(selectionEnd, upper.length));
    }
  }
  return upper;
}
