import type { QueryClient } from '@tanstack/react-query';
import type { Recurso } from '@generated/api/model';

/** True for keys of the resource's calls: `/v1/<recurso>`, `/v1/<recurso>/…` and `/v1/<recurso>?…`. */
export function isResourceQueryKey(recurso: Recurso, key: readonly unknown[]): boolean {
  const head = key[0];
  const prefix = `/v1/${recurso}`;
  return (
    typeof head === 'string' &&
    (head === prefix || head.startsWith(`${prefix}/`) || head.startsWith(`${prefix}?`))
  );
}

/** True for the resource's calls and for the pickers that list its records (`['reference', recurso, …]`). */
export function isResourceOrPickerQueryKey(recurso: Recurso, key: readonly unknown[]): boolean {
  return isResourceQueryKey(recurso, key) || (key[0] === 'reference' && key[1] === recurso);
}

/**
 * Refreshes every cached list, view and picker of a resource after its records changed (a save, an
 * import), also when the page that changed them was left meanwhile.
 */
export function invalidateResource(queryClient: QueryClient, recurso: Recurso): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => isResourceOrPickerQueryKey(recurso, queryKey),
  });
}
