import { permissionEntities } from '@/lib/permissions/permission-entities';
import { permissionFor, type PermissionFlag, type PermissionKind } from '@/lib/permissions/permission-flags';
import type { RouteAccess } from '@/lib/permissions/route-access';

/**
 * The route → flags table of the resource routes, next to the resource table: the list and
 * :id/consulta need `view`, novo `create`, :id/edita `edit`, :id/configuracoes `view` or `config`. Routes not in
 * here (dashboard, profile, routine hub, tickets) need only authentication. Derived from the permission
 * entities (codegen/resources.yaml → generated/tables/permissions.ts): a new resource needs no entry here.
 */
export interface ResourceAccess {
  view: RouteAccess;
  create: RouteAccess;
  edit: RouteAccess;
  config?: RouteAccess;
}

export type ResourcePage = 'list' | 'create' | 'edit' | 'view' | 'config';

function flagOf(segment: string, kind: PermissionKind): PermissionFlag {
  const flag = permissionFor(segment, kind);
  if (flag === null) throw new Error(`${segment}: no ${kind} flag`);
  return flag;
}

function accessOf(segment: string): ResourceAccess {
  const view = flagOf(segment, 'view');
  const config = permissionFor(segment, 'config');
  return {
    view,
    create: flagOf(segment, 'create'),
    edit: flagOf(segment, 'edit'),
    // Viewing the configuration needs the view or the config flag; only the config flag edits it (the page decides).
    ...(config === null ? {} : { config: { flags: [view, config] } }),
  };
}

/** By segment, derived from the permission entities (generated from the resource manifest). */
export const resourceAccess: Readonly<Record<string, ResourceAccess>> = Object.freeze(
  Object.fromEntries(permissionEntities.map((entity) => [entity.segment, accessOf(entity.segment)])),
);

/** What a resource page needs; null for an unknown resource (or a page it does not have). */
export function resourcePageAccess(segment: string, page: ResourcePage): RouteAccess | null {
  const access = resourceAccess[segment];
  if (!access) return null;
  if (page === 'list') return access.view;
  return access[page] ?? null;
}
