import { formatCfop, formatNcm } from '@/lib/format/documents';
import type { Collection, StoredRecord } from '../db/collection';
import type { MockDatabase } from '../db/database';
import { readPath } from '../db/text-search';
import { duplicateOf, isRefusal, refusalOf, required, upper, type Refusal } from '../resources/rules';
import { defineResource, tableOf, type MockResourceSpec } from './define-resource';
import { declaredFilters, type OwnFilters } from './declared-filters';
import type { ExportColumn, ResourceDefinition } from './resource';
import { objectKeys } from './zod-schema';

/** What a simple resource adds to its generated description: its own rules. */
export interface SimpleResourceOptions<R extends StoredRecord> {
  /** Values no other record may hold: 409 with the message (compared as stored, case-insensitively). */
  unique?: ReadonlyArray<{ field: keyof R & string; message: string }>;
  /** Advanced filters that are not "the record's field of that name equals the value". */
  filters?: OwnFilters<R>;
  /** After the unique checks, with the fields about to be stored: a refusal, or work on other tables. */
  beforeSave?: (fields: Partial<R>, db: MockDatabase, current: R | undefined) => Refusal | null | void;
}

/** Field kinds the API keeps in capitals. */
const UPPER_KINDS = new Set(['upper', 'upperCode', 'textarea']);
/** Column kinds exported (and searched) as shown, not as stored. */
const SHOWN: Readonly<Record<string, (value: string) => string>> = { ncm: formatNcm, cfop: formatCfop };

type Column = MockResourceSpec<unknown>['columns'][number];

function shownValue(column: Column, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (column.labels) return column.labels[String(value)] ?? value;
  const format = SHOWN[column.kind];
  return format ? format(String(value)) : value;
}

/** What a reference field fills in the record: the read model's object of the reference, or null. */
interface ReferenceObject {
  property: string;
  value: Record<string, unknown> | null;
}

/**
 * A reference field of the input (`cidadeId`): a refusal when it names no active record ('Opção
 * inválida', but for the one the record already holds); otherwise, where the read model has the
 * reference's object (`cidade`), that object to store: filled from the referenced record with the keys
 * the contract gives it, or null when the input names no record. Null where the read model has no such
 * object.
 */
function referenceOf(
  spec: MockResourceSpec<unknown>,
  db: MockDatabase,
  fields: Readonly<Record<string, unknown>>,
  field: string,
  recurso: keyof MockDatabase['resources'],
  current: StoredRecord | undefined,
): Refusal | ReferenceObject | null {
  const id = fields[field];
  const property = field.replace(/Id$/, '');
  const keys = property === field ? [] : objectKeys(spec.readModel, property);
  if (typeof id !== 'number') return keys.length > 0 ? { property, value: null } : null;
  const table = db.resources[recurso] as unknown as Collection<StoredRecord>;
  const kept = (current as Record<string, unknown> | undefined)?.[field];
  const record = required(table, id, field, { active: true, keep: typeof kept === 'number' ? kept : null });
  if (isRefusal(record)) return record;
  if (keys.length === 0) return null;
  const values = record as unknown as Record<string, unknown>;
  return {
    property,
    value: Object.fromEntries(keys.filter((key) => key in values).map((key) => [key, values[key]])),
  };
}

/**
 * The mock definition of a simple resource (no nested records), built from what the manifest already
 * says: names, permission prefix, default order and schemas; the search runs over the list columns (as
 * stored and as shown); the export has the list columns, 'Ativo' and 'Criado em'; each advanced filter
 * compares the field its name and kind give (equal, containing, or a range's bound); a reference must
 * name an active record and fills the read model's object of it; texts are trimmed, and upper-cased
 * where the form upper-cases them. `options` adds the resource's own rules (unique values, other
 * filters, cascades).
 */
export function simpleResource<R extends StoredRecord, Input>(
  spec: MockResourceSpec<Input>,
  options: SimpleResourceOptions<R> = {},
): ResourceDefinition<R, Input> {
  const table = tableOf<R>(spec);
  const exportColumns: ExportColumn<R>[] = [
    ...spec.columns.map((column) => ({
      header: column.header,
      value: (record: R) => shownValue(column, readPath(record, column.field)),
    })),
    { header: 'Ativo', value: (record) => record.ativo },
    { header: 'Criado em', value: (record) => record.createdAt },
  ];
  return defineResource<R, Input>(spec, {
    searchText: (record) =>
      spec.columns
        .flatMap((column) => {
          const value = readPath(record, column.field);
          const shown = shownValue(column, value);
          return shown === value ? [value] : [value, shown];
        })
        .filter((value) => value !== null && value !== undefined)
        .join(' '),
    exportColumns,
    filters: declaredFilters(spec, options.filters),
    toRecord: (input, db, current) => {
      const fields: Record<string, unknown> = {};
      for (const [name, kind] of Object.entries(spec.fields)) {
        const value = (input as Record<string, unknown>)[name];
        if (typeof value === 'string') fields[name] = UPPER_KINDS.has(kind) ? upper(value) : value.trim();
        else fields[name] = value ?? null;
      }
      const references = Object.entries(spec.references).map(([field, recurso]) =>
        referenceOf(spec, db, fields, field, recurso, current),
      );
      for (const reference of references)
        if (reference && !isRefusal(reference)) fields[reference.property] = reference.value;
      const stored = fields as Partial<R>;
      const duplicates = (options.unique ?? []).map(({ field, message }) =>
        duplicateOf(table(db), field, stored[field] as R[typeof field], current, message),
      );
      const refusal = refusalOf(...references, ...duplicates) ?? options.beforeSave?.(stored, db, current);
      return refusal ? refusal : { fields: stored };
    },
  });
}
