import { Link, useLocation, useMatches } from 'react-router-dom';
import { listAddress } from '@/lib/navigation/list-return';
import { usePageCrumbLabel } from '@/lib/navigation/page-crumb';
import { crumbTrail } from './breadcrumb-trail';
import './breadcrumbs.css';

/**
 * Where the page sits, above its heading: Início › Rotinas › Cidades › Consultar, each step a link back
 * (a list opens as the user left it). On a phone only the step above shows, as a way back.
 */
export function Breadcrumbs() {
  const trail = crumbTrail(useMatches());
  // The page on screen may name its own step once it knows it (a ticket's code: usePageCrumb).
  const named = usePageCrumbLabel(useLocation().pathname);
  if (trail.length === 0) return null;
  if (named) trail[trail.length - 1] = { label: named };
  return (
    <nav className="app-breadcrumbs" aria-label="Trilha de navegação">
      <ol className="app-breadcrumbs__list">
        {trail.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} className="app-breadcrumbs__item">
            {index > 0 && (
              <span className="app-breadcrumbs__separator" aria-hidden="true">
                ›
              </span>
            )}
            {crumb.to ? (
              <Link className="app-breadcrumbs__link" to={listAddress(crumb.to)}>
                {crumb.label}
              </Link>
            ) : (
              <span className="app-breadcrumbs__current" aria-current="page">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
