import { useMemo } from 'react';
import { useSession } from '@/lib/session/session-store';
import { permissionFlags, type PermissionFlags } from './permission-flags';

/**
 * The signed-in user's flags (from the action codes held), e.g. `usePermissions().canCreateCity`. All
 * false when signed out.
 */
export function usePermissions(): PermissionFlags {
  const { actions } = useSession();
  return useMemo(() => permissionFlags(actions), [actions]);
}
