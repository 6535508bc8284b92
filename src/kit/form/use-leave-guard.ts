import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';

/**
 * While `dirty`, leaving the page (links, back, Cancelar) is held until the user confirms (the blocker
 * drives the confirm dialog), and closing or reloading the tab asks the browser's question.
 * `allowLeave()` lifts the guard at once (after a successful save, before navigating to the record).
 */
export function useLeaveGuard(dirty: boolean) {
  const guarding = useRef(dirty);
  const allowed = useRef(false);
  useEffect(() => {
    guarding.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      guarding.current && !allowed.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      // Older browsers need returnValue set to show their question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const allowLeave = useCallback(() => {
    allowed.current = true;
  }, []);

  return { blocker, allowLeave };
}
