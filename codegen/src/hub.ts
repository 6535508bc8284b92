import type { Manifest } from './manifest-schema';

/**
 * The routine hub and the start page (src/lib/resources/resource-groups.ts): the manifest's `groups` in
 * their order, each with the resources whose `hub.group` names it, in the manifest's order.
 */
export function hubGroupsOf(manifest: Pick<Manifest, 'groups' | 'resources'>) {
  return manifest.groups.map((group) => ({
    group,
    resources: manifest.resources.filter((resource) => resource.hub.group === group.id),
  }));
}

type Report = (path: PropertyKey[], message: string) => void;

/** Group ids are unique, each resource names a group, and each group has a resource. */
export function checkGroups(manifest: Pick<Manifest, 'groups' | 'resources'>, report: Report): void {
  const ids = new Set<string>();
  manifest.groups.forEach((group, index) => {
    if (ids.has(group.id)) report(['groups', index, 'id'], `duplicate group "${group.id}"`);
    ids.add(group.id);
    if (!manifest.resources.some((resource) => resource.hub.group === group.id))
      report(['groups', index], `group "${group.id}" has no resource (its resources name it in hub.group)`);
  });
  manifest.resources.forEach((resource, index) => {
    if (!ids.has(resource.hub.group))
      report(['resources', index, 'hub', 'group'], `unknown group "${resource.hub.group}" (an id of groups)`);
  });
}
