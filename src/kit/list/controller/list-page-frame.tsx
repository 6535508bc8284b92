import '../list.css';
import type { ReactNode } from 'react';
import { ListLoadScope } from './list-load-state';

interface ListPageFrameProps {
  /** Id of the page title (it names the page's region). */
  titleId: string;
  title: string;
  /** Beside the title: import, 'Novo …', … */
  actions?: ReactNode;
  /** The list's own class, for its own styles. */
  className?: string;
  /** Toolbar, table and drawers. */
  children: ReactNode;
}

/**
 * A list page's region: its title with the page actions, then the list. Its tabs and its table share
 * the list's load state (ListLoadScope): a list that failed to load shows no tab counts.
 */
export function ListPageFrame({ titleId, title, actions, className, children }: ListPageFrameProps) {
  return (
    <section className={['resource-list', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <header className="resource-list__header">
        <h1 id={titleId} className="app-page-title resource-list__title">
          {title}
        </h1>
        <div className="resource-list__header-actions">{actions}</div>
      </header>
      <ListLoadScope>{children}</ListLoadScope>
    </section>
  );
}
