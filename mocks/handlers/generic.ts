import { HttpResponse, http, type HttpHandler } from 'msw';
import type { Recurso } from '@generated/api/model';
import { AlteraColunasUsuarioBancosBody, ExportaExcelBancosQueryParams } from '@generated/zod/bancos/bancos';
import { InativaRegistroBody, InativaRegistroHeader } from '@generated/zod/recursos/recursos';
import type { StoredRecord } from '../db/collection';
import { actionsOf, actorOf, authed } from '../kit/auth';
import { apiPath, type MockContext } from '../kit/context';
import { buildListingPdf } from '../kit/pdf';
import { jsonBody, queryObject } from '../kit/request';
import { queryResource, type AnyResourceDefinition } from '../kit/resource';
import { apiError, fieldErrors, fileResponse, forbidden, notFound } from '../kit/respond';
import { parseRequest } from '../kit/validation';
import { buildWorkbook, XLSX_TYPE } from '../kit/xlsx';
import { formatCell } from '../kit/format-cell';
import { resourceDefinitions } from '../resources';

type Params = { recurso: string; id?: string };

function definitionOf(recurso: string): AnyResourceDefinition | undefined {
  return (resourceDefinitions as unknown as Record<string, AnyResourceDefinition>)[recurso];
}

/*
 * Each resource has its own export and column-preference paths in the contract (paths/<recurso>.yaml),
 * with its list's filters; what they add to those filters (limitePagina as a cap, ids) and the
 * preferences' body are the same for every resource (parameters.yaml, common.yaml): the mock reads them
 * with one resource's generated schemas, and the filters with each resource's own list schema.
 */
const ExportParams = ExportaExcelBancosQueryParams.pick({ limitePagina: true, ids: true });
const ColumnPreferencesBody = AlteraColunasUsuarioBancosBody;

function stamp(now: Date): string {
  return now.toISOString().slice(0, 16).replace(/[-:T]/g, '');
}

/**
 * Rows of an export: the list query without paging (or up to limitePagina), only the ids asked for when
 * the list exports its selection. The query is read with the
 * export's schema and with the resource's own list schema, so the resource's advanced filters apply with
 * its list rules (a bad `tipo` of CFOPs is refused as the list refuses it).
 */
function exportRows(ctx: MockContext, definition: AnyResourceDefinition, url: URL) {
  const parsed = parseRequest(ExportParams, queryObject(url, ExportParams));
  if (!parsed.ok) return parsed;
  const listQuery = queryObject(url, definition.listQuery);
  delete listQuery.limitePagina;
  delete listQuery.pagina;
  const own = parseRequest(definition.listQuery, listQuery);
  if (!own.ok) return own;
  const query = { ...(parsed.data as Record<string, unknown>), ...(own.data as Record<string, unknown>) };
  delete query.ids;
  const limit =
    typeof parsed.data.limitePagina === 'number' ? parsed.data.limitePagina : Number.MAX_SAFE_INTEGER;
  // The selection (ids) narrows the rows like one more filter, before the limit counts them.
  const ids = parsed.data.ids ? new Set(parsed.data.ids) : null;
  const page = queryResource(definition, ctx.db, query, {
    pagina: 1,
    limitePagina: ids ? Number.MAX_SAFE_INTEGER : limit,
  });
  const records = ids ? page.items.filter((record) => ids.has(record.id)).slice(0, limit) : page.items;
  return { ok: true as const, records };
}

/** Locks or unlocks a record, or a customer's user link when the empresaId header is sent. */
function setAtivoHandler(ctx: MockContext, ativo: boolean) {
  const verb = ativo ? 'ativa' : 'inativa';
  return http.put<Params>(
    apiPath(ctx, `/v1/:recurso/${verb}/:id`),
    authed<Params>(ctx, async ({ request, params, user }) => {
      const definition = definitionOf(params.recurso);
      if (!definition) return notFound('Recurso');
      if (!actionsOf(ctx, user).has(`ATIVA_INATIVA_${definition.permission}`)) return forbidden();
      const parsed = parseRequest(InativaRegistroBody, await jsonBody(request));
      if (!parsed.ok) return parsed.response;
      const motivo = parsed.data.motivo.trim().toUpperCase();
      if (motivo.length < 15)
        return fieldErrors(400, [{ campo: 'motivo', errors: ['Mínimo 15 caracteres'] }]);
      const header = parseRequest(InativaRegistroHeader, {
        empresaId: request.headers.get('empresaId') ?? undefined,
      });
      if (!header.ok) return header.response;
      const id = Number(params.id);
      const empresaId = header.data.empresaId;
      const table =
        empresaId && definition.recurso === 'usuarios'
          ? ctx.db.usuariosEmpresa
          : (definition.table(ctx.db) as unknown as typeof ctx.db.usuariosEmpresa);
      const record =
        empresaId && definition.recurso === 'usuarios'
          ? table.find((link) => link.empresaId === empresaId && link.usuario.id === id)
          : table.get(id);
      if (!record) return notFound(definition.singular, definition.gender);
      if (record.ativo === ativo)
        return apiError(409, ativo ? 'Registro já está ativo' : 'Registro já está inativo');
      table.setAtivo(record.id, ativo, motivo, actorOf(user), ctx.now());
      return HttpResponse.json({ ativo, historico: table.historyOf(record.id) });
    }),
  );
}

/** The calls every resource has: exports, lock/unlock, status history and column preferences. */
export function genericHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.get<Params>(
      apiPath(ctx, '/v1/:recurso/exporta-excel'),
      authed<Params>(ctx, async ({ request, params }) => {
        const definition = definitionOf(params.recurso);
        if (!definition) return notFound('Recurso');
        const rows = exportRows(ctx, definition, new URL(request.url));
        if (!rows.ok) return rows.response;
        const columns = definition.exportColumns.map((column, index) => ({
          header: column.header,
          key: `c${index}`,
        }));
        const data = rows.records.map((record) =>
          Object.fromEntries(
            definition.exportColumns.map((column, index) => [`c${index}`, column.value(record)]),
          ),
        );
        const workbook = await buildWorkbook(definition.label, columns, data);
        return fileResponse(workbook, XLSX_TYPE, `${definition.recurso}-${stamp(ctx.now())}.xlsx`);
      }),
    ),
    http.get<Params>(
      apiPath(ctx, '/v1/:recurso/exporta-listagem'),
      authed<Params>(ctx, ({ request, params }) => {
        const definition = definitionOf(params.recurso);
        if (!definition) return notFound('Recurso');
        const rows = exportRows(ctx, definition, new URL(request.url));
        if (!rows.ok) return rows.response;
        const pdf = buildListingPdf(
          `Listagem de ${definition.label.toLowerCase()}`,
          definition.exportColumns.map((column) => column.header),
          rows.records.map((record) =>
            definition.exportColumns.map((column) => formatCell(column.value(record))),
          ),
        );
        return fileResponse(
          pdf as BodyInit,
          'application/pdf',
          `${definition.recurso}-${stamp(ctx.now())}.pdf`,
        );
      }),
    ),
    setAtivoHandler(ctx, false),
    setAtivoHandler(ctx, true),
    http.get<Params>(
      apiPath(ctx, '/v1/:recurso/busca-status-cadastro/:id'),
      authed<Params>(ctx, ({ params }) => {
        const definition = definitionOf(params.recurso);
        const record = definition?.table(ctx.db).get(Number(params.id)) as StoredRecord | undefined;
        if (!definition || !record) return notFound(definition?.singular, definition?.gender);
        return HttpResponse.json({
          ativo: record.ativo,
          historico: definition.table(ctx.db).historyOf(record.id),
        });
      }),
    ),
    http.get<Params>(
      apiPath(ctx, '/v1/:recurso/colunas-usuarios'),
      authed<Params>(ctx, ({ params, user }) => {
        if (!definitionOf(params.recurso)) return notFound('Recurso');
        return HttpResponse.json({
          colunas: ctx.db.columnPreferences[`${user.id}:${params.recurso as Recurso}`] ?? [],
        });
      }),
    ),
    http.post<Params>(
      apiPath(ctx, '/v1/:recurso/colunas-usuarios'),
      authed<Params>(ctx, async ({ request, params, user }) => {
        if (!definitionOf(params.recurso)) return notFound('Recurso');
        const parsed = parseRequest(ColumnPreferencesBody, await jsonBody(request));
        if (!parsed.ok) return parsed.response;
        const colunas = [...parsed.data.colunas].sort((a, b) => a.posicao - b.posicao);
        ctx.db.columnPreferences[`${user.id}:${params.recurso}`] = colunas;
        return HttpResponse.json({ colunas });
      }),
    ),
  ];
}
