import { useQueries } from '@tanstack/react-query';
import { http } from '@/lib/http/client';
import { searchTerms } from '@/lib/format/search-text';
import { formatRecordLabel } from '@/lib/resources/record-label';
import type { ResourceInfo } from '@/lib/resources/resource-info';
import type { PaletteItem, PaletteSection } from './palette-items';

/** Records shown per resource (the first of the list's smallest page, in its default order). */
const PER_RESOURCE = 3;
/** A search this short would match half of every table. */
export const MIN_RECORD_SEARCH = 2;

interface Page {
  items: Array<Record<string, unknown> & { id: number }>;
}

/** Where a search looks: a resource's list call (GET /v1/{recurso}) or the tickets'. */
interface SearchTarget {
  key: string;
  path: string;
  /** The section's title and each hit's detail. */
  title: string;
  toItem: (record: Page['items'][number]) => PaletteItem;
}

function resourceTarget(resource: ResourceInfo): SearchTarget {
  const singular = resource.singular.charAt(0).toUpperCase() + resource.singular.slice(1);
  return {
    key: resource.segment,
    path: `/v1/${resource.recurso}`,
    title: resource.plural,
    toItem: (record) => {
      const to = `/dashboard/${resource.segment}/${record.id}/consulta`;
      const label =
        (resource.recordLabel && formatRecordLabel(resource.recordLabel, record)) ||
        `${singular} ${record.id}`;
      return { id: `registro:${to}`, label, detail: singular, to, icon: 'pi pi-file' };
    },
  };
}

const TICKETS: SearchTarget = {
  key: 'chamados',
  path: '/v1/chamados',
  title: 'Chamados',
  toItem: (record) => {
    const to = `/dashboard/chamados/${record.id}/detalhes`;
    const label = `#${String(record.codigoSequencial ?? record.id)} ${String(record.titulo ?? '')}`.trim();
    return { id: `registro:${to}`, label, detail: 'Chamado', to, icon: 'pi pi-ticket' };
  },
};

/**
 * Records matching `query` by code or name, through each list call the user may open (the tickets' and
 * every resource's whose records they may consult), a few of each: the same search the lists do (every
 * word in some searchable field). A '#' before a ticket's code is left out. Nothing below
 * MIN_RECORD_SEARCH characters; the calls of a query the user typed past are cancelled.
 */
export function useRecordSearch(
  query: string,
  resources: readonly ResourceInfo[],
): { sections: PaletteSection[]; searching: boolean } {
  const terms = searchTerms(query.replace(/^#(?=\d)/, ''));
  const enabled = terms.join(' ').length >= MIN_RECORD_SEARCH;
  const targets = [TICKETS, ...resources.map(resourceTarget)];
  const results = useQueries({
    queries: targets.map((target) => ({
      queryKey: ['busca-rapida', target.key, terms],
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const response = await http.get<Page>(target.path, {
          params: { filtros: terms, limitePagina: 10, pagina: 1 },
          signal,
        });
        return response.data.items.slice(0, PER_RESOURCE).map(target.toItem);
      },
      enabled,
      staleTime: 30_000,
      retry: false,
      meta: { silent: true },
    })),
  });
  const sections = enabled
    ? targets
        .map((target, index) => ({ title: target.title, items: results[index].data ?? [] }))
        .filter((section) => section.items.length > 0)
    : [];
  return { sections, searching: enabled && results.some((result) => result.isFetching) };
}
