import { HttpResponse, http, type HttpHandler } from 'msw';
import {
  BuscaStatusInstanciaNuvemParams,
  LigaInstanciaNuvemParams,
} from '@generated/zod/servidores/servidores';
import type { StoredInstance } from '../db/database';
import { permissionCodes } from '@/lib/permissions/permission-flags';
import { actionsOf, userOf, type SessionUser } from '../kit/auth';
import { apiPath, type MockContext } from '../kit/context';
import { apiError, unauthorized } from '../kit/respond';
import { bearerOf } from '../kit/tokens';
import { parseRequest } from '../kit/validation';

/**
 * The mock's own fixed authorization of the cloud-instance calls (status-servidor, liga-servidor), used
 * in development and the demo: Basic base64("retaguarda-simulada:nuvem"). A deployment's value is its
 * nginx's (CLOUD_AUTHORIZATION) and never reaches a browser; `--cloud-authorization` of the mock HTTP
 * server makes the mock expect that one.
 */
export const MOCK_CLOUD_AUTHORIZATION = 'Basic cmV0YWd1YXJkYS1zaW11bGFkYTpudXZlbQ==';

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

/** The action code each cloud call needs: the status dialog's and the start button's (the app's flags). */
const CLOUD_CALL_CODES = { status: permissionCodes.canViewServers, start: permissionCodes.canEditServer };
type CloudCall = keyof typeof CLOUD_CALL_CODES;

/** The header a deployment's nginx sets to the user its cloud check allowed (deploy/cloud-check.js). */
export const CLOUD_REQUESTER_HEADER = 'X-Retaguarda-Usuario';

/** Null when `user` may make the call: an active staff user holding its action code. */
function requesterRefusal(
  ctx: MockContext,
  user: SessionUser | null | undefined,
  call: CloudCall,
): Response | null {
  if (!user?.ativo || !user.admin || !actionsOf(ctx, user).has(CLOUD_CALL_CODES[call])) {
    return apiError(403, 'Você não tem permissão para acessar este recurso');
  }
  return null;
}

/**
 * Why a cloud call is refused, or null when it may go on. The API's own check: the fixed value, which a
 * deployment's nginx sends once its check allowed the caller, with the user it allowed in
 * X-Retaguarda-Usuario (checked again here: a staff user with the call's code). With no nginx in front
 * (development and the demo: no deployment's value given) the browser's call carries its session's
 * bearer, as it does in a deployment, and the mock checks the caller as nginx would: an expired session
 * is the session's 401 (the app renews it and asks again); a user who is not staff or lacks the code, 403.
 */
function cloudRefusal(ctx: MockContext, request: Request, call: CloudCall): Response | null {
  if (request.headers.get('authorization') === (ctx.cloudAuthorization ?? MOCK_CLOUD_AUTHORIZATION)) {
    const requester = Number(request.headers.get(CLOUD_REQUESTER_HEADER));
    if (!Number.isInteger(requester) || requester <= 0)
      return apiError(400, `${CLOUD_REQUESTER_HEADER} ausente`);
    return requesterRefusal(ctx, ctx.db.resources.usuarios.get(requester), call);
  }
  const withoutGateway = ctx.cloudAuthorization === undefined;
  if (withoutGateway && bearerOf(request)) {
    const user = userOf(ctx, request);
    return user ? requesterRefusal(ctx, user, call) : unauthorized();
  }
  return apiError(401, 'Não autorizado');
}

function instanceOf(
  ctx: MockContext,
  request: Request,
  params: Record<string, unknown>,
  call: CloudCall,
  schema: typeof LigaInstanciaNuvemParams,
) {
  const refusal = cloudRefusal(ctx, request, call);
  if (refusal) return { response: refusal };
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
      const found = instanceOf(ctx, request, params, 'status', BuscaStatusInstanciaNuvemParams);
      if ('response' in found) return found.response;
      const { name, state, status } = found.instance;
      return HttpResponse.json({ name, state, status });
    }),
    http.put(apiPath(ctx, '/v1/public/usuario/liga-servidor/:magaluId'), ({ request, params }) => {
      const found = instanceOf(ctx, request, params, 'start', LigaInstanciaNuvemParams);
      if ('response' in found) return found.response;
      const { instance } = found;
      if (instance.state !== 'stopped' || instance.status !== 'completed' || instance.transition) {
        return apiError(409, 'A instância não pode ser ligada no estado atual');
      }
      instance.status = 'starting';
      instance.transition = {
        state: 'running',
        status: 'completed',
        at: ctx.now().getTime() + CLOUD_START_MS,
      };
      return HttpResponse.json(
        { mensagem: `Comando de ligar enviado para a instância ${instance.name}` },
        { status: 202 },
      );
    }),
  ];
}
