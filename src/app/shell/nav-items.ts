import { resourceGroups } from '@/lib/resources/resource-groups';

/** The entries of the side navigation: Chamados, Clientes, Usuários, Rotinas. */
export interface NavItem {
  id: 'tickets' | 'customers' | 'users' | 'routines';
  label: string;
  icon: string;
  to: string;
  /** Segments under /dashboard for which this entry is the active one. */
  activeFor: readonly string[];
  /** Resource whose list the user must be allowed to open to see the entry. */
  requires?: string;
}

const customerSegments = resourceGroups.find((group) => group.id === 'clientes')?.segments ?? [];
const nonRoutineSegments = new Set(['chamados', 'perfil', ...customerSegments]);
const routineSegments = resourceGroups
  .flatMap((group) => group.segments)
  .filter((segment) => !nonRoutineSegments.has(segment));

export const navItems: readonly NavItem[] = [
  {
    id: 'tickets',
    label: 'Chamados',
    icon: 'pi pi-ticket',
    to: '/dashboard/chamados',
    activeFor: ['chamados'],
  },
  {
    id: 'customers',
    label: 'Clientes',
    icon: 'pi pi-building',
    to: '/dashboard/empresas',
    requires: 'empresas',
    activeFor: customerSegments.filter((segment) => segment !== 'usuarios'),
  },
  {
    id: 'users',
    label: 'Usuários',
    icon: 'pi pi-users',
    to: '/dashboard/usuarios',
    activeFor: ['usuarios'],
    requires: 'usuarios',
  },
  {
    id: 'routines',
    label: 'Rotinas',
    icon: 'pi pi-th-large',
    to: '/dashboard/todas-rotinas',
    activeFor: ['todas-rotinas', ...routineSegments],
  },
];

/** The entry that owns a pathname: /dashboard/filiais/3/edita → Clientes; /dashboard/cidades → Rotinas. */
export function activeNavItemId(pathname: string): NavItem['id'] | null {
  const match = /^\/dashboard\/([^/]+)/.exec(pathname);
  if (!match) return null;
  return navItems.find((item) => item.activeFor.includes(match[1]))?.id ?? null;
}
