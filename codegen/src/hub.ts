import type { Manifest } from './manifest-schema';
import { closest, didYouMean } from './suggest';

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
  const known = new Set(manifest.groups.map((group) => group.id));
  // A group a mistyped hub.group is close to is that typo's: said once, at the resource (with "did you mean").
  const mistyped = new Set(
    manifest.resources
      .filter((resource) => !known.has(resource.hub.group))
      .flatMap((resource) => closest(resource.hub.group, known)),
  );
  manifest.groups.forEach((group, index) => {
    if (ids.has(group.id)) report(['groups', index, 'id'], `duplicate group "${group.id}"`);
    ids.add(group.id);
    if (!manifest.resources.some((resource) => resource.hub.group === group.id) && !mistyped.has(group.id))
      report(['groups', index], `group "${group.id}" has no resource (its resources name it in hub.group)`);
  });
  manifest.resources.forEach((resource, index) => {
    if (!ids.has(resource.hub.group))
      report(
        ['resources', index, 'hub', 'group'],
        `unknown group "${resource.hub.group}"${didYouMean(resource.hub.group, ids) || ' (an id of groups)'}`,
      );
  });
}
