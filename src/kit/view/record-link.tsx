import { useCallback, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { hasAccess } from '@/lib/permissions/route-access';
import { usePermissions } from '@/lib/permissions/use-permissions';
import { pathAccess } from '@/lib/resources/path-access';
import { viewTexts } from './view-texts';

/** A record's view page: /dashboard/<segment>/<id>/consulta. */
export const recordViewPath = (segment: string, id: number): string => `/dashboard/${segment}/${id}/consulta`;

/**
 * Whether the signed-in user may open a page of the app, by the same rule as its route (pathAccess): a
 * link is offered only where it opens.
 */
export function useMayOpen(): (path: string) => boolean {
  const flags = usePermissions();
  return useCallback((path: string) => hasAccess(flags, pathAccess(path)), [flags]);
}

const isBlank = (value: ReactNode) => value === null || value === undefined || value === '';

export interface RecordLinkProps {
  /** The referenced record's resource (its segment). */
  segment: string;
  /** Its id; none: the label as text. */
  id: number | null | undefined;
  /** Its label as the record read names it. */
  children: ReactNode;
}

/**
 * A reference on a view page (a customer's plan, a branch's customer, an address's city): a link to the
 * referenced record's view page for users who may view it, its label as text for the others ('—' when
 * there is none).
 */
export function RecordLink({ segment, id, children }: RecordLinkProps) {
  const mayOpen = useMayOpen();
  if (isBlank(children)) return <>{viewTexts.empty}</>;
  if (id === null || id === undefined) return <>{children}</>;
  const path = recordViewPath(segment, id);
  if (!mayOpen(path)) return <>{children}</>;
  return (
    <Link className="resource-view__record-link" to={path}>
      {children}
    </Link>
  );
}

/** References to many records (a user's customers) as tags, each a RecordLink. */
export function RecordLinks({
  segment,
  items,
}: {
  segment: string;
  items: ReadonlyArray<{ id: number; label: string }> | null | undefined;
}) {
  if (!items || items.length === 0) return <>{viewTexts.noItems}</>;
  return (
    <ul className="resource-view__tags">
      {items.map((item) => (
        <li key={item.id}>
          <RecordLink segment={segment} id={item.id}>
            {item.label}
          </RecordLink>
        </li>
      ))}
    </ul>
  );
}
