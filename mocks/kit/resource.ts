import { HttpResponse, http, type HttpHandler, type JsonBodyType } from 'msw';
import type { z } from 'zod';
import type { Recurso } from '@generated/api/model';
import type { Collection, StoredRecord } from '../db/collection';
import type { MockDatabase } from '../db/database';
import { comparatorFor, listPage, type ListQuery } from '../db/list-query';
import { actorOf, authed } from './auth';
import { apiPath, type MockContext } from './context';
import { jsonBody, multipartObject, queryObject } from './request';
import { fieldErrors, notFound, type FieldError } from './respond';
import { parseRequest } from './validation';

/** A column of the Excel export and the PDF listing. */
export interface ExportColumn<R> {
  header: string;
  value: (record: R) => unknown;
}

/**
 * How one API resource behaves in the mock API. The CRUD handlers and the generic per-resource
 * calls (export, lock/unlock, history, columns) are built from it.
 */
export interface ResourceDefinition<R extends StoredRecord = StoredRecord, Input = unknown> {
  recurso: Recurso;
  /** pt-BR plural label, used for file names and titles ("Cidades"). */
  label: string;
  /** Singular label for "not found" answers ("Cidade"). */
  singular: string;
  /** Its grammatical gender: 'Cidade não encontrada', 'Banco não encontrado'. */
  gender: 'm' | 'f';
  /** Action-code entity prefix (CID, PAIS, EMP…). */
  permission: string;
  table: (db: MockDatabase) => Collection<R>;
  searchText: (record: R) => string;
  defaultSort: string;
  exportColumns: ExportColumn<R>[];
  /** Generated zod schema of the list query. */
  listQuery: z.ZodType;
  /** Advanced-filter predicates for a parsed list (or export) query. */
  filters?: (query: Record<string, unknown>, db: MockDatabase) => Array<(record: R) => boolean>;
  /** Generated zod schemas of the create and update bodies. */
  createBody: z.ZodType<Input>;
  updateBody: z.ZodType<Input>;
  /** Multipart bodies (customers); JSON otherwise. */
  multipart?: boolean;
  /**
   * Turns a valid input into the record's fields: resolves references and checks the rules the
   * schema cannot (uniqueness, existence). Field errors refuse the request with 400 (or 409 for
   * a duplicate, when `conflict` is set).
   */
  toRecord: (
    input: Input,
    db: MockDatabase,
    current?: R,
  ) => { fields: Partial<R> } | { errors: FieldError[]; conflict?: boolean };
  /** Runs after a create or an update is stored (keeps other tables in step with the record). */
  afterSave?: (record: R, db: MockDatabase) => void;
  /** Shapes a stored record for the answer (default: as stored). */
  present?: (record: R, db: MockDatabase) => unknown;
}

export type AnyResourceDefinition = ResourceDefinition<StoredRecord, never>;

/** Runs a resource's list query (also used by the exports). */
export function queryResource<R extends StoredRecord>(
  definition: ResourceDefinition<R, never>,
  db: MockDatabase,
  query: Record<string, unknown>,
  pageOverride?: Partial<ListQuery>,
) {
  const order = (query.ordenacao as string | undefined) ?? definition.defaultSort;
  const records = definition.table(db).sortedBy(order, comparatorFor<R>(order));
  return listPage(
    records,
    { ...(query as unknown as ListQuery), ...pageOverride },
    {
      searchText: definition.searchText,
      filters: definition.filters?.(query, db),
      presorted: true,
    },
  );
}

function idOf(params: Record<string, unknown>): number | null {
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** GET list, POST, GET by id and PUT of one resource, stateful over its table. */
export function resourceHandlers<R extends StoredRecord, Input>(
  ctx: MockContext,
  definition: ResourceDefinition<R, Input>,
): HttpHandler[] {
  const base = `/v1/${definition.recurso}`;
  const permission = definition.permission;
  const readBody = (request: Request, schema: z.ZodType) =>
    definition.multipart ? multipartObject(request, schema) : jsonBody(request);
  const present = (record: R) =>
    (definition.present ? definition.present(record, ctx.db) : record) as JsonBodyType;

  const save = async (request: Request, schema: z.ZodType<Input>, current?: R) => {
    const parsed = parseRequest(schema, await readBody(request, schema));
    if (!parsed.ok) return { response: parsed.response };
    const result = definition.toRecord(parsed.data as Input, ctx.db, current);
    if ('errors' in result) return { response: fieldErrors(result.conflict ? 409 : 400, result.errors) };
    return { fields: result.fields };
  };

  return [
    http.get(
      apiPath(ctx, base),
      authed(ctx, ({ request }) => {
        const parsed = parseRequest(
          definition.listQuery,
          queryObject(new URL(request.url), definition.listQuery),
        );
        if (!parsed.ok) return parsed.response;
        const page = queryResource(
          definition as unknown as ResourceDefinition<R, never>,
          ctx.db,
          parsed.data as Record<string, unknown>,
        );
        return HttpResponse.json({ ...page, items: page.items.map(present) });
      }),
    ),
    http.post(
      apiPath(ctx, base),
      authed(
        ctx,
        async ({ request, user }) => {
          const saved = await save(request, definition.createBody);
          if ('response' in saved) return saved.response;
          const record = definition.table(ctx.db).insert(saved.fields as never, actorOf(user), ctx.now());
          definition.afterSave?.(record, ctx.db);
          return HttpResponse.json(present(record), { status: 201 });
        },
        [`NOV_${permission}`],
      ),
    ),
    http.get(
      apiPath(ctx, `${base}/:id`),
      authed(ctx, ({ params }) => {
        const id = idOf(params);
        if (id === null) return undefined;
        const record = definition.table(ctx.db).get(id);
        return record ? HttpResponse.json(present(record)) : notFound(definition.singular, definition.gender);
      }),
    ),
    http.put(
      apiPath(ctx, `${base}/:id`),
      authed(
        ctx,
        async ({ request, params, user }) => {
          const id = idOf(params);
          if (id === null) return undefined;
          const table = definition.table(ctx.db);
          const current = table.get(id);
          if (!current) return notFound(definition.singular, definition.gender);
          const saved = await save(request, definition.updateBody, current);
          if ('response' in saved) return saved.response;
          const record = table.update(id, saved.fields as never, actorOf(user), ctx.now()) as R;
          definition.afterSave?.(record, ctx.db);
          return HttpResponse.json(present(record));
        },
        [`ALT_${permission}`],
      ),
    ),
  ];
}
