import { useEffect, useState } from 'react';

/**
 * How long a new state of a page (a list's next page, order or tab; another page) may take before the
 * page shows that it is loading: a quick answer shows at once, with no flash of a busy state between.
 */
export const SHOW_LOADING_AFTER_MS = 300;

/**
 * True once `busy` has lasted SHOW_LOADING_AFTER_MS. A quick answer never dims a list: no flash, and no
 * repaint of a whole page of rows or cards twice (dimmed, then the new ones) while the next is on its way.
 */
export function useLastingBusy(busy: boolean): boolean {
  const [lasting, setLasting] = useState(false);
  useEffect(() => {
    if (!busy) return undefined;
    const timer = setTimeout(() => setLasting(true), SHOW_LOADING_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setLasting(false);
    };
  }, [busy]);
  return busy && lasting;
}
