import { useEffect } from 'react';
import type { RefCallBack } from 'react-hook-form';

/**
 * For inputs whose component does not forward a ref to its focusable element (PrimeReact Dropdown,
 * MultiSelect, the pickers): hands react-hook-form an object that focuses the element with `id`,
 * so "focus the first invalid field" works.
 */
export function useFocusById(inputRef: RefCallBack, id: string): void {
  useEffect(() => {
    inputRef({ focus: () => document.getElementById(id)?.focus() });
  }, [inputRef, id]);
}
