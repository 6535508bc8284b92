import { pascalCase } from '../expressions';
import type { Contract } from '../contract';
import { COLUMN_KINDS } from '../field-kinds';
import type { Manifest, WrittenFilter, WrittenFormField } from '../manifest-schema';
import { fieldFor, filterFor, type Additions, type KindContext } from './kinds';
import {
  capitalize,
  flagPart,
  genderFrom,
  humanize,
  permissionPrefix,
  shortDescription,
  summaryObject,
} from './names';
import { findContractResource, ScaffoldError, type ContractResource } from './operations';

/**
 * The manifest entry of a resource of the contract (`npm run scaffold -- <recurso>`), with the enums and
 * picker sources it needs and what its reviewer must check. It follows the existing entries: names from the
 * contract's words, permission prefix and flags from the model name, one 'Dados gerais' section (address,
 * contacts and sub-lists in their own), the first columns visible, one filter per list parameter.
 */

export interface ColumnDraft {
  field: string;
  header: string;
  kind?: string;
  enum?: string;
  decimals?: number;
  sortable?: boolean;
  hidden?: boolean;
}

export interface EntryDraft {
  segment: string;
  idParam: string;
  singular: string;
  plural: string;
  gender: 'f' | 'm';
  recurso: string;
  permission: string;
  flags: { view: string; one: string };
  hub: { group: string; icon: string; description: string };
  api: Record<
    'tag' | 'model' | 'input' | 'list' | 'get' | 'create' | 'update' | 'createBody' | 'updateBody',
    string
  >;
  recordLabel: string;
  defaultSort: string;
  list: { columns: ColumnDraft[]; filters: WrittenFilter[] };
  form: { sections: Array<{ title: string; fields: WrittenFormField[] }> };
}

export interface Scaffold extends Additions {
  entry: EntryDraft;
}

/** The icon of a new hub entry until the reviewer picks one. */
const DEFAULT_ICON = 'pi pi-table';
const VISIBLE_COLUMNS = 5;
const LABEL_CANDIDATES = ['nome', 'descricao', 'codigo'];
/** Kinds that get a section of their own, titled by the field's label. */
const OWN_SECTION = new Set(['address', 'rows', 'actionCodes', 'modules']);
const CONTACTS = new Set(['phones', 'emails']);
/** Kinds whose list cell is the plain value (the column's default kind, text). */
const PLAIN_TEXT = new Set(['text', 'upper', 'email', 'url']);

/** 'Veículo' → 'veículo' (the singular is written in running text); an acronym (NCM) stays. */
const lowerFirst = (title: string) =>
  /^[A-Z0-9]+$/.test(title) ? title : title.charAt(0).toLowerCase() + title.slice(1);

function namesOf(contract: Contract, found: ContractResource) {
  const notes: string[] = [];
  const title = contract.schema(found.input)?.title ?? contract.schema(found.model)?.title;
  const fromSummary = summaryObject(found.create.operation.summary);
  const singular = title ? lowerFirst(title) : (fromSummary ?? humanize(found.model).toLowerCase());
  const listed = summaryObject(found.list.operation.summary);
  const tagText = contract.document.tags?.find((tag) => tag.name === found.tag)?.description;
  const plural = capitalize(listed ?? shortDescription(tagText) ?? humanize(found.recurso));
  const created = found.create.operation.responses?.['201']?.description;
  const gender = genderFrom(created, singular);
  notes.push(
    `singular '${singular}' (${title ? 'schema title' : fromSummary ? `summary '${found.create.operation.summary}'` : 'model name'}), plural '${plural}' (${listed ? `summary '${found.list.operation.summary}'` : 'names'}), gender ${gender} (${created ? `'${created}'` : 'the ending of the singular'})`,
  );
  return { singular, plural, gender, description: (tagText ?? plural).replace(/\.$/, ''), notes };
}

function sectionsOf(fields: WrittenFormField[]): EntryDraft['form']['sections'] {
  const general = fields.filter((field) => !OWN_SECTION.has(field.kind) && !CONTACTS.has(field.kind));
  const contacts = fields.filter((field) => CONTACTS.has(field.kind));
  return [
    ...(general.length > 0 ? [{ title: 'Dados gerais', fields: general }] : []),
    ...fields
      .filter((field) => OWN_SECTION.has(field.kind))
      .map((field) => ({ title: field.label, fields: [field] })),
    ...(contacts.length > 0 ? [{ title: 'Contatos', fields: contacts }] : []),
  ];
}

/** One column per form field a list cell can show (a reference shows its display path). */
function columnsOf(fields: WrittenFormField[]): ColumnDraft[] {
  const columns = fields.flatMap((field): ColumnDraft[] => {
    if (field.kind === 'reference' && field.display) return [{ field: field.display, header: field.label }];
    if (
      field.kind === 'textarea' ||
      !(COLUMN_KINDS as string[]).includes(field.kind) ||
      field.kind === 'references'
    )
      return [];
    return [
      {
        field: field.name,
        header: field.label,
        ...(PLAIN_TEXT.has(field.kind) ? {} : { kind: field.kind }),
        ...(field.enum ? { enum: field.enum } : {}),
        ...(field.decimals !== undefined ? { decimals: field.decimals } : {}),
      },
    ];
  });
  return columns.map((column, index) =>
    index < VISIBLE_COLUMNS ? { ...column, sortable: true } : { ...column, hidden: true },
  );
}

export function scaffoldEntry(contract: Contract, manifest: Manifest, target: string): Scaffold {
  const found = findContractResource(contract, target);
  const taken = manifest.resources.find(
    (resource) => resource.recurso === found.recurso || resource.segment === found.recurso,
  );
  if (taken)
    throw new ScaffoldError(
      `'${found.recurso}' is already in codegen/resources.yaml (segment ${taken.segment}): edit its entry instead`,
    );

  const names = namesOf(contract, found);
  const additions: Additions = { enums: {}, references: {}, notes: [...names.notes], review: [] };
  const inputSchema = contract.schema(found.input);
  const segment = found.recurso;
  const context: KindContext = {
    contract,
    manifest,
    model: contract.schema(found.model) ?? {},
    modelName: found.model,
    input: found.input,
    segment,
    additions,
  };
  const required = contract.required(inputSchema);
  const fields = Object.entries(contract.properties(inputSchema))
    .map(([name, raw]) => fieldFor(context, name, raw, required.has(name), `${segment}.form '${name}'`))
    .filter((field): field is WrittenFormField => field !== undefined);
  const filters = contract
    .listFilters(found.list.operation.operationId ?? '')
    .map((parameter) => filterFor(context, parameter, fields, `${segment}.list.filters '${parameter.name}'`));

  const recordLabel =
    LABEL_CANDIDATES.find((name) => fields.some((field) => field.name === name)) ??
    fields.find((field) => field.required && ['text', 'upper', 'upperCode', 'code'].includes(field.kind))
      ?.name ??
    'id';
  const permission = permissionPrefix(found.model);
  const flags = { view: flagPart(names.plural), one: flagPart(found.model) };
  const group = manifest.groups[0].id;
  const operationId = (key: 'list' | 'get' | 'create' | 'update') => found[key].operation.operationId ?? '';
  const entry: EntryDraft = {
    segment,
    idParam: `${found.model.charAt(0).toLowerCase()}${found.model.slice(1)}Id`,
    singular: names.singular,
    plural: names.plural,
    gender: names.gender,
    recurso: found.recurso,
    permission,
    flags,
    hub: { group, icon: DEFAULT_ICON, description: names.description },
    api: {
      tag: found.tag,
      model: found.model,
      input: found.input,
      list: operationId('list'),
      get: operationId('get'),
      create: operationId('create'),
      update: operationId('update'),
      createBody: `${pascalCase(operationId('create'))}Body`,
      updateBody: `${pascalCase(operationId('update'))}Body`,
    },
    recordLabel,
    defaultSort: `${recordLabel},asc`,
    list: { columns: columnsOf(fields), filters },
    form: { sections: sectionsOf(fields) },
  };
  additions.notes.push(
    `permission prefix ${permission} (action codes CON_${permission}, NOV_${permission}, ALT_${permission}, ATIVA_INATIVA_${permission}) and flags canView${flags.view}, canCreate${flags.one}, canEdit${flags.one}, canLock${flags.one}: use the names the product specification gives the entity`,
    `hub: group '${group}' and icon '${DEFAULT_ICON}': pick the group (an id of groups) and a primeicons icon; description '${names.description}'`,
    `recordLabel '${recordLabel}', defaultSort '${entry.defaultSort}', ${entry.list.columns.filter((column) => !column.hidden).length} visible columns: check the list reads well`,
  );
  return { entry, ...additions };
}
