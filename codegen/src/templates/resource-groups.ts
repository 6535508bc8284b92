import { literal, propertyKey } from '../expressions';
import { hubGroupsOf } from '../hub';
import type { Manifest } from '../manifest-schema';
import { file, ImportSet, objectLiteral } from './shared';

/**
 * generated/tables/resource-groups.ts: how the routine hub and the start page present the resources (the
 * manifest's `groups` and each resource's `hub`), the one source of src/lib/resources/resource-groups.ts.
 */
export function renderResourceGroups({ manifest }: { manifest: Manifest }): string {
  const groups = hubGroupsOf(manifest).map(({ group, resources }) =>
    objectLiteral([
      ['id', literal(group.id)],
      ['label', literal(group.label)],
      ['icon', literal(group.icon)],
      ['segments', literal(resources.map((resource) => resource.segment))],
    ]),
  );
  const presentation = manifest.resources.map(
    (resource) =>
      `${propertyKey(resource.segment)}: ${literal({ icon: resource.hub.icon, description: resource.hub.description })}`,
  );
  const body = `
/** The groups of the routine hub in display order, each with its resources' segments in display order. */
export const resourceGroups = [${groups.join(',\n')}];

/** Each resource's icon and one-line description, by segment. */
export const resourcePresentation = {
  ${presentation.join(',\n')}
};
`;
  return file(new ImportSet(), body);
}
