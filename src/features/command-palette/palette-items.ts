import { resources } from '@generated/tables/resources';
import { matchesSearch } from '@/lib/format/search-text';
import { pageTitles } from '@/lib/messages';
import { listAddress } from '@/lib/navigation/list-return';
import type { RecentItem } from '@/lib/navigation/recent-items';
import { permissionFor, type PermissionFlags } from '@/lib/permissions/permission-flags';
import { hasAccess } from '@/lib/permissions/route-access';
import { resourcePageAccess } from '@/lib/resources/resource-access';
import { groupResources, presentationOf } from '@/lib/resources/resource-groups';
import type { ResourceInfo } from '@/lib/resources/resource-info';
import { resourceTitles } from '@/lib/resources/resource-info';

/**
 * One thing the quick search offers: a page, a routine, a new record, a record found, a recent item (id:
 * unique, its kind and address; detail: what it is or where it belongs, 'Rotina · Fiscal', 'Cidade').
 */
export type PaletteItem = RecentItem;

/** The sections of the results, in the order they are shown. */
export interface PaletteSection {
  title: string;
  items: PaletteItem[];
}

const PAGES: ReadonlyArray<{ label: string; to: string; icon: string }> = [
  { label: pageTitles.dashboard, to: '/dashboard', icon: 'pi pi-box' },
  { label: pageTitles.tickets, to: '/dashboard/chamados', icon: 'pi pi-ticket' },
  { label: pageTitles.routineHub, to: '/dashboard/todas-rotinas', icon: 'pi pi-th-large' },
  { label: pageTitles.profile, to: '/dashboard/perfil', icon: 'pi pi-user' },
];

/** The resources whose records the user may open (their consulta page). */
export function searchableResources(flags: PermissionFlags): ResourceInfo[] {
  return resources.filter((resource) => hasAccess(flags, resourcePageAccess(resource.segment, 'view')));
}

/**
 * The pages, routines and new-record forms matching `query` (every word, without regard to accents or
 * case), among those the user may open: a routine by its name, its group or its description; 'Nova cidade'
 * for a user who may create cities.
 */
export function navigationSections(flags: PermissionFlags, query: string): PaletteSection[] {
  const pages = PAGES.filter((page) => matchesSearch(query, page.label)).map((page) => ({
    id: `pagina:${page.to}`,
    label: page.label,
    detail: 'Página',
    to: page.to,
    icon: page.icon,
  }));
  const routines: PaletteItem[] = [];
  const creates: PaletteItem[] = [];
  const groups = groupResources((resource) => hasAccess(flags, resourcePageAccess(resource.segment, 'list')));
  for (const { group, resources: members } of groups) {
    for (const member of members) {
      const { icon, description } = presentationOf(member.segment);
      const base = `/dashboard/${member.segment}`;
      if (matchesSearch(query, member.plural, member.singular, description, group.label)) {
        routines.push({
          id: `rotina:${base}`,
          label: member.plural,
          detail: `Rotina · ${group.label}`,
          to: listAddress(base),
          icon,
        });
      }
      const createFlag = permissionFor(member.segment, 'create');
      const create = resourceTitles(member).create;
      if (
        query.trim() !== '' &&
        createFlag !== null &&
        flags[createFlag] &&
        matchesSearch(query, create, member.plural)
      ) {
        creates.push({
          id: `novo:${base}`,
          label: create,
          detail: `Novo registro · ${member.plural}`,
          to: `${base}/novo`,
          icon: 'pi pi-plus',
        });
      }
    }
  }
  return [
    { title: 'Páginas', items: pages },
    { title: 'Rotinas', items: routines },
    { title: 'Ações', items: creates },
  ].filter((section) => section.items.length > 0);
}
