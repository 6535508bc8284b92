import { HttpResponse, http, type HttpHandler } from 'msw';
import { BuscaStatusInstanciaNuvemParams, LigaInstanciaNuvemParams } from '@generated/zod/servidores/servidores';
import type { StoredInstance } from '../db/database';
import { apiPath, type MockContext } from '../kit/context';
import { apiError } from '../kit/respond';
import { parseRequest } from '../kit/validation';

/**
 * The static value of the Authorization header of the public cloud-instance calls
 * (status-servidor, liga-servidor): not the session's token. Basic base64("retaguarda:servidores").
 */
export const CLOUD_AUTHORIZATION = 'Basic cmV0YWd1YXJkYTpzZXJ2aWRvcmVz';

/** How long a start command stays in "starting" before the instance is running. */
export const CLOUD_START_MS = 2000;

/** Applies the pending transition of an instance once its time has come. */
export function settleInstance(instance: StoredInstance, now: number): StoredInstance {
  if (instance.transition && instance.transition.at <= now) {
    instance.state = instance.transition.state;
    instance.status = instance.transition.status;
    delete instance.transition;
  }
  return instance;
}

function instanceOf(ctx: MockContext, request: Request, params: Record<string, unknown>, schema: typeof LigaInstanciaNuvemParams) {
  if (request.headers.get('authorization') !== CLOUD_AUTHORIZATION) return { response: apiError(401, 'Não autorizado') };
  const parsed = parseRequest(schema, params);
  if (!parsed.ok) return { response: parsed.response };
  const instance = ctx.db.instancias[parsed.data.magaluId];
  if (!instance) return { response: apiError(404, 'Instância não encontrada') };
  return { instance: settleInstance(instance, ctx.now().getTime()) };
}

/** The public calls of the server screen's cloud-instance status (Magalu Cloud). */
export function cloudHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.get(apiPath(ctx, '/v1/public/usuario/status-servidor/:magaluId'), ({ request, params }) => {
      const found = instanceOf(ctx, request, params, BuscaStatusInstanciaNuvemParams);
      if ('response' in found) return found.response;
      const { name, state, status } = found.instance;
      return HttpResponse.json({ name, state, status });
    }),
    http.put(apiPath(ctx, '/v1/public/usuario/liga-servidor/:magaluId'), ({ request, params }) => {
      const found = instanceOf(ctx, request, params, LigaInstanciaNuvemParams);
      if ('response' in found) return found.response;
      const { instance } = found;
      if (instance.state !== 'stopped' || instance.status !== 'completed' || instance.transition) {
        return apiError(409, 'A instância não pode ser ligada no estado atual');
      }
      instance.status = 'starting';
      instance.transition = { state: 'running', status: 'completed', at: ctx.now().getTime() + CLOUD_START_MS };
      return HttpResponse.json({ mensagem: `Comando de ligar enviado para a instância ${instance.name}` }, { status: 202 });
    }),
  ];
}
