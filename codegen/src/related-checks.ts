import type { Manifest, RelatedEntry, ResourceEntry } from './manifest-schema';
import { didYouMean } from './suggest';

type Report = (path: PropertyKey[], message: string) => void;

/** The title a related list shows: its own, else the listed resource's plural. */
export function relatedTitle(entry: RelatedEntry, listed: ResourceEntry | undefined): string {
  return entry.title ?? listed?.plural ?? '';
}

/** The params a related list sends besides the page: the one naming the record, those taken from it, the fixed ones. */
export function relatedParamNames(entry: RelatedEntry): string[] {
  return [entry.param, ...Object.keys(entry.with), ...Object.keys(entry.params)];
}

/**
 * The related lists of each resource: a listed resource exists and its list reads every param as a filter
 * (so 'Ver todos' opens it filtered, with a chip each), a dependent filter comes with the one it depends on
 * (the list drops a branch without its customer), a param is given once, titles are unique, and a detail
 * of kind enum names an enum.
 */
export function checkRelated(manifest: Manifest, report: Report): void {
  const enums = new Set(Object.keys(manifest.enums));
  manifest.resources.forEach((resource, index) => {
    const titles = new Set<string>();
    resource.related.forEach((entry, position) => {
      const path = ['resources', index, 'related', position];
      // Both a resource and a list: the shape says so already, and which one to check is not known.
      if (entry.resource !== undefined && entry.list !== undefined) return;
      const listed =
        entry.resource === undefined
          ? undefined
          : manifest.resources.find((item) => item.segment === entry.resource);
      if (entry.resource !== undefined && !listed)
        report(
          [...path, 'resource'],
          `unknown resource "${entry.resource}"${didYouMean(
            entry.resource,
            manifest.resources.map((item) => item.segment),
          )}`,
        );
      const names = relatedParamNames(entry);
      names.forEach((name, at) => {
        if (names.indexOf(name) !== at) report(path, `param "${name}" is given twice (param, with, params)`);
      });
      if (listed) {
        const filters = new Map(listed.list.filters.map((filter) => [filter.name, filter]));
        for (const name of names) {
          const filter = filters.get(name);
          if (!filter) {
            report(
              path,
              `"${name}" is not a filter of ${listed.segment}.list.filters: 'Ver todos' could not show it${didYouMean(name, filters.keys())}`,
            );
            continue;
          }
          // (A parent that is no filter of that list is reported at the filter itself.)
          if (
            filter.dependsOn &&
            filters.has(filter.dependsOn.field) &&
            !names.includes(filter.dependsOn.field)
          )
            report(
              [...path, 'with'],
              `the filter "${name}" of ${listed.segment} depends on "${filter.dependsOn.field}": give it too (e.g. with: { ${filter.dependsOn.field}: ${filter.dependsOn.field} })`,
            );
        }
      }
      const title = relatedTitle(entry, listed);
      if (titles.has(title)) report([...path, 'title'], `duplicate related list "${title}"`);
      titles.add(title);
      const detail = typeof entry.detail === 'object' ? entry.detail : undefined;
      if (detail?.kind === 'enum' && detail.enum === undefined)
        report([...path, 'detail', 'enum'], 'kind enum needs `enum` (a name of enums)');
      if (detail?.enum !== undefined && !enums.has(detail.enum))
        report([...path, 'detail', 'enum'], `unknown enum "${detail.enum}"${didYouMean(detail.enum, enums)}`);
    });
  });
}
