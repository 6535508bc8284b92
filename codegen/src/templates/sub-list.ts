import { accessor, camelCase, labelExpression, literal, pascalCase } from '../expressions';
import type { Manifest, ResourceEntry, SubListActionEntry, SubListEntry } from '../manifest-schema';
import { aliasOf, apiModule, file, ImportSet, MODULES, objectLiteral, PAGES, queryOptionsOf } from './shared';

/**
 * generated/pages/<segment>/<name>-sub-list.tsx (the drawer's declaration, SubListConfig of the kit) and
 * <name>-sub-list-tool.tsx (the record tool that loads it on first use) of each manifest `subLists` entry.
 */

const ROW = 'row';

/** 'empresas', 'usuarios' → EmpresasUsuariosSubList / EmpresasUsuariosTool / empresasUsuariosAccess. */
export const subListComponent = (resource: ResourceEntry, subList: SubListEntry): string =>
  `${pascalCase(resource.segment)}${pascalCase(subList.name)}SubList`;
export const subListTool = (resource: ResourceEntry, subList: SubListEntry): string =>
  `${pascalCase(resource.segment)}${pascalCase(subList.name)}Tool`;
const accessConst = (resource: ResourceEntry, subList: SubListEntry): string =>
  `${camelCase(resource.segment)}${pascalCase(subList.name)}Access`;

const subListPath = (resource: ResourceEntry, subList: SubListEntry, suffix: string): string =>
  `${PAGES}/${resource.segment}/${subList.name}-${suffix}`;
export const subListFile = (resource: ResourceEntry, subList: SubListEntry): string =>
  `${subListPath(resource, subList, 'sub-list')}.tsx`;
export const subListToolFile = (resource: ResourceEntry, subList: SubListEntry): string =>
  `${subListPath(resource, subList, 'sub-list-tool')}.tsx`;
export const subListToolModule = (resource: ResourceEntry, subList: SubListEntry): string =>
  aliasOf(subListPath(resource, subList, 'sub-list-tool'));

function listedResource(manifest: Manifest, subList: SubListEntry): ResourceEntry {
  const listed = manifest.resources.find((item) => item.segment === subList.resource);
  if (!listed) throw new Error(`sub-list ${subList.name}: unknown resource ${subList.resource}`);
  return listed;
}

const rowFunction = (expression: string): string => `(${ROW}) => ${expression}`;

/** A row text: a literal, or a template literal where it has {path} placeholders. */
function rowText(spec: string): string {
  return spec.includes('{') ? labelExpression(ROW, spec) : literal(spec);
}

/** The function of a row text (without the row where the text does not read it). */
const rowTextFunction = (spec: string): string =>
  spec.includes('{') ? rowFunction(rowText(spec)) : `() => ${literal(spec)}`;

/** 'servidor' → row.servidor (the row has one); '!emailConfirmado' → !row.emailConfirmado. */
function rowCondition(spec: string): string {
  return spec.startsWith('!') ? `!${accessor(ROW, spec.slice(1))}` : accessor(ROW, spec);
}

function renderItem(item: SubListEntry['item']): string {
  const tags = item.tags.map((tag) =>
    tag.kind === 'status'
      ? objectLiteral([
          ['kind', literal('status')],
          ['label', literal(tag.label)],
          ['value', rowFunction(accessor(ROW, tag.field))],
        ])
      : objectLiteral([
          ['kind', literal('check')],
          ['value', rowFunction(accessor(ROW, tag.field))],
          ['yes', literal(tag.yes)],
          ['no', literal(tag.no)],
        ]),
  );
  const { note, avatar } = item;
  const noteText =
    note &&
    (note.when
      ? `(${rowCondition(note.when)} ? ${rowText(note.text)} : ${rowText(note.otherwise ?? '')})`
      : rowText(note.text));
  return objectLiteral([
    ['title', rowFunction(labelExpression(ROW, item.title))],
    [
      'avatar',
      avatar &&
        rowFunction(
          `(${objectLiteral([
            ['name', labelExpression(ROW, avatar.name)],
            ['url', avatar.image === undefined ? undefined : accessor(ROW, avatar.image)],
          ])})`,
        ),
    ],
    ['subtitle', item.subtitle === undefined ? undefined : rowFunction(labelExpression(ROW, item.subtitle))],
    ['tags', `[${tags.join(', ')}]`],
    ['note', noteText && rowFunction(noteText)],
  ]);
}

function renderAction(
  action: SubListActionEntry,
  context: { tag: string; recurso: string; imports: ImportSet },
): string {
  const base: Array<[string, string | undefined]> = [
    ['kind', literal(action.kind)],
    ['flag', literal(action.flag)],
    ['when', action.when === undefined ? undefined : rowFunction(rowCondition(action.when))],
  ];
  if (action.kind === 'lock')
    return objectLiteral([
      ...base,
      ['recurso', literal(context.recurso)],
      ['id', rowFunction(accessor(ROW, action.id))],
      ['ativo', rowFunction(accessor(ROW, action.ativo))],
      ['parentHeader', action.parentHeader ? 'true' : undefined],
    ]);
  const icon: Array<[string, string | undefined]> = [
    ['icon', literal(action.icon)],
    ['title', literal(action.title)],
    ['label', rowTextFunction(action.label)],
  ];
  if (action.kind === 'dialog')
    return objectLiteral([
      ...base,
      ...icon,
      ['dialog', context.imports.value(action.module, action.component)],
    ]);
  const operation = context.imports.value(apiModule(context.tag), action.call.operation);
  const run: Array<[string, string | undefined]> = [
    ['run', rowFunction(`${operation}(${action.call.args.map((arg) => accessor(ROW, arg)).join(', ')})`)],
    ['success', rowTextFunction(action.success)],
  ];
  if (action.kind === 'call') return objectLiteral([...base, ...icon, ...run]);
  return objectLiteral([
    ...base,
    ...icon,
    ...run,
    ['question', rowTextFunction(action.question)],
    ['confirm', literal(action.confirm)],
  ]);
}

interface SubListInput {
  manifest: Manifest;
  resource: ResourceEntry;
  subList: SubListEntry;
}

/** The sub-list drawer: its texts, list call, how a row reads and its actions. */
export function renderSubList({ manifest, resource, subList }: SubListInput): string {
  const imports = new ImportSet();
  const listed = listedResource(manifest, subList);
  const tag = subList.api.tag ?? listed.api.tag;
  const model = imports.type(MODULES.model, subList.api.model);
  const queryOptions = imports.value(apiModule(tag), queryOptionsOf(subList.api.list));
  const configType = imports.type(MODULES.kitTypes, 'SubListConfig');
  const drawer = imports.value(MODULES.kitTypes, 'SubListDrawer');
  const drawerProps = imports.type(MODULES.kitTypes, 'SubListDrawerProps');
  const actions = subList.actions.map((action) =>
    renderAction(action, { tag, recurso: listed.recurso, imports }),
  );
  const listLabel = subList.listLabel.replace(/[`\\]/g, '\\$&').replace(/\{parent\}/g, '${parent}');

  const body = `
const config: ${configType}<${model}> = {
  title: ${literal(subList.title)},
  parentLabel: ${literal(subList.parentLabel)},
  listLabel: (parent) => \`${listLabel}\`,
  search: ${literal(subList.search)},
  empty: ${literal(subList.empty)},
  listQuery: (parentId, params) => ${queryOptions}(parentId, params),
  item: ${renderItem(subList.item)},
  actions: [${actions.join(',\n')}],
};

/** ${subList.title} (a sub-list of ${resource.plural}). */
export function ${subListComponent(resource, subList)}(props: ${drawerProps}) {
  return <${drawer} config={config} {...props} />;
}
`;
  return file(imports, body);
}

/** The record tool: the flags that open it (both resources' view flags) and the button loading the drawer. */
export function renderSubListTool({ manifest, resource, subList }: SubListInput): string {
  const imports = new ImportSet();
  const listed = listedResource(manifest, subList);
  const model = imports.type(MODULES.model, resource.api.model);
  const lazy = imports.value('react', 'lazy');
  const toolProps = imports.type(MODULES.kitTypes, 'RecordToolProps');
  const tool = imports.value(MODULES.kitTypes, 'SubListTool');
  const accessType = imports.type('@/lib/permissions/route-access', 'RouteAccess');
  const access = literal({
    flags: [`canView${resource.flags.view}`, `canView${listed.flags.view}`],
    requireAll: true,
  });
  const component = subListComponent(resource, subList);

  const body = `
/** Who may open ${subList.title}: the view flags of ${resource.plural} and ${listed.plural}. */
export const ${accessConst(resource, subList)}: ${accessType} = ${access};

// The drawer loads on first use only (the pages showing the tool stay small).
const drawer = ${lazy}(() => import('${aliasOf(subListPath(resource, subList, 'sub-list'))}').then((module) => ({ default: module.${component} })));

/** '${subList.tool.label}' of a record of ${resource.plural}: opens ${subList.title}. */
export function ${subListTool(resource, subList)}(props: ${toolProps}<${model}>) {
  return <${tool} {...props} icon=${literal(subList.tool.icon)} action=${literal(subList.tool.label)} access={${accessConst(resource, subList)}} drawer={drawer} />;
}
`;
  return file(imports, body);
}

/** The files of a resource's sub-lists. */
export function subListFiles(manifest: Manifest, resource: ResourceEntry) {
  return resource.subLists.flatMap((subList) => [
    { path: subListFile(resource, subList), content: renderSubList({ manifest, resource, subList }) },
    { path: subListToolFile(resource, subList), content: renderSubListTool({ manifest, resource, subList }) },
  ]);
}
