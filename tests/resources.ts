import { resources } from '@generated/tables/resources';
import type { ResourceInfo } from '@/lib/resources/resource-info';

/** The manifest's resources (generated/tables/resources.ts), as the app sees them. */
export const resourceRoutes: readonly ResourceInfo[] = resources;

/** A resource of the manifest by its URL segment (tests name the resource they render). */
export function findResourceRoute(segment: string): ResourceInfo | undefined {
  return resources.find((resource) => resource.segment === segment);
}
