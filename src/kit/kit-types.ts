/**
 * The declarations a generated resource page hands to the resource kit (generated pages declare
 * columns, fields and filters; the kit does the rest: docs/architecture.md, "Schema-first"). The generator
 * (codegen/) writes objects of these types; the kit components read them:
 *
 *   ResourceListPage  (src/kit/list/resource-list-page.tsx)  ← ListPageConfig
 *   ResourceFormPage  (src/kit/form/resource-form-page.tsx)  ← FormPageConfig
 *   ResourceViewPage  (src/kit/view/resource-view-page.tsx)  ← ViewPageConfig
 *
 * What they are built from sits in modules that import none of these: query-types.ts (records and list
 * calls), choice-types.ts (options and references) and field-types.ts (a form field and its kind).
 */
import type { ComponentType, ReactNode } from 'react';
import type { z } from 'zod';
import type { LocalityFill } from '@/kit/locality-search/locality-fill';
import type { MapPlaceSource } from '@/ui/map/map-types';
import type { FieldOption, ReferenceDependency, ReferenceSource } from './choice-types';
import type { FilterKind, FormField } from './field-types';
import type {
  ListParams,
  QueryOptionsOf,
  ResourceListCalls,
  ResourcePage,
  ResourceRecord,
} from './query-types';
import type { RelatedSection } from './view/related-types';
import type { ResourceInfo } from '@/lib/resources/resource-info';

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
  overflow?: ColumnOverflow;
  /** The column that names the record: its cell opens the record's view page (for users who may view). */
  opensRecord?: true;
}

/**
 * 'nowrap': the value is never broken across lines (codes, documents, dates, numbers); 'truncate':
 * free text on one line, cut with an ellipsis at the column's maximum width, the full text in a tooltip.
 */
export type ColumnOverflow = 'nowrap' | 'truncate';

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
  /** The resource's column preferences and exports. */
  listCalls: ResourceListCalls;
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

export interface FormSection {
  title: string;
  fields: readonly FormField[];
}

/**
 * A form page: `V` the form's values while it is filled in, `B` what create and update receive once the
 * form is valid (orval's input type, e.g. CidadeInput: the values parsed by the body schema).
 */
export interface FormPageConfig<T extends ResourceRecord, V extends Record<string, unknown>, B = V> {
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
  create: (body: B) => Promise<T>;
  update: (id: number, body: B) => Promise<T>;
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
