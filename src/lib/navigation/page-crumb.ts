import { useEffect, useSyncExternalStore } from 'react';

/*
 * A page's own name for its step of the breadcrumb trail, once it knows it: a ticket's details are
 * 'Chamado #1044' (its code, as its heading and the tab's title say), not the id its address carries.
 * The route's crumb stands until then; the name applies only while the page at that address is shown.
 */

interface PageCrumb {
  pathname: string;
  label: string;
}

let current: PageCrumb | null = null;
const listeners = new Set<() => void>();

function publish(next: PageCrumb | null): void {
  current = next;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The page at `pathname` names its step `label` while it is mounted (nothing while `label` is undefined). */
export function usePageCrumb(pathname: string, label: string | undefined): void {
  useEffect(() => {
    if (label === undefined) return undefined;
    const mine = { pathname, label };
    publish(mine);
    return () => {
      if (current === mine) publish(null);
    };
  }, [pathname, label]);
}

/** The name the page at `pathname` gave its step, if it gave one (read by the breadcrumb trail). */
export function usePageCrumbLabel(pathname: string): string | undefined {
  const crumb = useSyncExternalStore(subscribe, () => current);
  return crumb?.pathname === pathname ? crumb.label : undefined;
}
