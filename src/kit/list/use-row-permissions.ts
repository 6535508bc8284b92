import { useMemo } from 'react';
import { permissionFor, type PermissionKind } from '@/lib/permissions/permission-flags';
import { usePermissions } from '@/lib/permissions/use-permissions';
import type { RowPermissions } from './row-actions';

/** Which row actions the user may take on a resource (stable while the permissions do not change). */
export function useRowPermissions(segment: string): RowPermissions {
  const flags = usePermissions();
  return useMemo(() => {
    const holds = (kind: PermissionKind) => {
      const flag = permissionFor(segment, kind);
      return flag !== null && flags[flag];
    };
    // The configuration page opens with the view or the config flag (read-only without the latter).
    const hasConfig = permissionFor(segment, 'config') !== null;
    return {
      view: holds('view'),
      edit: holds('edit'),
      lock: holds('lock'),
      config: hasConfig && (holds('view') || holds('config')),
    };
  }, [flags, segment]);
}
