import { resources } from '@generated/resources';
import type { ResourceRoute } from './resource-info';

/**
 * The product's resources as data: URL segment, id parameter, pt-BR titles and API prefix, generated
 * from the resource manifest (codegen/resources.yaml → generated/resources.ts), for the shell, the
 * routine hub and the configuration pages. The router builds its routes from the route records
 * (generated/routes.tsx) instead; the types and resourceTitles live in ./resource-info.
 */

/** The product's resources, in the manifest's order: codegen/resources.yaml is the one source. */
export const resourceRoutes: readonly ResourceRoute[] = resources;

export function findResourceRoute(segment: string): ResourceRoute | undefined {
  return resourceRoutes.find((resource) => resource.segment === segment);
}
