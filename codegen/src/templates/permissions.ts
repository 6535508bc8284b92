import { literal } from '../expressions';
import type { Manifest } from '../manifest-schema';
import { file, ImportSet, objectLiteral } from './shared';

/**
 * generated/tables/permissions.ts: the permissions of each resource (action-code prefix, route segment, the
 * names its flags use, import and configuration rights), the one source of
 * src/lib/permissions/permission-entities.ts. Written `as const`: the flag names are template literal types
 * (canView${view}), so they stay precise.
 */
export function renderPermissions({ manifest }: { manifest: Manifest }): string {
  const entities = manifest.resources.map((resource) => {
    const { view, one, edit, config } = resource.flags;
    return objectLiteral([
      ['prefix', literal(resource.permission)],
      ['segment', literal(resource.segment)],
      ['view', literal(view)],
      ['one', literal(one)],
      ['edit', edit === undefined ? undefined : literal(edit)],
      ['importable', resource.importable ? 'true' : undefined],
      ['config', resource.hasConfig && config !== undefined ? literal(config) : undefined],
    ]);
  });
  const body = `
/**
 * Each resource's action-code prefix, the segment it guards and the names its flags use: \`view\` names
 * canView (and canImport), \`one\` canCreate / canEdit / canLock, \`edit\` the canEdit name where the spec
 * spells it apart, \`config\` the configuration flag.
 */
export const permissionEntities = [${entities.join(',\n')}] as const;
`;
  return file(new ImportSet(), body);
}
