import { useCallback, useSyncExternalStore } from 'react';

/**
 * The width at and below which a list shows cards instead of its table (a phone held upright): the
 * same breakpoint as the stylesheets' `@media (max-width: 480px)`.
 */
export const PHONE_QUERY = '(max-width: 480px)';

/** Whether `query` matches now, following its changes (a rotated phone, a resized window). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  // Without matchMedia (jsdom) nothing matches: the desktop layout.
  const matches = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
}

/** A phone's width (≤ 480 px): lists show their records as cards. */
export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
