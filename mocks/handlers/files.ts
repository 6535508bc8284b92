import { HttpResponse, http, type HttpHandler } from 'msw';
import { BuscaArquivoParams } from '@generated/zod/utils/utils';
import { authed } from '../kit/auth';
import { apiPath, type MockContext } from '../kit/context';
import { apiError } from '../kit/respond';
import { parseRequest } from '../kit/validation';

type Params = { arquivoId: string };

/** Content-Disposition inline with the original name (ASCII fallback plus the UTF-8 form). */
function inlineDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

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
            'Content-Type': file.tipo || 'application/octet-stream',
            'Content-Length': String(file.bytes.byteLength),
            'Content-Disposition': inlineDisposition(file.nome),
          },
        });
      }),
    ),
  ];
}
