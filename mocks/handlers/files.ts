import { HttpResponse, http, type HttpHandler } from 'msw';
import { BuscaArquivoParams } from '@generated/zod/utils/utils';
import { authed } from '../kit/auth';
import { apiPath, type MockContext } from '../kit/context';
import { servedFileType } from '../kit/files';
import { apiError } from '../kit/respond';
import { parseRequest } from '../kit/validation';

type Params = { arquivoId: string };

/** Content-Disposition attachment with the original name (RFC 6266: ASCII fallback plus the UTF-8 filename*). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The headers of a stored file: whoever opens its address directly gets a download, never a page of the
 * API's origin. `attachment` makes the browser save it; `sandbox` (no allow-* token) would give a
 * document it rendered anyway an opaque origin with no scripts; `nosniff` keeps it the type sent.
 */
export const STORED_FILE_HEADERS = {
  'Content-Security-Policy': 'sandbox',
  'X-Content-Type-Options': 'nosniff',
} as const;

/** GET /v1/arquivos/{arquivoId}: the stored bytes of an attachment, avatar or logo. */
export function fileHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.get<Params>(
      apiPath(ctx, '/v1/arquivos/:arquivoId'),
      authed<Params>(ctx, ({ params }) => {
        const parsed = parseRequest(BuscaArquivoParams, params);
        if (!parsed.ok) return parsed.response;
        const id = parsed.data.arquivoId;
        const file = Object.hasOwn(ctx.db.files, id) ? ctx.db.files[id] : undefined;
        if (!file) return apiError(404, 'Arquivo não encontrado');
        return new HttpResponse(file.bytes.slice() as BodyInit, {
          status: 200,
          headers: {
            'Content-Type': servedFileType(file),
            'Content-Length': String(file.bytes.byteLength),
            'Content-Disposition': attachmentDisposition(file.nome),
            ...STORED_FILE_HEADERS,
          },
        });
      }),
    ),
  ];
}
