import { z } from 'zod';
import { labelPaths, PATH_PATTERN } from './expressions';
import { COLUMN_KINDS, DISPLAY_KINDS, FIELD_KINDS, FILTER_KINDS } from './field-kinds';
import { apiConventions, configConventions, isReferenceOf } from './conventions';
import type { ManifestIssue } from './manifest-issues';
import { didYouMean } from './suggest';

/**
 * The shape of codegen/resources.yaml. Errors name the bad entry by its path
 * (`resources[3].form.sections[0].fields[2].kind: …`); read from the file (manifest-source.ts) they name
 * its resource and line instead. Rules between entries (names that must exist, unique ids) are in
 * manifest-checks.ts.
 */

const name = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'expected a name (letters, digits, _)');
const kebab = z.string().regex(/^[a-z]+(-[a-z]+)*$/, 'expected kebab-case (e.g. aliquotas-icms)');
const path = z
  .string()
  .regex(PATH_PATTERN, 'expected a field path (e.g. nome, empresa.nome, modulos[].descricao)');
const text = z.string().trim().min(1, 'expected a non-empty text');
/** A plain path or a text with {path} / {path ?? path} placeholders. */
const labelSpec = text.refine(
  (spec) => labelPaths(spec).every((item) => PATH_PATTERN.test(item)),
  'expected a field path or a template with {path} placeholders (e.g. "{codigo} - {fantasia ?? nome}")',
);
const count = z.number().int().positive();
const span = z.union([z.literal(3), z.literal(4), z.literal(6), z.literal(8), z.literal(12)]);
const scalar = z.union([z.string(), z.number(), z.boolean()]);
const sort = z.string().regex(/^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$/, 'expected "field,asc" or "field,desc"');
/** The entity part of a permission flag name: canView<Cities>, canCreate<City>. */
const flagPart = z.string().regex(/^[A-Z][A-Za-z]*$/, 'expected a PascalCase flag part (e.g. Cities, NCMs)');
const flagName = z.string().regex(/^can[A-Z][A-Za-z]*$/, 'expected a flag name (e.g. canEditUnitConfig)');
const icon = z
  .string()
  .regex(/^pi pi-[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a primeicons class (e.g. pi pi-globe)');

/** A group of the routine hub and the start page (groups show in the manifest's order). */
const hubGroup = z.strictObject({ id: kebab, label: text, icon });

/**
 * The permission flag names of a resource: canView<view>; canCreate<one>, canEdit<edit ?? one>,
 * canLock<one>; canImport<view> when importable; `config` is the configuration flag when hasConfig.
 */
const flags = z.strictObject({
  view: flagPart,
  one: flagPart,
  /** The canEdit name where the spec spells it apart (canEditFrontRoutines). */
  edit: flagPart.optional(),
  config: flagName.optional(),
});

const enumDefinition = z.strictObject({
  /** The model type of the values (generated/api/model), so the labels cover every value. */
  type: name.optional(),
  options: z.array(z.strictObject({ value: scalar, label: text })).min(1),
});

/**
 * A picker source. tag, model, list and get default to the api names of the resource it lists (the one
 * whose segment is the reference's name, or its camelCase: conventions.ts); written only where they differ.
 */
const reference = z.strictObject({
  /** orval module: generated/api/<tag>/<tag>.ts. */
  tag: kebab.optional(),
  model: name.optional(),
  list: name.optional(),
  get: name.optional(),
  label: labelSpec,
  /**
   * What tells apart options whose labels repeat (two customers named alike): read-model values of the
   * listed record, each a path (text) or { field, kind } (formatted as a list cell of that kind, e.g.
   * cpfCnpj), shown as the second line of those options (e.g. [{ field: cpfcnpj, kind: cpfCnpj }, endereco.cidade.nome]).
   */
  detail: z
    .array(z.union([path, z.strictObject({ field: path, kind: z.enum(COLUMN_KINDS).default('text') })]))
    .min(1)
    .optional(),
  params: z.record(z.string(), scalar).optional(),
});

const dependsOn = z.strictObject({ field: name, param: name });

const fieldProperties = {
  name,
  label: text,
  kind: z.enum(FIELD_KINDS),
  required: z.boolean().optional(),
  maxLength: count.optional(),
  length: count.optional(),
  decimals: z.number().int().min(0).max(8).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  /** enum: a name of the top-level enums. */
  enum: name.optional(),
  /** reference / references: a name of the top-level references. */
  reference: name.optional(),
  dependsOn: dependsOn.optional(),
  ufField: path.optional(),
  span: span.optional(),
  hint: text.optional(),
  readOnlyOnEdit: z.boolean().optional(),
  /** The read-model value shown for a reference ('empresa.nome', 'modulos[].descricao'). */
  display: labelSpec.optional(),
  /** Read-model path of the edited value when it is not `name` (image: logoUrl). */
  source: path.optional(),
  /** The empty form value when not the kind's. */
  default: z.union([scalar, z.null(), z.array(z.never())]).optional(),
  /** The message of a value the contract's pattern refuses, where the kind has none ('Versão inválida (formato 4.00)'). */
  patternMessage: text.optional(),
  /** The on-screen keyboard of a text input: digits only (numeric) or with a decimal point (decimal). */
  inputMode: z.enum(['numeric', 'decimal']).optional(),
  /** A blank value is sent as null (a text the contract makes nullable). */
  nullable: z.boolean().optional(),
};

const rowField = z.strictObject(fieldProperties);
const formField = z.strictObject({
  ...fieldProperties,
  rowFields: z.array(rowField).min(1).optional(),
  maxRows: count.optional(),
});

const column = z.strictObject({
  /** Read-model path; also the column id stored in colunas-usuarios. */
  field: path,
  header: text,
  kind: z.enum(COLUMN_KINDS).default('text'),
  enum: name.optional(),
  decimals: z.number().int().min(0).max(8).optional(),
  display: labelSpec.optional(),
  sortable: z.boolean().default(false),
  /** The ordenacao field when it is not `field`. */
  sortField: path.optional(),
  hidden: z.boolean().default(false),
  /**
   * The column that names the record: its cell links to the record's view page. Default: the first
   * column of free text among the recordLabel's fields, else the first of them (list.ts, namingColumn).
   */
  opensRecord: z.boolean().optional(),
});

const filter = z.strictObject({
  /** The list query param. */
  name,
  label: text,
  kind: z.enum(FILTER_KINDS),
  enum: name.optional(),
  reference: name.optional(),
  dependsOn: dependsOn.optional(),
  maxLength: count.optional(),
});

/**
 * A resource whose records have coordinates: 'Ver no mapa' (list row action and view page) shows the
 * record's marker with `title` and `subtitle`; the form's 'Pesquisar localidade' fills `latitude` and
 * `longitude` (form fields, also the read model's paths) and `fillName` while it is empty.
 */
const mapEntry = z.strictObject({
  latitude: name,
  longitude: name,
  title: labelSpec,
  subtitle: labelSpec.optional(),
  fillName: name.optional(),
});

/** An extra entry of a list's toolbar: a component (no props) exported by one of the resource extensions (src/resources). */
const listTool = z.strictObject({
  component: z.string().regex(/^[A-Z][A-Za-z0-9]*$/, 'expected a component name (PascalCase)'),
  module: z
    .string()
    .regex(
      /^@\/resources\/[a-z0-9-]+(\/[a-z0-9-]+)*$/,
      'expected a module of src/resources (e.g. @/resources/pracas-pedagio/toll-route/route-preview-button)',
    ),
});

/** A field of a configuration form: its name is the dotted path of the value in the configuration ('ambiente.versaoCTe'). */
const configField = z.strictObject({
  ...fieldProperties,
  name: z
    .string()
    .regex(
      /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/,
      'expected a dotted name (e.g. ambiente.versaoCTe)',
    ),
});

/**
 * The configuration page of a resource (:id/configuracoes): a form over its configuration schema. It opens
 * with the view flag or the config flag (flags.config); only the config flag edits. The operations follow
 * from the model (conventions.ts: get buscaConfiguracoes<Model>, update alteraConfiguracoes<Model>, body
 * AlteraConfiguracoes<Model>Body) and are written only where they differ. `form` names an entry of the
 * top-level configForms (its sections); `sections` are components shown below the form.
 */
const configEntry = z.strictObject({
  form: name,
  get: name.optional(),
  update: name.optional(),
  body: name.optional(),
  /** Sections no manifest can say, below the form: components of the resource extensions (src/resources). */
  sections: z.array(listTool).default([]),
});

/** A configuration form shared by the resources whose `config.form` names it. */
const configForm = z.strictObject({
  sections: z.array(z.strictObject({ title: text, fields: z.array(configField).min(1) })).min(1),
});

/** A form field's name (label, kind and display inherited) or a read-only value of the record. */
const viewField = z.union([
  name,
  z.strictObject({
    field: path,
    label: text,
    kind: z.enum(DISPLAY_KINDS).default('text'),
    enum: name.optional(),
    decimals: z.number().int().min(0).max(8).optional(),
    display: labelSpec.optional(),
    span: span.optional(),
  }),
]);

/** A text of a sub-list row: plain, or with {path} / {path ?? path} placeholders read from the row. */
const rowText = text.refine(
  (spec) => !spec.includes('{') || labelPaths(spec).every((item) => PATH_PATTERN.test(item)),
  'expected a text, with {path} placeholders of the row if any (e.g. "Alterar servidor de {usuario.nome}")',
);
/** A path of the row whose value decides; a leading ! negates it ('servidor', '!emailConfirmado'). */
const rowCondition = z
  .string()
  .regex(
    /^!?[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/,
    'expected a path of the row, optionally negated (e.g. servidor, !emailConfirmado)',
  );
/** A call of the contract on the row: the operation (an orval function of the listed resource's tag) and its arguments (paths of the row). */
const rowCall = z.strictObject({ operation: name, args: z.array(path).min(1) });
const iconAction = { icon, title: text, label: rowText, flag: flagName, when: rowCondition.optional() };
const subListAction = z.discriminatedUnion('kind', [
  /** A dialog of a resource extension, in a nested drawer (SubListDialogProps). */
  z.strictObject({
    kind: z.literal('dialog'),
    ...iconAction,
    component: listTool.shape.component,
    module: listTool.shape.module,
  }),
  /** A confirmation in the row (`question`; 'Cancelar' / `confirm`), then the call; `success` is the toast. */
  z.strictObject({
    kind: z.literal('confirm'),
    ...iconAction,
    question: rowText,
    confirm: text,
    call: rowCall,
    success: rowText,
  }),
  /** The call at once; `success` is the toast. */
  z.strictObject({ kind: z.literal('call'), ...iconAction, call: rowCall, success: rowText }),
  /** The kit's lock / unlock drawer for the record `id` (of the listed resource); `parentHeader` sends the parent's id as empresaId. */
  z.strictObject({
    kind: z.literal('lock'),
    flag: flagName,
    when: rowCondition.optional(),
    id: path,
    ativo: path,
    parentHeader: z.boolean().default(false),
  }),
]);
const subListTag = z.discriminatedUnion('kind', [
  /** 'Ativo' / 'Inativo' by a boolean of the row; `label` is read to screen readers before it. */
  z.strictObject({ kind: z.literal('status'), field: path, label: text }),
  /** `yes` or `no` by a boolean of the row. */
  z.strictObject({ kind: z.literal('check'), field: path, yes: text, no: text }),
]);

/**
 * A list of another resource's records that belong to one record of this one (a customer's users): a
 * record tool (each list row and the view page) opens it in a drawer with a search, pages and actions on
 * each row. Generated: generated/pages/<segment>/<name>-sub-list.tsx (the drawer) and
 * <name>-sub-list-tool.tsx (the record tool, which loads the drawer on first use).
 */
const subList = z.strictObject({
  name: kebab,
  /** The segment of the listed resource: its recurso (lock) and, with this resource's, the view flags needed to open it. */
  resource: kebab,
  title: text,
  /** The record tool: `label` on the view page, '<label> <record>' in the rows. */
  tool: z.strictObject({ label: text, icon }),
  /** What the parent is ('Cliente'), shown with its label above the search. */
  parentLabel: text,
  /** The list call, whose path parameter is the parent's id; `tag` defaults to the listed resource's. */
  api: z.strictObject({ tag: kebab.optional(), list: name, model: name }),
  search: z.strictObject({ label: text, placeholder: text }),
  /** The list's accessible name, with {parent} for the parent's label. */
  listLabel: text.regex(/\{parent\}/, 'expected {parent} in the text (e.g. "Usuários de {parent}")'),
  empty: text,
  item: z.strictObject({
    title: labelSpec,
    avatar: z.strictObject({ name: labelSpec, image: path.optional() }).optional(),
    subtitle: labelSpec.optional(),
    tags: z.array(subListTag).default([]),
    /** The last line: `text` where `when` holds, else `otherwise`. */
    note: z
      .strictObject({ when: rowCondition.optional(), text: rowText, otherwise: rowText.optional() })
      .optional(),
  }),
  actions: z.array(subListAction).default([]),
});

/** A value of a related list's fixed params (a list, such as statuses, goes whole). */
const paramValue = z.union([scalar, z.array(scalar).min(1)]);
/** An address of the app: /dashboard/…, with {path} placeholders of the row in a record's ('/dashboard/chamados/{id}/detalhes'). */
const appPath = z
  .string()
  .regex(
    /^\/dashboard(\/([a-z0-9-]+|\{[A-Za-z_][A-Za-z0-9_.]*\}))+$/,
    'expected an address of the app (e.g. /dashboard/chamados)',
  );

/**
 * Records of another list that lead from one record of this resource (a customer's branches, units,
 * users and open tickets): a compact section on the view page with their count, the first few (each a
 * link to its record) and 'Ver todos' opening that list filtered to this record. `resource` names a
 * resource of the manifest (its list call, title, row label, addresses and view flag follow); `list`
 * writes them out for a list of the app that is not a resource (the tickets). Generated into the view
 * page (codegen/src/templates/related.ts); checked in related-checks.ts and against the contract.
 */
const related = z
  .strictObject({
    /** The segment of the listed resource. */
    resource: kebab.optional(),
    /** Or a list of the app that is not a resource: its address, its rows' address, its call and row label. */
    list: z
      .strictObject({
        path: appPath,
        record: appPath.refine(
          (spec) => spec.includes('{'),
          'expected {path} placeholders of the row (e.g. /dashboard/chamados/{id}/detalhes)',
        ),
        api: z.strictObject({ tag: kebab, list: name, model: name }),
        label: labelSpec,
        /** The list's default order (ordenacao) when the call has one. */
        sort: sort.optional(),
      })
      .optional(),
    /** The list call's query parameter that takes this record's id (a filter of that list: 'Ver todos' shows it). */
    param: name,
    /** Params taken from this record: param → path of this record (a branch's units need its customer too). */
    with: z.record(name, path).default({}),
    /** Fixed params of the call, also in 'Ver todos' (the open tickets: every status but FECHADO). */
    params: z.record(name, paramValue).default({}),
    /** The section's title; default: the listed resource's plural. */
    title: text.optional(),
    /** One identifying detail of each row: a path or template of the listed record, or { field, kind }. */
    detail: z
      .union([labelSpec, z.strictObject({ field: path, kind: z.enum(COLUMN_KINDS), enum: name.optional() })])
      .optional(),
    /** What the section says when the record has none; default 'Nenhum registro encontrado'. */
    empty: text.optional(),
  })
  .refine((entry) => (entry.resource === undefined) !== (entry.list === undefined), {
    message: 'expected either `resource` (a segment of resources) or `list` (a list that is not a resource)',
  });

const resource = z.strictObject({
  segment: kebab,
  idParam: name,
  singular: text,
  plural: text,
  gender: z.enum(['f', 'm']),
  /** API prefix of the generic calls (the contract's Recurso enum). */
  recurso: kebab,
  /** Action-code entity prefix (CON_<prefix>, CAD_<prefix>, …). */
  permission: z.string().regex(/^[A-Z][A-Z_]*$/, 'expected an upper-case prefix (e.g. ALIQ_ICMS)'),
  flags,
  hasConfig: z.boolean().default(false),
  /** The page of :id/configuracoes (with hasConfig): a generated configuration form. Without it the route shows a placeholder. */
  config: configEntry.optional(),
  importable: z.boolean().default(false),
  /**
   * orval's names. Only `model` is required: the rest follow from `recurso` and `model` (conventions.ts:
   * tag = recurso, list = lista<Recurso>, get = busca<Model>, …) and are written only where they differ.
   */
  api: z.strictObject({
    tag: kebab.optional(),
    model: name,
    input: name.optional(),
    list: name.optional(),
    get: name.optional(),
    create: name.optional(),
    update: name.optional(),
    createBody: name.optional(),
    updateBody: name.optional(),
    /** Multipart create/update: `data` carries the input, `image` the file, `removeImage` drops it. */
    multipart: z.strictObject({ data: name, image: name, removeImage: name }).optional(),
  }),
  /** The routine hub: its group (an id of `groups`; resources show in the manifest's order), icon, text. */
  hub: z.strictObject({ group: kebab, icon, description: text }),
  recordLabel: labelSpec,
  defaultSort: sort,
  list: z.strictObject({
    columns: z.array(column).min(1),
    filters: z.array(filter).default([]),
    /** Appends hidden 'Criado em' / 'Alterado em' columns. */
    auditColumns: z.boolean().default(true),
    /** Extra toolbar entries of this list only. */
    tools: z.array(listTool).default([]),
  }),
  form: z.strictObject({
    sections: z.array(z.strictObject({ title: text, fields: z.array(formField).min(1) })).min(1),
  }),
  /** Records with coordinates: map dialog and locality search. */
  map: mapEntry.optional(),
  /** Actions on one record of their own (a dialog each): in every list row and on the view page. */
  recordTools: z.array(listTool).default([]),
  /** Lists of another resource's records that belong to one record of this one, each with its record tool. */
  subLists: z.array(subList).default([]),
  /** Records of other lists that lead from one record of this one: sections of the view page. */
  related: z.array(related).default([]),
  /** Default: one view section per form section, every form field. */
  view: z
    .strictObject({
      sections: z.array(z.strictObject({ title: text, fields: z.array(viewField).min(1) })).min(1),
    })
    .optional(),
});

export const manifestShape = z.strictObject({
  groups: z.array(hubGroup).min(1),
  enums: z.record(name, enumDefinition).default({}),
  references: z.record(name, reference).default({}),
  configForms: z.record(name, configForm).default({}),
  resources: z.array(resource).min(1),
});

/** The manifest as written: api names and picker sources only where they differ from the conventions. */
type WrittenManifest = z.output<typeof manifestShape>;
type WrittenResource = WrittenManifest['resources'][number];
type FullApi = Required<Omit<WrittenResource['api'], 'multipart'>> &
  Pick<WrittenResource['api'], 'multipart'>;

type WrittenConfig = NonNullable<WrittenResource['config']>;
type ConfigForm = WrittenManifest['configForms'][string];

/** Written values only (a name left out takes the convention's). */
function writtenNames<T extends object>(names: T): Partial<T> {
  return Object.fromEntries(Object.entries(names).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** A configuration page with its operations filled in from the conventions and the sections of its form. */
function fullConfig(config: WrittenConfig, model: string, forms: Record<string, ConfigForm>) {
  const { form, sections, ...names } = config;
  const operations = { ...configConventions(model), ...writtenNames(names) };
  return { ...operations, form, formSections: forms[form]?.sections ?? [], extraSections: sections };
}

/** A resource with its api names (and its configuration's operations) filled in from the conventions (conventions.ts). */
function fullResource({ api, config, ...rest }: WrittenResource, forms: Record<string, ConfigForm>) {
  const { multipart, ...names } = api;
  const full: FullApi = {
    ...apiConventions(rest.recurso, api.model),
    ...writtenNames(names),
    model: api.model,
  };
  return {
    ...rest,
    api: multipart ? { ...full, multipart } : full,
    config: config && fullConfig(config, api.model, forms),
  };
}

type WrittenReferenceEntry = WrittenManifest['references'][string];
type FullReference = Omit<WrittenReferenceEntry, 'tag' | 'model' | 'list' | 'get'> &
  Required<Pick<WrittenReferenceEntry, 'tag' | 'model' | 'list' | 'get'>>;

type Problem = ManifestIssue;

/**
 * The full manifest the rest of codegen sees: each resource's api names and each picker source's tag,
 * model, list and get filled in from the conventions where not written (conventions.ts), and the picker
 * sources whose resource cannot be found (left out, with a problem each).
 */
export function applyConventions(written: WrittenManifest) {
  const resources = written.resources.map((resource) => fullResource(resource, written.configForms));
  const references: Record<string, FullReference> = {};
  const problems: Problem[] = [];
  written.resources.forEach((resource, index) => {
    if (resource.config && !Object.hasOwn(written.configForms, resource.config.form))
      problems.push({
        path: ['resources', index, 'config', 'form'],
        message: `unknown configuration form "${resource.config.form}"${didYouMean(resource.config.form, Object.keys(written.configForms))}`,
      });
  });
  for (const [key, entry] of Object.entries(written.references)) {
    const listed = resources.find((item) => isReferenceOf(key, item.segment))?.api;
    const tag = entry.tag ?? listed?.tag;
    const model = entry.model ?? listed?.model;
    const list = entry.list ?? listed?.list;
    const get = entry.get ?? listed?.get;
    if (tag === undefined || model === undefined || list === undefined || get === undefined) {
      const missing = (['tag', 'model', 'list', 'get'] as const).filter((item) => entry[item] === undefined);
      problems.push({
        path: ['references', key],
        message: `no resource with segment '${key}' to take ${missing.join(', ')} from: write them${didYouMean(
          key,
          resources.map((item) => item.segment),
          "'",
        )}`,
      });
      continue;
    }
    references[key] = { ...entry, tag, model, list, get };
  }
  return { manifest: { ...written, references, resources }, problems };
}

/** The manifest as codegen sees it: every entry full (conventions applied). */
export type Manifest = ReturnType<typeof applyConventions>['manifest'];
export type ResourceEntry = Manifest['resources'][number];
export type FormSectionEntry = ResourceEntry['form']['sections'][number];
export type FormFieldEntry = FormSectionEntry['fields'][number];
export type RowFieldEntry = z.output<typeof rowField>;
export type ColumnEntry = ResourceEntry['list']['columns'][number];
export type FilterEntry = ResourceEntry['list']['filters'][number];
export type ViewFieldEntry = z.output<typeof viewField>;
export type ReferenceEntry = Manifest['references'][string];
/** A picker source as the manifest writes it: tag, model, list and get only where they differ from the convention. */
export type WrittenReference = z.input<typeof reference>;
export type EnumEntry = Manifest['enums'][string];
/** A form field and a list filter as the manifest writes them (defaults left out): what scaffold drafts. */
export type WrittenFormField = z.input<typeof formField>;
export type WrittenFilter = z.input<typeof filter>;
export type MapEntry = NonNullable<ResourceEntry['map']>;
export type SubListEntry = ResourceEntry['subLists'][number];
export type RelatedEntry = ResourceEntry['related'][number];
export type SubListActionEntry = SubListEntry['actions'][number];
export type ConfigEntry = NonNullable<ResourceEntry['config']>;
export type ConfigFieldEntry = ConfigEntry['formSections'][number]['fields'][number];
