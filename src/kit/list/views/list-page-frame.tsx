import '../list.css';
import type { ReactNode } from 'react';
import { ListContext, type AnyListController } from '../controller/list-context';
import { ListLoadScope } from './list-load-state';

interface ListPageFrameProps {
  /** The page's list (useListController): its views inside the frame read it (useListContext). */
  list: AnyListController;
  title: string;
  /** Beside the title: import, 'Novo …', … */
  actions?: ReactNode;
  /** The list's own class, for its own styles. */
  className?: string;
  /** Toolbar, table and drawers. */
  children: ReactNode;
}

/**
 * A list page's region: its title with the page actions, then the list. The views inside read the
 * page's list from it; its tabs and its table share the list's load state (ListLoadScope): a list that
 * failed to load shows no tab counts.
 */
export function ListPageFrame({ list, title, actions, className, children }: ListPageFrameProps) {
  const titleId = `${list.tableId}-title`;
  return (
    <section className={['resource-list', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <header className="resource-list__header">
        <h1 id={titleId} className="app-page-title resource-list__title">
          {title}
        </h1>
        <div className="resource-list__header-actions">{actions}</div>
      </header>
      <ListContext.Provider value={list}>
        <ListLoadScope>{children}</ListLoadScope>
      </ListContext.Provider>
    </section>
  );
}
