import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';

const TableNavigate = createContext<NavigateFunction | null>(null);

/** Gives the TableLinks below the router's navigate function (the kit's table renders it). */
export function TableNavigationProvider({ children }: { children: ReactNode }) {
  // In a data router this function never changes: the links below never render again because of it.
  const navigate = useNavigate();
  return <TableNavigate.Provider value={navigate}>{children}</TableNavigate.Provider>;
}

export interface TableLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path of the app, e.g. /dashboard/cidades/19/consulta. */
  to: string;
}

const leftToTheBrowser = (event: MouseEvent<HTMLAnchorElement>) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey;

/**
 * An in-app link for table cells. react-router's Link follows the location, so each one renders again
 * on every URL change, and a list keeps its page, order and filters in the URL while drawing hundreds of
 * links; this one holds only the navigate function. A plain click navigates in the app; a modified or
 * middle click, or a link with a target, is left to the browser (new tab, new window).
 */
export function TableLink({ to, onClick, ...rest }: TableLinkProps) {
  const navigate = useContext(TableNavigate);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate || rest.target || leftToTheBrowser(event)) return;
    event.preventDefault();
    void navigate(to);
  };
  return <a href={to} onClick={follow} {...rest} />;
}
