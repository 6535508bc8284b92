import type { PermissionFlag, PermissionFlags } from './permission-flags';

/**
 * What a route (or menu entry) needs: one flag, or a group of flags of which ANY suffices, or ALL when
 * `requireAll` is set (an empty group grants nothing). Routes without an access entry need only authentication.
 */
export type RouteAccess = PermissionFlag | { flags: readonly PermissionFlag[]; requireAll?: boolean };

export function hasAccess(flags: PermissionFlags, access: RouteAccess | null | undefined): boolean {
  if (!access) return true;
  if (typeof access === 'string') return flags[access];
  return access.requireAll
    ? access.flags.every((flag) => flags[flag])
    : access.flags.some((flag) => flags[flag]);
}
