import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** How long a pointer rests on a control before it counts as being about to use it (a pass over it does not). */
export const HOVER_INTENT_MS = 80;

/** What a control takes to report the user's intent (spread on it). */
export interface IntentHandlers {
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
}

/**
 * Handlers that call `act(target)` when the user is about to use a control: the pointer rests on it, or
 * it takes focus. For work a click would start anyway (asking for what it will show), started a moment
 * earlier. One pointer, one pending call: entering another control replaces it. (For code or data a
 * form needs once, on the first sign of use, see usePrefetchOnIntent.)
 */
export function useIntent<V>(act: ((target: V) => void) | undefined): (target: V) => IntentHandlers {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(act);
  useLayoutEffect(() => {
    latest.current = act;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (target: V) => ({
      onPointerEnter: () => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => latest.current?.(target), HOVER_INTENT_MS);
      },
      onPointerLeave: () => clearTimeout(timer.current),
      onFocus: () => latest.current?.(target),
    }),
    [],
  );
}
