import type { ResourceEntry } from './manifest-schema';

/**
 * The permission flag names of a manifest entry, as src/lib/permissions/permission-flags.ts derives them
 * from generated/tables/permissions.ts: canView<view>; canCreate<one>, canEdit<edit ?? one>, canLock<one>;
 * canImport<view> when importable; flags.config when hasConfig.
 */
export function flagNamesOf(resource: Pick<ResourceEntry, 'flags' | 'importable' | 'hasConfig'>): string[] {
  const { view, one, edit, config } = resource.flags;
  const names = [`canView${view}`, `canCreate${one}`, `canEdit${edit ?? one}`, `canLock${one}`];
  if (resource.importable) names.push(`canImport${view}`);
  if (resource.hasConfig && config !== undefined) names.push(config);
  return names;
}

type Report = (path: PropertyKey[], message: string) => void;

/** The configuration flag and page go with hasConfig, and every flag name belongs to one resource (one code). */
export function checkFlags(resources: readonly ResourceEntry[], report: Report): void {
  const owners = new Map<string, number>();
  resources.forEach((resource, index) => {
    const { config } = resource.flags;
    if (resource.hasConfig && config === undefined)
      report(
        ['resources', index, 'flags', 'config'],
        'hasConfig needs `flags.config` (e.g. canEditUnitConfig)',
      );
    if (!resource.hasConfig && config !== undefined)
      report(['resources', index, 'flags', 'config'], 'only a resource with hasConfig takes `flags.config`');
    if (!resource.hasConfig && resource.config !== undefined)
      report(
        ['resources', index, 'config'],
        'only a resource with hasConfig takes `config` (its configuration page)',
      );
    const taken = flagNamesOf(resource).filter((flag) => {
      const owner = owners.get(flag);
      if (owner === undefined) owners.set(flag, index);
      return owner !== undefined && owner !== index;
    });
    if (taken.length > 0) report(['resources', index, 'flags'], `flags already taken: ${taken.join(', ')}`);
  });
}
