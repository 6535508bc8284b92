import { createContext, useContext } from 'react';
import type { ResourcePage } from '../../query-types';
import type { KitRecord } from '../table-columns';
import type { ListFilterValues } from './list-filters';
import type { ListController } from './use-list-controller';

/** A page's list as its views read it: the tab as `tab` (not under the list's own key), records `R`. */
type PageList<R extends KitRecord> = ListController<never, string, ListFilterValues, ResourcePage<R>>;
export type AnyListController = PageList<KitRecord>;

/** The list of the page, as its controller has it: given by ListPageFrame, read by the list's views. */
export const ListContext = createContext<AnyListController | null>(null);

/** The list of the page (inside ListPageFrame), with the page's record type. */
export function useListContext<R extends KitRecord = KitRecord>(): PageList<R> {
  const list = useContext(ListContext);
  if (!list) throw new Error('A list view is rendered outside its ListPageFrame.');
  // The frame holds the controller of this page, whose rows are the page's records.
  return list as unknown as PageList<R>;
}
