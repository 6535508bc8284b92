import type { Manifest } from './manifest-schema';
import { didYouMean } from './suggest';

type Report = (path: PropertyKey[], message: string) => void;

/** Each sub-list lists a resource of the manifest, and a resource's sub-lists have names of their own. */
export function checkSubLists(manifest: Manifest, report: Report): void {
  const segments = new Set(manifest.resources.map((resource) => resource.segment));
  manifest.resources.forEach((resource, index) => {
    const seen = new Set<string>();
    resource.subLists.forEach((subList, position) => {
      const path = ['resources', index, 'subLists', position];
      if (!segments.has(subList.resource))
        report(
          [...path, 'resource'],
          `unknown resource "${subList.resource}"${didYouMean(subList.resource, segments)}`,
        );
      if (seen.has(subList.name)) report([...path, 'name'], `duplicate sub-list "${subList.name}"`);
      seen.add(subList.name);
    });
  });
}
