import { matchesSearch } from '@/lib/format/search-text';
import { presentationOf, type GroupedResources } from '@/lib/resources/resource-groups';

/**
 * The groups narrowed to the routines matching the query, accent- and case-insensitively, by name,
 * singular, description or group name (every word must appear). Empty groups are left out.
 */
export function filterRoutineGroups(groups: readonly GroupedResources[], query: string): GroupedResources[] {
  return groups
    .map(({ group, resources }) => ({
      group,
      resources: resources.filter((resource) =>
        matchesSearch(
          query,
          resource.plural,
          resource.singular,
          presentationOf(resource.segment).description,
          group.label,
        ),
      ),
    }))
    .filter(({ resources }) => resources.length > 0);
}

export function countRoutines(groups: readonly GroupedResources[]): number {
  return groups.reduce((sum, { resources }) => sum + resources.length, 0);
}

export function routinesText(count: number): string {
  return count === 1 ? '1 rotina' : `${count} rotinas`;
}
