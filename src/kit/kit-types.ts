/**
 * The declarations a generated resource page hands to the resource kit (ARCHITECTURE convention 5:
 * generated pages declare columns, fields and filters; the kit does the rest). The generator
 * (codegen/) writes objects of these types; the kit components read them:
 *
 *   ResourceListPage  (src/kit/list/resource-list-page.tsx)  ← ListPageConfig
 *   ResourceFormPage  (src/kit/form/resource-form-page.tsx)  ← FormPageConfig
 *   ResourceViewPage  (src/kit/view/resource-view-page.tsx)  ← ViewPageConfig
 */
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { z } from 'zod';
import type { Auditoria, LimitePaginaParameter, Situacao } from '@generated/api/model';
import type { KindModule } from '@/kit/kinds/kind-types';
import type { LocalityFill } from '@/kit/locality-search/locality-fill';
import type { MapPlaceSource } from '@/ui/map/map-types';
import type { RelatedSection } from './view/related-types';
import type { ResourceInfo } from '@/lib/resources/resource-info';

/** Every record of a resource has these two, and the audit fields (created/updated: when and by whom). */
export interface ResourceRecord extends Auditoria {
  id: number;
  ativo: boolean;
}

/** A page of a list call (list responses carry items). */
export interface ResourcePage<T> {
  items: T[];
  totalItens: number;
  totalPaginas: number;
}

/** The query params every list call takes; advanced filters are added by name. */
export interface ListParams {
  limitePagina: LimitePaginaParameter;
  /** 1-based on the wire (the kit keeps 0-based internally and sends +1). */
  pagina: number;
  filtros?: string[];
  situacao: Situacao;
  ordenacao?: string;
  [filter: string]: unknown;
}

/** What orval's get*QueryOptions returns, in the shape the kit passes to useQuery. */
export type QueryOptionsOf<T> = UseQueryOptions<T, Error, T, QueryKey>;

/** One option of an enumeration (select, radio, filter). */
export interface FieldOption {
  value: string | number | boolean;
  label: string;
}

// ---- reference pickers -------------------------------------------------------------------------------

/**
 * Where a reference picker (and a reference filter) takes its options from: a list call of another
 * resource. The kit always adds situacao UNLOCK (pickers list active records only), the typed
 * search as filtros, pagina and limitePagina; `params` adds the fixed ones (customers:
 * { acessoLimitado: false }; permissions: { admin: true, ordenacao: 'descricao,asc' }).
 */
export interface ReferenceSource<T extends { id: number } = { id: number }> {
  /** Stable key of the options cache, e.g. 'empresas'. */
  key: string;
  /** The orval list function (e.g. listaEmpresas). Method syntax on purpose: orval params types fit. */
  list(params: ListParams, options?: undefined, signal?: AbortSignal): Promise<{ items: T[] }>;
  /** The orval get-by-id function (e.g. buscaEmpresa): shows the label of a value not among the options. */
  get(id: number, options?: undefined, signal?: AbortSignal): Promise<T>;
  /** Label of an option (e.g. nome; branches `${codigo} - ${fantasia ?? nome}`). */
  label(item: T): string;
  /**
   * What tells apart options whose labels repeat, from the record the list already gave (a customer's
   * CNPJ and city): shown as a second line of those options, and read with their label (manifest `detail`).
   */
  detail?(item: T): ReadonlyArray<string | null | undefined>;
  /** Fixed list params. */
  params?: Readonly<Record<string, unknown>>;
}

/** A reference limited by another value of the same form or filter set (unit's branch by company). */
export interface ReferenceDependency {
  /** Name of the other field / filter whose value is needed first (e.g. 'empresaId'). */
  field: string;
  /** List param that carries it (e.g. 'empresaId'). */
  param: string;
}

// ---- list page -------------------------------------------------------------------------------------

/** A list column. `id` is what colunas-usuarios stores (coluna); the order here is the default order. */
export interface ListColumn<T> {
  id: string;
  header: string;
  /** The formatted cell (plain text usually; the generated code calls the src/lib/format helpers). */
  cell: (record: T) => ReactNode;
  /** Field sent in ordenacao ('campo,asc'); absent = not sortable. */
  sortField?: string;
  /** Hidden until the user shows it in the column configuration. */
  hiddenByDefault?: boolean;
  align?: 'start' | 'center' | 'end';
  /** How the values sit in the column (default 'truncate': one line, cut with an ellipsis). */
  fit?: ColumnFit;
  /** The column that names the record: its cell opens the record's view page (for users who may view). */
  opensRecord?: true;
}

/**
 * 'nowrap': the value is never broken across lines (codes, documents, dates, numbers); 'truncate':
 * free text on one line, cut with an ellipsis at the column's maximum width, the full text in a tooltip.
 */
export type ColumnFit = 'nowrap' | 'truncate';

/** 'upper': text upper-cased as typed (and in the URL), for params the API wants in capitals (sigla, rodovia). */
export type FilterKind =
  | 'text'
  | 'upper'
  | 'code'
  | 'uf'
  | 'enum'
  | 'boolean'
  | 'integer'
  | 'decimal'
  | 'currency'
  | 'reference'
  | 'date';

/** An advanced filter of the 'Filtros' drawer; `name` is the list query param it fills. */
export interface ListFilter {
  name: string;
  label: string;
  kind: FilterKind;
  options?: readonly FieldOption[];
  reference?: ReferenceSource;
  dependsOn?: ReferenceDependency;
  /** Digits of a 'code' filter (e.g. bank code 3). */
  maxLength?: number;
}

/**
 * What a resource list asks the API for: the page reads it, and so does the request its route starts
 * ahead of the page (generated/pages/<segment>/list-query.ts holds it apart from the columns).
 */
export interface ResourceListQuery<T extends ResourceRecord> {
  filters?: readonly ListFilter[];
  /** Default ordenacao ('nome,asc'). */
  defaultSort?: string;
  /** orval's get<List>QueryOptions, e.g. (params) => getListaCidadesQueryOptions(params). */
  listQuery: (params: ListParams) => QueryOptionsOf<ResourcePage<T>>;
}

export interface ListPageConfig<T extends ResourceRecord> extends ResourceListQuery<T> {
  resource: ResourceInfo;
  columns: readonly ListColumn<T>[];
  /** How a record is named in dialogs (lock reason drawer). */
  recordLabel: (record: T) => string;
  /** Records with coordinates (manifest `map`): a 'Ver no mapa' row action opening the map dialog. */
  mapPlace?: (record: T) => MapPlaceSource;
  /** Extra toolbar entries of this list (manifest `list.tools`), e.g. the toll plazas' route preview. */
  tools?: readonly ComponentType[];
  /** Actions of their own on one record (manifest `recordTools`): in each row and on the view page. */
  recordTools?: readonly RecordTool<T>[];
}

// ---- record tools ----------------------------------------------------------------------------------

/** What a record tool receives: the record, how it is named, and where it is shown. */
export interface RecordToolProps<T> {
  record: T;
  label: string;
  /** 'row': an item of a list row's '⋯' menu (named with the record); 'view': a labelled button of the view page. */
  variant: 'row' | 'view';
}

/**
 * An action of a resource's own on one record (the servers' cloud status, a customer's users): a
 * button that owns its dialog, rendering nothing where the user may not use it.
 */
export type RecordTool<T> = ComponentType<RecordToolProps<T>>;

// ---- form page -------------------------------------------------------------------------------------

/**
 * A kind of the kit by name: a folder of src/kit/kinds (text, cpfCnpj, address…), holding its input, rule,
 * normalisation, empty value, filter and display. Values kept in the form are the API's (the payload is
 * the parsed form values): masked inputs keep digits only, numbers keep numbers, references keep ids.
 */
export type FieldKind = string;

/**
 * The kind of a form field: a kit kind by name, or a kind that belongs to one resource, given as the
 * module its resource extension exports (a plan's modules, a permission's action codes).
 */
export type FormFieldKind = FieldKind | KindModule;

export interface FormField {
  /** Path in the form values (and in the body): 'nome', 'endereco', 'valores'. */
  name: string;
  label: string;
  kind: FormFieldKind;
  required?: boolean;
  maxLength?: number;
  /** code: exact number of digits. */
  length?: number;
  /** decimal / percent: fraction digits. */
  decimals?: number;
  min?: number;
  max?: number;
  options?: readonly FieldOption[];
  reference?: ReferenceSource;
  dependsOn?: ReferenceDependency;
  /** ie: path of the UF it is checked against (e.g. 'endereco.uf'). */
  ufField?: string;
  /** rows: the fields of one row; maxRows caps the list. */
  rowFields?: readonly FormField[];
  maxRows?: number;
  /** Grid width in a 12-column section (default 6; sub-lists 12). */
  span?: 3 | 4 | 6 | 8 | 12;
  hint?: string;
  /** Read-only on the edit form (e.g. a code that identifies the record). */
  readOnlyOnEdit?: boolean;
  /** The message of a value the body schema's pattern refuses, where the kind has none. */
  patternMessage?: string;
  /** The on-screen keyboard of a text input. */
  inputMode?: 'numeric' | 'decimal';
  /**
   * A blank value is sent as null (the body takes null, not an absent value); without it a blank value
   * is left out of the body. The generator writes it from the contract (or the manifest).
   */
  nullable?: boolean;
}

export interface FormSection {
  title: string;
  fields: readonly FormField[];
}

export interface FormPageConfig<T extends ResourceRecord, V extends Record<string, unknown>> {
  resource: ResourceInfo;
  sections: readonly FormSection[];
  /** The generated zod body schemas of create and update (orval); the kit adds the pt-BR messages and the Brazilian rules of the field kinds. */
  createSchema: z.ZodType;
  updateSchema: z.ZodType;
  /** Empty form values (create). */
  defaults: V;
  /** orval's get<One>QueryOptions (edit). */
  recordQuery: (id: number) => QueryOptionsOf<T>;
  /** The record → the form values (edit). */
  toValues: (record: T) => V;
  create: (values: V) => Promise<T>;
  update: (id: number, values: V) => Promise<T>;
  recordLabel: (record: T) => string;
  /** Records with coordinates (manifest `map`): 'Pesquisar localidade' fills these fields. */
  locality?: LocalityFill;
}

// ---- view page -------------------------------------------------------------------------------------

export interface ViewField<T> {
  label: string;
  /** The formatted value; empty values show '—'. */
  value: (record: T) => ReactNode;
  span?: 3 | 4 | 6 | 8 | 12;
}

export interface ViewSection<T> {
  title: string;
  fields: readonly ViewField<T>[];
}

export interface ViewPageConfig<T extends ResourceRecord> {
  resource: ResourceInfo;
  sections: readonly ViewSection<T>[];
  recordQuery: (id: number) => QueryOptionsOf<T>;
  recordLabel: (record: T) => string;
  /** Records with coordinates (manifest `map`): a 'Ver no mapa' action opening the map dialog. */
  mapPlace?: (record: T) => MapPlaceSource;
  /** Actions of their own on one record (manifest `recordTools`), next to edit and lock. */
  recordTools?: readonly RecordTool<T>[];
  /** Records of other lists that lead from this one (manifest `related`): a section each. */
  related?: readonly RelatedSection<T>[];
}
