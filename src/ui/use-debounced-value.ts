import { useEffect, useState } from 'react';

/** `value`, once it stopped changing for `delayMs` (300 ms for a text search, 400 ms for an autocomplete). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
