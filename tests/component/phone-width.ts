import { act } from '@testing-library/react';

/**
 * A window as wide as `width` for `matchMedia` (jsdom has none: the app reads no match, the desktop
 * layout): `(max-width: N px)` queries match at or below N, and a change of width tells their listeners,
 * as a phone rotated or a window resized does. `restore` takes the stub away.
 */
export function emulateWidth(initial: number): { resize: (width: number) => void; restore: () => void } {
  let width = initial;
  const lists = new Set<{ media: string; listeners: Set<() => void> }>();
  const matches = (media: string) => {
    const max = /\(max-width:\s*(\d+(?:\.\d+)?)px\)/.exec(media);
    return max ? width <= Number(max[1]) : false;
  };
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (media: string) => {
      const list = { media, listeners: new Set<() => void>() };
      lists.add(list);
      return {
        media,
        get matches() {
          return matches(media);
        },
        addEventListener: (_: string, listener: () => void) => list.listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => list.listeners.delete(listener),
        onchange: null,
      };
    },
  });
  return {
    resize(next: number) {
      width = next;
      act(() => {
        for (const list of lists) for (const listener of list.listeners) listener();
      });
    },
    restore() {
      if (original) Object.defineProperty(window, 'matchMedia', original);
      else delete (window as { matchMedia?: unknown }).matchMedia;
    },
  };
}
