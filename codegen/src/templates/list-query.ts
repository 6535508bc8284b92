import { literal } from '../expressions';
import { kindRow } from '../field-kinds';
import { listCallNames } from '../list-calls';
import type { FilterEntry } from '../manifest-schema';
import {
  apiModule,
  choiceEntries,
  file,
  ImportSet,
  LIST_PREFETCH,
  listQueryConst,
  MODULES,
  objectLiteral,
  queryOptionsOf,
  type RenderInput,
} from './shared';

function renderFilter(filter: FilterEntry, imports: ImportSet): string {
  const filterKind = kindRow(filter.kind).filter;
  return objectLiteral([
    ['name', literal(filter.name)],
    ['label', literal(filter.label)],
    ['kind', literal(filterKind)],
    ...choiceEntries(filter, imports),
    ['maxLength', filter.maxLength === undefined ? undefined : String(filter.maxLength)],
  ]);
}

/**
 * generated/pages/<segment>/list-query.ts: what the list asks the API for (its filters, default order and
 * orval's query options), which the list page spreads into its config, and the starter of that request,
 * which the list page exports for its route's loader (the request leaves before the page renders).
 */
export function renderListQuery({ resource }: RenderInput): string {
  const imports = new ImportSet();
  const { api } = resource;
  const model = imports.type(MODULES.model, api.model);
  const queryOptions = imports.value(apiModule(api.tag), queryOptionsOf(api.list));
  const queryType = imports.type(MODULES.kitTypes, 'ResourceListQuery');
  const prefetch = imports.value(MODULES.kitTypes, 'prefetchResourceList');
  const prefetchType = imports.type(MODULES.resourceInfo, 'ListPrefetch');
  const filters = resource.list.filters.map((filter) => renderFilter(filter, imports));
  const name = listQueryConst(resource);
  // The resource's own calls beside its list (paths/<recurso>.yaml).
  const calls = listCallNames(api.list);
  const module = apiModule(api.tag);
  const exportExcel = imports.value(module, calls.exportExcel);
  const exportPdf = imports.value(module, calls.exportPdf);
  const columnsQuery = imports.value(module, queryOptionsOf(calls.columns));
  const saveColumns = imports.value(module, calls.saveColumns);

  const body = `
/** What the list of ${resource.plural} asks the API for. */
export const ${name}: ${queryType}<${model}> = {
  ${filters.length > 0 ? `filters: [${filters.join(',\n')}],` : ''}
  defaultSort: ${literal(resource.defaultSort)},
  listQuery: (params) => ${queryOptions}(params),
  listCalls: {
    columnsQuery: ${columnsQuery},
    saveColumns: ${saveColumns},
    exportExcel: (params, options) => ${exportExcel}(params, options),
    exportPdf: (params, options) => ${exportPdf}(params, options),
  },
};

/** Starts the list's requests for a URL of the page (the route's loader calls it). */
export const ${LIST_PREFETCH}: ${prefetchType} = (url) => ${prefetch}(${name}, url);
`;
  return file(imports, body);
}
