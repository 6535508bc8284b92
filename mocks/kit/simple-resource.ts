import { formatCfop, formatNcm } from '@/lib/format/documents';
import type { StoredRecord } from '../db/collection';
import type { MockDatabase } from '../db/database';
import { readPath } from '../db/text-search';
import { duplicateOf, filterWhen, refusalOf, upper, type Refusal } from '../resources/rules';
import { defineResource, tableOf, type MockResourceSpec } from './define-resource';
import type { ExportColumn, ResourceDefinition } from './resource';

/** What a simple resource adds to its generated description: its own rules. */
export interface SimpleResourceOptions<R extends StoredRecord> {
  /** Values no other record may hold: 409 with the message (compared as stored, case-insensitively). */
  unique?: ReadonlyArray<{ field: keyof R & string; message: string }>;
  /** Advanced filters that are not "the record's field of that name equals the value". */
  filters?: Readonly<Record<string, (record: R, value: unknown) => boolean>>;
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

/**
 * The mock definition of a simple resource (no references, no nested records), built from what the
 * manifest already says: names, permission prefix, default order and schemas; the search runs over the
 * list columns (as stored and as shown); the export has the list columns, 'Ativo' and 'Criado em'; each
 * advanced filter compares the field of its name; texts are trimmed, and upper-cased where the form
 * upper-cases them. `options` adds the resource's own rules (unique values, other filters, cascades).
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
    filters: (query) =>
      spec.filters.flatMap((name) => {
        const own = options.filters?.[name];
        const value = query[name];
        return filterWhen<R>(
          value,
          own ? (record) => own(record, value) : (record) => readPath(record, name) === value,
        );
      }),
    toRecord: (input, db, current) => {
      const fields: Record<string, unknown> = {};
      for (const [name, kind] of Object.entries(spec.fields)) {
        const value = (input as Record<string, unknown>)[name];
        if (typeof value === 'string') fields[name] = UPPER_KINDS.has(kind) ? upper(value) : value.trim();
        else fields[name] = value ?? null;
      }
      const stored = fields as Partial<R>;
      const duplicates = (options.unique ?? []).map(({ field, message }) =>
        duplicateOf(table(db), field, stored[field] as R[typeof field], current, message),
      );
      const refusal = refusalOf(...duplicates) ?? options.beforeSave?.(stored, db, current);
      return refusal ? refusal : { fields: stored };
    },
  });
}
