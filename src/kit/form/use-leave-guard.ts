import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';

export interface LeaveGuardOptions {
  /**
   * The draft belongs to the page whatever its query (a new ticket drafted over the tickets list, whose
   * page and tab are in the query): only a change of path is held.
   */
  pathOnly?: boolean;
}

/**
 * While `dirty`, leaving the page (links, back, Cancelar) is held until the user confirms (the blocker
 * drives the confirm dialog), and closing or reloading the tab asks the browser's question.
 * `allowLeave()` lifts the guard at once (after a successful save, before navigating to the record).
 */
export function useLeaveGuard(dirty: boolean, { pathOnly = false }: LeaveGuardOptions = {}) {
  const guarding = useRef(dirty);
  const allowed = useRef(false);
  useEffect(() => {
    guarding.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      guarding.current &&
      !allowed.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        (!pathOnly && currentLocation.search !== nextLocation.search)),
    [pathOnly],
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
