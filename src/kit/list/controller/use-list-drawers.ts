import { useCallback, useState } from 'react';

export interface ListDrawers<D extends string> {
  /** The drawer shown, if any. */
  shown: D | null;
  /** Whether a drawer was ever opened: its lazy chunk is loaded only then, and it stays mounted after. */
  loaded: (drawer: D) => boolean;
  open: (drawer: D) => void;
  close: () => void;
}

/** A list page's drawers, one shown at a time; each mounts when first opened (its code loads then). */
export function useListDrawers<D extends string>(): ListDrawers<D> {
  const [shown, setShown] = useState<D | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<D>>(() => new Set());
  const open = useCallback((drawer: D) => {
    setOpened((current) => (current.has(drawer) ? current : new Set(current).add(drawer)));
    setShown(drawer);
  }, []);
  const close = useCallback(() => setShown(null), []);
  return { shown, loaded: (drawer) => opened.has(drawer), open, close };
}
