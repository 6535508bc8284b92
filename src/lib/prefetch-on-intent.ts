import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Handlers that run `task` once, the first time someone shows they are about to use a part of the page:
 * a pointer enters or presses it, or a key is typed in it (autofill types too). A focus alone does not
 * count: an autofocused field gets it with nobody there. For code and data only an action needs: loaded
 * while the person types, never on a visit that just looks (which then stays light on a slow connection).
 * `alreadyStarted`: the person began before this part rendered (at mount, `task` runs at once).
 */
export function usePrefetchOnIntent(task: () => void, alreadyStarted = false) {
  const done = useRef(false);
  const latest = useRef(task);
  useLayoutEffect(() => {
    latest.current = task;
  });
  const onIntent = useCallback(() => {
    if (done.current) return;
    done.current = true;
    latest.current();
  }, []);
  useLayoutEffect(() => {
    if (alreadyStarted) onIntent();
  }, [alreadyStarted, onIntent]);
  return { onPointerEnter: onIntent, onPointerDown: onIntent, onKeyDown: onIntent, onInput: onIntent };
}
