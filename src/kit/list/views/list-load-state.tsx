import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

interface ListLoadState {
  /** The list's rows failed to load and none are on screen. */
  failed: boolean;
  report: (failed: boolean) => void;
}

const ListLoadContext = createContext<ListLoadState | null>(null);

/**
 * What the list on a page (its table) says of its load, for the parts of the page beside it: a list
 * that failed to load has no counts to show, so its tabs show none (the table says what failed and
 * offers 'Tentar novamente'). Given by ListPageFrame: a change renders only the parts that read it.
 */
export function ListLoadScope({ children }: { children: ReactNode }) {
  const [failed, report] = useState(false);
  const value = useMemo(() => ({ failed, report }), [failed]);
  return <ListLoadContext.Provider value={value}>{children}</ListLoadContext.Provider>;
}

/** Whether the list of the page failed to load (false outside a list page). */
export function useListLoadFailed(): boolean {
  return useContext(ListLoadContext)?.failed ?? false;
}

/** The table says whether its rows failed to load (and that nothing failed once it is gone). */
export function useReportListLoad(failed: boolean): void {
  const report = useContext(ListLoadContext)?.report;
  useEffect(() => {
    if (!report) return undefined;
    report(failed);
    return () => report(false);
  }, [report, failed]);
}
