import {
  resourceGroups as generatedGroups,
  resourcePresentation as generatedPresentation,
} from '@generated/tables/resource-groups';
import { resources as allResources } from '@generated/tables/resources';
import type { ResourceInfo, ResourceRoute } from './resource-info';

/**
 * How the routines (resources) are presented to staff: the group each one belongs to, an icon and a
 * one-line description. Used by the routine hub and the start page's shortcuts. The data comes from the
 * resource manifest (codegen/resources.yaml `groups` and each resource's `hub` →
 * generated/tables/resource-groups.ts).
 */

export interface ResourceGroup {
  id: string;
  label: string;
  /** primeicons class of the group. */
  icon: string;
  /** Segments of the manifest's resources, in display order (the manifest's). */
  segments: readonly string[];
}

/** The groups in display order. */
export const resourceGroups: readonly ResourceGroup[] = generatedGroups;

export interface ResourcePresentation {
  icon: string;
  description: string;
}

export const resourcePresentation: Readonly<Record<string, ResourcePresentation>> = generatedPresentation;

const FALLBACK: ResourcePresentation = { icon: 'pi pi-table', description: '' };

export function presentationOf(segment: string): ResourcePresentation {
  return resourcePresentation[segment] ?? FALLBACK;
}

export interface GroupedResources {
  group: ResourceGroup;
  resources: ResourceRoute[];
}

/** The resources that pass `include`, by group, in display order; empty groups are left out. */
export function groupResources(
  include: (resource: ResourceRoute) => boolean = () => true,
): GroupedResources[] {
  return resourceGroups
    .map((group) => ({
      group,
      resources: group.segments
        .map((segment) => allResources.find((resource) => resource.segment === segment))
        .filter((resource): resource is ResourceInfo => resource !== undefined && include(resource)),
    }))
    .filter(({ resources }) => resources.length > 0);
}
