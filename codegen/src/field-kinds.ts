import type { FieldKind, FilterKind } from '@/kit/kit-types';
import type { ImportSet } from './imports';

/**
 * The field-kind table (ARCHITECTURE convention 4): for every kind, the list cell, the view display,
 * the empty form value and the filter input it takes. The form input and the zod refinement of a
 * kind live in the kit (src/kit), which selects them by `kind`; this table only says
 * what the generated pages write for it.
 */

/** What a kind's expressions are built from. */
export interface KindContext {
  /** Expression of the raw value (e.g. `record.cpfcnpj`). */
  value: string;
  imports: ImportSet;
  /** enum: the generated labels constant (e.g. `crtLabels`). */
  labels?: string;
  /** decimal / percent: fraction digits. */
  decimals?: number;
  /** rows (view): the RowsView columns array literal. */
  rowColumns?: string;
  /** image (view): expression of the record's label (the image's accessible name). */
  recordLabel?: string;
}

export interface KindRow {
  /** List cell expression; absent = the kind cannot be a list column. */
  cell?: (context: KindContext) => string;
  /** View display expression (default: the cell). */
  view?: (context: KindContext) => string;
  /** Empty form value (create form); absent = not a form kind. */
  empty?: string;
  /** The filter input of this kind in the 'Filtros' drawer; absent = not a filter kind. */
  filter?: FilterKind;
  /** Column alignment (numbers to the end). */
  align?: 'end';
}

const FORMAT = '@/lib/format';
const SUB_VIEWS = '@/kit';

const raw = ({ value }: KindContext) => value;
const format = (module: string, name: string) => (context: KindContext) =>
  `${context.imports.value(`${FORMAT}/${module}`, name)}(${context.value})`;
const joined = ({ value }: KindContext) => `${value}?.join(', ')`;
const tags = ({ value, imports }: KindContext) =>
  `<${imports.value(SUB_VIEWS, 'ReferenceList')} value={${value}} />`;
const component =
  (name: string) =>
  ({ value, imports }: KindContext) =>
    `<${imports.value(SUB_VIEWS, name)} value={${value}} />`;
const digits = (context: KindContext) => (context.decimals === undefined ? '' : `, ${context.decimals}`);

const text: KindRow = { cell: raw, empty: "''", filter: 'text' };
/** Texts kept in capitals: their filter is upper-cased as typed too (the API expects `sigla=BR`). */
const upperText: KindRow = { cell: raw, empty: "''", filter: 'upper' };

export const fieldKinds = {
  text,
  upper: upperText,
  textarea: text,
  email: text,
  url: text,
  code: { cell: raw, empty: "''", filter: 'code' },
  upperCode: upperText,
  ncm: { cell: format('documents', 'formatNcm'), empty: "''", filter: 'code' },
  cfop: { cell: format('documents', 'formatCfop'), empty: "''", filter: 'code' },
  ibge: { cell: format('documents', 'formatIbge'), empty: "''", filter: 'code' },
  cpfCnpj: { cell: format('documents', 'formatCpfCnpj'), empty: "''", filter: 'text' },
  ie: { cell: format('documents', 'formatIe'), empty: "''", filter: 'text' },
  uf: { cell: raw, empty: 'null', filter: 'uf' },
  enum: {
    cell: ({ value, labels, imports }) =>
      `${imports.value(`${FORMAT}/labels`, 'enumLabel')}(${labels}, ${value})`,
    empty: 'null',
    filter: 'enum',
  },
  boolean: { cell: format('labels', 'formatBoolean'), empty: 'false', filter: 'boolean' },
  integer: { cell: raw, empty: 'null', filter: 'integer', align: 'end' },
  decimal: {
    cell: (context) =>
      `${context.imports.value(`${FORMAT}/currency`, 'formatNumber')}(${context.value}${digits(context)})`,
    empty: 'null',
    filter: 'decimal',
    align: 'end',
  },
  currency: { cell: format('currency', 'formatBrl'), empty: 'null', filter: 'currency', align: 'end' },
  percent: {
    cell: (context) =>
      `${context.imports.value(`${FORMAT}/currency`, 'formatPercent')}(${context.value}${digits(context)})`,
    empty: 'null',
    filter: 'decimal',
    align: 'end',
  },
  date: { cell: format('date', 'formatDate'), empty: 'null', filter: 'date' },
  /** The value shown is the referenced record's label in the read model (the field's `display`). */
  reference: { cell: raw, empty: 'null', filter: 'reference' },
  references: { cell: joined, view: tags, empty: '[]' },
  /** Permission action codes: grouped by routine in the view. */
  actionCodes: {
    cell: joined,
    view: ({ value, imports }) =>
      `<${imports.value('@/resources/permissoes/permission-picker/action-codes-view', 'ActionCodesView')} value={${value}} />`,
    empty: '[]',
  },
  /** A plan's modules (the read model's objects; `source` names them): each with its value, and the total. */
  modules: {
    view: ({ value, imports }) =>
      `<${imports.value('@/resources/planos/module-picker/modules-view', 'ModulesView')} value={${value}} />`,
    empty: '[]',
  },
  address: {
    view: component('AddressView'),
    empty:
      "{ cep: '', logradouro: '', numero: '', complemento: '', bairro: '', cidadeId: null, paisId: null }",
  },
  phones: { view: component('PhonesView'), empty: '[]' },
  emails: { view: component('EmailsView'), empty: '[]' },
  rows: {
    view: ({ value, imports, rowColumns }) =>
      `<${imports.value(SUB_VIEWS, 'RowsView')} value={${value}} columns={${rowColumns}} />`,
    empty: '[]',
  },
  image: {
    view: ({ value, imports, recordLabel }) =>
      `<${imports.value('@/ui/user-avatar', 'UserAvatar')} name={${recordLabel}} avatarUrl={${value}} size="xlarge" />`,
    empty: 'null',
  },
} satisfies Record<FieldKind, KindRow>;

/** Kinds of list columns and view fields only (values the form never edits). */
export const displayKinds = {
  dateTime: { cell: format('date', 'formatDateTime') },
  cep: { cell: format('documents', 'formatCep') },
  phone: { cell: format('documents', 'formatPhone') },
  /** A list of texts (a path with []), joined in cells, tags in the view. */
  list: { cell: joined, view: tags },
  /** The size of a list (e.g. a permission's action codes). */
  count: { cell: ({ value }) => `${value}?.length ?? 0`, align: 'end' },
} satisfies Record<string, KindRow>;

export type DisplayOnlyKind = keyof typeof displayKinds;
export type DisplayKind = FieldKind | DisplayOnlyKind;

export const FIELD_KINDS = Object.keys(fieldKinds) as FieldKind[];
export const DISPLAY_KINDS = [...FIELD_KINDS, ...(Object.keys(displayKinds) as DisplayOnlyKind[])];

export function kindRow(kind: DisplayKind): KindRow {
  return (fieldKinds as Record<string, KindRow>)[kind] ?? (displayKinds as Record<string, KindRow>)[kind];
}

/** Kinds a list column can take (those with a cell). */
export const COLUMN_KINDS = DISPLAY_KINDS.filter((kind) => kindRow(kind).cell !== undefined);
/** Kinds a list filter can take (those with a filter input). */
export const FILTER_KINDS = FIELD_KINDS.filter((kind) => kindRow(kind).filter !== undefined);

export function cellExpression(kind: DisplayKind, context: KindContext): string {
  const row = kindRow(kind);
  if (!row.cell) throw new Error(`kind ${kind} has no list cell`);
  return row.cell(context);
}

export function viewExpression(kind: DisplayKind, context: KindContext): string {
  const row = kindRow(kind);
  const render = row.view ?? row.cell;
  if (!render) throw new Error(`kind ${kind} has no view display`);
  return render(context);
}
