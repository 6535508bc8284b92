import type { PathParams, HttpResponseResolver, DefaultBodyType } from 'msw';
import type { Usuario } from '@generated/api/model';
import type { Actor } from '../db/collection';
import type { Stored } from '../db/database';
import type { MockContext } from './context';
import { forbidden, unauthorized } from './respond';
import { bearerOf, verifyToken } from './tokens';

export type SessionUser = Stored<Usuario>;

export function actorOf(user: SessionUser): Actor {
  return { id: user.id, nome: user.nome, email: user.email, avatarUrl: user.avatarUrl };
}

/** The active user behind the request's bearer token, or null. */
export function userOf(ctx: MockContext, request: Request): SessionUser | null {
  const payload = verifyToken(bearerOf(request), 'access', ctx.now().getTime());
  if (!payload) return null;
  const user = ctx.db.resources.usuarios.get(payload.uid);
  return user && user.ativo ? user : null;
}

/** The action codes of the user's permission profile. */
export function actionsOf(ctx: MockContext, user: SessionUser): Set<string> {
  const profile = user.permissao ? ctx.db.resources.permissoes.get(user.permissao.id) : undefined;
  return new Set(profile?.ativo ? profile.acoes : []);
}

type Info<Params extends PathParams> = Parameters<HttpResponseResolver<Params, DefaultBodyType>>[0];
type AuthedResolver<Params extends PathParams> = (
  info: Info<Params> & { user: SessionUser },
) => Response | undefined | Promise<Response | undefined>;

/**
 * Wraps a resolver so it runs only for a signed-in user (401 otherwise) who holds one of the
 * given action codes when any are given (403 otherwise).
 */
export function authed<Params extends PathParams = PathParams>(
  ctx: MockContext,
  resolver: AuthedResolver<Params>,
  anyOfActions: string[] = [],
) {
  return (info: Info<Params>) => {
    const user = userOf(ctx, info.request);
    if (!user) return unauthorized();
    if (anyOfActions.length > 0) {
      const actions = actionsOf(ctx, user);
      if (!anyOfActions.some((code) => actions.has(code))) return forbidden();
    }
    return resolver({ ...info, user });
  };
}
