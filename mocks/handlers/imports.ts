import { HttpResponse, http, type HttpHandler } from 'msw';
import { authed } from '../kit/auth';
import { apiPath, type MockContext } from '../kit/context';
import { multipartObject } from '../kit/request';
import { apiError, fileResponse, notFound } from '../kit/respond';
import { parseRequest } from '../kit/validation';
import { buildWorkbook, looksLikeXlsx, readWorkbook, XLSX_TYPE, type SheetRows } from '../kit/xlsx';
import { queueImport } from './import-queue';
import { definitionOf } from './import-run';
import { IMPORT_SPECS, type ImportSpec } from './import-specs';

export const NOT_XLSX_MESSAGE = 'Envie uma planilha .xlsx';

const templateName = (spec: ImportSpec) =>
  spec.mode === 'valores' ? 'modelo-valores-pedagio.xlsx' : `modelo-${spec.recurso}.xlsx`;

/** The uploaded file's rows, or null when it is not a readable .xlsx (by name and by content). */
async function readUpload(file: Blob | string): Promise<SheetRows | null> {
  if (typeof file === 'string' || !(file instanceof File) || !/\.xlsx$/i.test(file.name)) return null;
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!looksLikeXlsx(bytes)) return null;
  try {
    return await readWorkbook(bytes.buffer as ArrayBuffer);
  } catch {
    return null;
  }
}

async function templateResponse(spec: ImportSpec): Promise<Response> {
  const columns = spec.columns.map((column, index) => ({ header: column.header, key: `c${index}` }));
  const rows = spec.examples.map((row) =>
    Object.fromEntries(row.map((value, index) => [`c${index}`, value])),
  );
  const sheet = spec.mode === 'valores' ? 'Valores de pedágio' : definitionOf(spec).label;
  return fileResponse(await buildWorkbook(sheet, columns, rows), XLSX_TYPE, templateName(spec));
}

/** The spreadsheet imports (202 + live event) and their .xlsx templates. */
export function importHandlers(ctx: MockContext): HttpHandler[] {
  const permission = (spec: ImportSpec) => [`IMPORTA_${definitionOf(spec).permission}`];
  return [
    ...IMPORT_SPECS.map((spec) =>
      http.post(
        apiPath(ctx, spec.path),
        authed(
          ctx,
          async ({ request, user }) => {
            const body = await multipartObject(request, spec.body).catch(() => ({}));
            const parsed = parseRequest(spec.body, body);
            if (!parsed.ok) return parsed.response;
            const sheet = await readUpload(parsed.data.file);
            if (!sheet)
              return apiError(400, NOT_XLSX_MESSAGE, [{ campo: 'file', errors: [NOT_XLSX_MESSAGE] }]);
            // Answered at once; processed after QA's import delay (import-queue.ts), the outcome on the live socket.
            queueImport(ctx, spec.path, sheet, user, parsed.data.idEvento);
            return HttpResponse.json({ idEvento: parsed.data.idEvento }, { status: 202 });
          },
          permission(spec),
        ),
      ),
    ),
    ...IMPORT_SPECS.map((spec) =>
      http.get(
        apiPath(
          ctx,
          spec.mode === 'valores'
            ? '/v1/praca-pedagio/exporta-planilha-modelo-valores'
            : `/v1/${spec.recurso}/exporta-planilha-modelo`,
        ),
        authed(ctx, () => templateResponse(spec), permission(spec)),
      ),
    ),
    http.get(
      apiPath(ctx, '/v1/:recurso/exporta-planilha-modelo'),
      authed(ctx, () => notFound('Modelo de importação')),
    ),
  ];
}
