import { accessor, labelExpression, literal } from '../expressions';
import type { ResourceEntry } from '../manifest-schema';
import { objectLiteral, type ImportSet } from './shared';
import { subListTool, subListToolModule } from './sub-list';

/**
 * The config lines of a resource with coordinates (manifest `map`) and of a list's extra tools. Each is
 * '' when the manifest has none, so pages of other resources stay as they were.
 */

/** `mapPlace: (record) => ({ latitude, longitude, title, subtitle }),` of the list and view pages. */
export function mapPlaceLine(resource: ResourceEntry): string {
  const { map } = resource;
  if (!map) return '';
  const place = objectLiteral([
    ['latitude', accessor('record', map.latitude)],
    ['longitude', accessor('record', map.longitude)],
    ['title', labelExpression('record', map.title)],
    ['subtitle', map.subtitle === undefined ? undefined : labelExpression('record', map.subtitle)],
  ]);
  return `mapPlace: (record) => (${place}),`;
}

/** `locality: { latitude, longitude, name },` of the form page: the fields 'Pesquisar localidade' fills. */
export function localityLine(resource: ResourceEntry): string {
  const { map } = resource;
  if (!map) return '';
  const fill = objectLiteral([
    ['latitude', literal(map.latitude)],
    ['longitude', literal(map.longitude)],
    ['name', map.fillName === undefined ? undefined : literal(map.fillName)],
  ]);
  return `locality: ${fill},`;
}

/** `tools: [RoutePreviewButton],` of the list page. */
export function toolsLine(resource: ResourceEntry, imports: ImportSet): string {
  const tools = resource.list.tools.map((tool) => imports.value(tool.module, tool.component));
  return tools.length === 0 ? '' : `tools: [${tools.join(', ')}],`;
}

/** `recordTools: [CloudStatusTool, EmpresasUsuariosTool],` of the list and view pages (the sub-lists' tools last). */
export function recordToolsLine(resource: ResourceEntry, imports: ImportSet): string {
  const tools = [
    ...resource.recordTools.map((tool) => imports.value(tool.module, tool.component)),
    ...resource.subLists.map((subList) =>
      imports.value(subListToolModule(resource, subList), subListTool(resource, subList)),
    ),
  ];
  return tools.length === 0 ? '' : `recordTools: [${tools.join(', ')}],`;
}
