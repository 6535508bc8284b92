import { accessor, labelExpression, literal, propertyKey } from '../expressions';
import { cellExpression } from '../field-kinds';
import type { Manifest, RelatedEntry, ResourceEntry } from '../manifest-schema';
import { relatedTitle } from '../related-checks';
import { apiModule, enumLabelsConst, ImportSet, MODULES, objectLiteral, queryOptionsOf } from './shared';

/**
 * The `related` lists of a view page (manifest `related`): each one a `relatedList<Record, Row>({ … })`
 * of the kit, with the listed call, the params naming the record, how a row reads and where it leads.
 */

const ROW = 'row';
const RECORD = 'record';

/** What a related list lists: a resource of the manifest, or a list that is not one (written out). */
interface Listed {
  api: { tag: string; list: string; model: string };
  listPath: string;
  /** The row's address, as an expression of the row. */
  recordPath: string;
  label: string;
  sort?: string;
  /** Resource lists take the situação tab: all, as 'Ver todos' opens them. */
  situacao: boolean;
}

function listedOf(manifest: Manifest, entry: RelatedEntry): Listed {
  if (entry.list) {
    return {
      api: entry.list.api,
      listPath: entry.list.path,
      recordPath: labelExpression(ROW, entry.list.record),
      label: entry.list.label,
      sort: entry.list.sort,
      situacao: false,
    };
  }
  const listed = manifest.resources.find((item) => item.segment === entry.resource);
  if (!listed) throw new Error(`related: unknown resource ${entry.resource}`);
  return {
    api: listed.api,
    listPath: `/dashboard/${listed.segment}`,
    recordPath: `\`/dashboard/${listed.segment}/\${${ROW}.id}/consulta\``,
    label: listed.recordLabel,
    sort: listed.defaultSort,
    situacao: true,
  };
}

/** The params naming the record: its id, the values taken from it and the fixed ones. */
function paramsExpression(entry: RelatedEntry): string {
  const entries = [
    `${propertyKey(entry.param)}: ${RECORD}.id`,
    ...Object.entries(entry.with).map(([name, path]) => `${propertyKey(name)}: ${accessor(RECORD, path)}`),
    ...Object.entries(entry.params).map(([name, value]) => `${propertyKey(name)}: ${literal(value)}`),
  ];
  return `(${RECORD}) => ({ ${entries.join(', ')} })`;
}

function detailExpression(entry: RelatedEntry, imports: ImportSet): string | undefined {
  const { detail } = entry;
  if (detail === undefined) return undefined;
  if (typeof detail === 'string') return `(${ROW}) => ${labelExpression(ROW, detail)}`;
  const labels = detail.enum ? imports.value(MODULES.enums, enumLabelsConst(detail.enum)) : undefined;
  const cell = cellExpression(detail.kind, { value: accessor(ROW, detail.field), imports, labels });
  return `(${ROW}) => ${cell}`;
}

function renderRelated(
  manifest: Manifest,
  owner: ResourceEntry,
  entry: RelatedEntry,
  imports: ImportSet,
): string {
  const listed = listedOf(manifest, entry);
  const title = relatedTitle(
    entry,
    manifest.resources.find((item) => item.segment === entry.resource),
  );
  const declare = imports.value('@/kit', 'relatedList');
  const ownModel = imports.type(MODULES.model, owner.api.model);
  const rowModel = imports.type(MODULES.model, listed.api.model);
  const queryOptions = imports.value(apiModule(listed.api.tag), queryOptionsOf(listed.api.list));
  const fixed = [
    ...(listed.situacao ? ["situacao: 'ALL'"] : []),
    ...(listed.sort ? [`ordenacao: ${literal(listed.sort)}`] : []),
  ];
  const call = fixed.length > 0 ? `{ ...params, ${fixed.join(', ')} }` : 'params';
  const config = objectLiteral([
    ['title', literal(title)],
    ['listPath', literal(listed.listPath)],
    ['params', paramsExpression(entry)],
    ['query', `(params) => ${queryOptions}(${call})`],
    ['label', `(${ROW}) => ${labelExpression(ROW, listed.label)}`],
    ['detail', detailExpression(entry, imports)],
    ['recordPath', `(${ROW}) => ${listed.recordPath}`],
    ['empty', entry.empty === undefined ? undefined : literal(entry.empty)],
  ]);
  return `${declare}<${ownModel}, ${rowModel}>(${config})`;
}

/** The `related:` line of a view page's config, or nothing when the resource has none. */
export function relatedLine(manifest: Manifest, resource: ResourceEntry, imports: ImportSet): string {
  if (resource.related.length === 0) return '';
  const lists = resource.related.map((entry) => renderRelated(manifest, resource, entry, imports));
  return `related: [${lists.join(',\n')}],`;
}
