import { useEffect } from 'react';
import type { ResourcePage } from '../query-types';

/**
 * The page index to move to when `page` lies past the last page of `data` (the only row of the last
 * page was locked away under 'Ativos', or a stale bookmarked URL), else null. Only an answer for the
 * page itself counts (not the previous page kept while it loads).
 */
function pageBeyondLast(
  page: number,
  data: ResourcePage<unknown> | undefined,
  current: boolean,
): number | null {
  if (!data || !current || page === 0 || data.items.length > 0) return null;
  const last = Math.max(data.totalPaginas - 1, 0);
  return page > last ? last : null;
}

/**
 * Moves a list whose page is past its last one to the last existing page, replacing the history entry
 * (back does not return to the empty page). Returns true while that move is pending, so the table shows
 * it is loading instead of 'Nenhum registro encontrado'.
 */
export function useLastPage(
  page: number,
  data: ResourcePage<unknown> | undefined,
  current: boolean,
  goTo: (page: number) => void,
): boolean {
  const target = pageBeyondLast(page, data, current);
  useEffect(() => {
    if (target !== null) goTo(target);
  }, [target, goTo]);
  return target !== null;
}
