import type { Params } from 'react-router-dom';
import type { RouteHandle } from '../router';
import { navItems } from './nav-items';

/** One step of the breadcrumb trail: a link, or the page on screen (no `to`). */
export interface Crumb {
  label: string;
  to?: string;
}

/** What the trail reads of a matched route (react-router's UIMatch). */
export interface CrumbMatch {
  pathname: string;
  params: Params;
  handle?: unknown;
}

/**
 * A route's step. The page of a side navigation's section is named as the navigation names it, wherever
 * it appears (the routine hub, 'Todas as rotinas', is Rotinas): one name per place (docs/glossary.md).
 */
function crumbOf(match: CrumbMatch): Crumb | null {
  const crumb = (match.handle as RouteHandle | undefined)?.crumb;
  if (crumb === undefined) return null;
  const to = match.pathname.replace(/\/+$/, '') || '/';
  const section = navItems.find((item) => item.to === to);
  const label = section?.label ?? (typeof crumb === 'function' ? crumb(match.params) : crumb);
  return { label, to };
}

/**
 * The side navigation's section above a page of the dashboard (Rotinas above Cidades, Clientes above
 * Filiais), unless the section's own entry is that page (Chamados, Usuários, Clientes).
 */
function sectionAbove(crumb: Crumb): Crumb | null {
  const segment = /^\/dashboard\/([^/]+)$/.exec(crumb.to ?? '')?.[1];
  const section =
    segment === undefined ? undefined : navItems.find((item) => item.activeFor.includes(segment));
  return section && section.to !== crumb.to ? { label: section.label, to: section.to } : null;
}

/**
 * The trail of the page the matched routes show, in one shape: Início › the side navigation's section ›
 * the list › the page (Início › Rotinas › Cidades › Consultar; Início › Chamados › Chamado #1044). Each route
 * with a crumb in its handle is a step (an index page is its parent's step); the side navigation's
 * section comes in above a resource; the last step is the page on screen. Empty on the start page,
 * where there is nothing above.
 */
export function crumbTrail(matches: readonly CrumbMatch[]): Crumb[] {
  const trail: Crumb[] = [];
  for (const match of matches) {
    const crumb = crumbOf(match);
    if (!crumb || trail.at(-1)?.to === crumb.to) continue;
    const section = sectionAbove(crumb);
    if (section && !trail.some((step) => step.to === section.to)) trail.push(section);
    trail.push(crumb);
  }
  if (trail.length < 2) return [];
  const current = trail[trail.length - 1];
  trail[trail.length - 1] = { label: current.label };
  return trail;
}
