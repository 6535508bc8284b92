import type { Collection, StoredRecord } from '../db/collection';
import type { MockDatabase } from '../db/database';
import type { z } from 'zod';
import type { Recurso } from '@generated/api/model';
import type { ResourceDefinition } from './resource';

/** A resource as generated/tables/mock-resources.ts describes it (from its codegen/resources.yaml entry). */
export interface MockResourceSpec<Input> {
  recurso: Recurso;
  label: string;
  singular: string;
  gender: 'm' | 'f';
  permission: string;
  defaultSort: string;
  listQuery: z.ZodType;
  createBody: z.ZodType<Input>;
  updateBody: z.ZodType<Input>;
  /** The list columns: searched, and exported in this order. */
  columns: ReadonlyArray<{
    field: string;
    header: string;
    kind: string;
    labels?: Readonly<Record<string, string>>;
  }>;
  /** The answer of GET by id: the read model, whose reference objects the generic resource fills. */
  readModel: z.ZodType;
  /** The advanced filters (list query params): the record's field each compares, and how. */
  filters: ReadonlyArray<{
    name: string;
    field: string;
    match: 'equals' | 'contains' | 'atLeast' | 'atMost';
  }>;
  /** Each input field's kind. */
  fields: Readonly<Record<string, string>>;
  /** The reference fields of the form (`cidadeId`), each with the table of the records it points at. */
  references: Readonly<Record<string, Recurso>>;
}

/** What the manifest already says of a resource (generated/tables/mock-resources.ts), so no definition repeats it. */
type FromSpec =
  | 'recurso'
  | 'label'
  | 'singular'
  | 'gender'
  | 'permission'
  | 'table'
  | 'defaultSort'
  | 'listQuery'
  | 'createBody'
  | 'updateBody';

/**
 * The resource's own rules: search, export, filters, how an input becomes a record; and its names where
 * the API's answers word them apart from the screens (customers are 'Clientes' in export file names).
 */
export type ResourceRules<R extends StoredRecord, Input> = Omit<ResourceDefinition<R, Input>, FromSpec> &
  Partial<Pick<ResourceDefinition<R, Input>, 'label' | 'singular'>>;

/** The table of a resource's records in the mock database. */
export function tableOf<R extends StoredRecord>(
  spec: MockResourceSpec<unknown>,
): (db: MockDatabase) => Collection<R> {
  return (db) => db.resources[spec.recurso] as unknown as Collection<R>;
}

/**
 * A mock resource: names, permission prefix, default order, schemas and table from its generated
 * description, and the rules of its own.
 */
export function defineResource<R extends StoredRecord, Input>(
  spec: MockResourceSpec<Input>,
  rules: ResourceRules<R, Input>,
): ResourceDefinition<R, Input> {
  return {
    recurso: spec.recurso,
    label: spec.label,
    singular: spec.singular,
    gender: spec.gender,
    permission: spec.permission,
    table: tableOf<R>(spec),
    defaultSort: spec.defaultSort,
    listQuery: spec.listQuery,
    createBody: spec.createBody,
    updateBody: spec.updateBody,
    ...rules,
  };
}
