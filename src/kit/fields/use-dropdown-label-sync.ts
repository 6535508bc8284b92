import { useLayoutEffect } from 'react';

/**
 * PrimeReact's Dropdown keeps the chosen label in a hidden, focusable input through `defaultValue`:
 * once React has written a value there, later changes (another choice, a cleared value) leave the
 * old text behind, and that input is what screen readers and label queries read. This writes the
 * current label (or '') into it after each change.
 */
export function useDropdownLabelSync(inputId: string, label: string): void {
  useLayoutEffect(() => {
    const input = document.getElementById(inputId);
    if (input instanceof HTMLInputElement && input.value !== label) input.value = label;
  }, [inputId, label]);
}
