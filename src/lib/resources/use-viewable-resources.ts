import { useMemo } from 'react';
import type { PermissionFlags } from '@/lib/permissions/permission-flags';
import { hasAccess } from '@/lib/permissions/route-access';
import { usePermissions } from '@/lib/permissions/use-permissions';
import { resourcePageAccess } from './resource-access';
import { groupResources, type GroupedResources } from './resource-groups';

/** Whether these flags open a resource's list: the same rule as its route (unknown resources: no). */
export function canOpenResourceList(flags: PermissionFlags, segment: string): boolean {
  const access = resourcePageAccess(segment, 'list');
  return access !== null && hasAccess(flags, access);
}

/** The routines (resources) the signed-in user may open, by group, in display order. */
export function useViewableResourceGroups(): GroupedResources[] {
  const flags = usePermissions();
  return useMemo(() => groupResources((resource) => canOpenResourceList(flags, resource.segment)), [flags]);
}
