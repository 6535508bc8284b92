import { HttpResponse, http, type HttpHandler } from 'msw';
import {
  AlteraMeuPerfilBody,
  AlteraMinhaSenhaBody,
  AutenticaUsuarioBody,
  RenovaTokenBody,
} from '@generated/zod/sessao/sessao';
import { headIsRaster, rasterFormatOfName, readHead } from '@/lib/files/image-content';
import { actionsOf, actorOf, authed, type SessionUser } from '../kit/auth';
import { apiPath, type MockContext } from '../kit/context';
import { fileUrl, storeFile } from '../kit/files';
import { jsonBody, multipartObject } from '../kit/request';
import { apiError, fieldErrors } from '../kit/respond';
import { issueTokens, verifyToken } from '../kit/tokens';
import { parseRequest } from '../kit/validation';

function sessionUser(user: SessionUser) {
  return {
    id: user.id,
    nome: user.nome,
    email: user.email,
    avatarUrl: user.avatarUrl,
    ativo: user.ativo,
    admin: user.admin,
  };
}

/** Login, token refresh, the session's profile and permissions, profile and password changes. */
export function sessionHandlers(ctx: MockContext): HttpHandler[] {
  const users = ctx.db.resources.usuarios;
  return [
    http.post(apiPath(ctx, '/v1/authorization/login'), async ({ request }) => {
      const parsed = parseRequest(AutenticaUsuarioBody, await jsonBody(request));
      if (!parsed.ok) return parsed.response;
      const email = parsed.data.email.trim().toLowerCase();
      const user = users.find((candidate) => candidate.email.toLowerCase() === email);
      if (!user || ctx.db.credentials[email] !== parsed.data.senha)
        return apiError(401, 'E-mail ou senha inválidos');
      if (!user.ativo) return apiError(401, 'Usuário inativo. Procure o administrador.');
      return HttpResponse.json(issueTokens(user.id, ctx.now().getTime()));
    }),
    http.post(apiPath(ctx, '/v1/authorization/refresh'), async ({ request }) => {
      const parsed = parseRequest(RenovaTokenBody, await jsonBody(request));
      if (!parsed.ok) return parsed.response;
      const payload = verifyToken(parsed.data.refreshToken, 'refresh', ctx.now().getTime());
      const user = payload ? users.get(payload.uid) : undefined;
      if (!payload || !user?.ativo) return apiError(401, 'Sessão expirada. Entre novamente.');
      return HttpResponse.json(issueTokens(user.id, ctx.now().getTime()));
    }),
    http.get(
      apiPath(ctx, '/v1/eu/perfil'),
      authed(ctx, ({ user }) => HttpResponse.json({ usuario: sessionUser(user) })),
    ),
    http.get(
      apiPath(ctx, '/v1/eu/permissoes'),
      authed(ctx, ({ user }) => HttpResponse.json({ acoes: [...actionsOf(ctx, user)].sort() })),
    ),
    http.put(
      apiPath(ctx, '/v1/eu/altera-perfil'),
      authed(ctx, async ({ request, user }) => {
        const parsed = parseRequest(AlteraMeuPerfilBody, await multipartObject(request, AlteraMeuPerfilBody));
        if (!parsed.ok) return parsed.response;
        const { avatar } = parsed.data;
        // An image by its name's extension, and its bytes that image: an SVG named 'foto.png' is refused.
        const format = avatar ? rasterFormatOfName(avatar instanceof File ? avatar.name : '') : null;
        if (avatar && (!format || !headIsRaster(await readHead(avatar)))) {
          return fieldErrors(400, [{ campo: 'avatar', errors: ['O avatar deve ser uma imagem'] }]);
        }
        const avatarUrl = avatar ? fileUrl((await storeFile(ctx.db, avatar)).id) : user.avatarUrl;
        const updated = users.update(
          user.id,
          { nome: parsed.data.nome.trim().toUpperCase(), avatarUrl },
          actorOf(user),
          ctx.now(),
        );
        return HttpResponse.json(sessionUser(updated!));
      }),
    ),
    http.put(
      apiPath(ctx, '/v1/usuarios/altera-senha'),
      authed(ctx, async ({ request, user }) => {
        const parsed = parseRequest(AlteraMinhaSenhaBody, await jsonBody(request));
        if (!parsed.ok) return parsed.response;
        const { senha, confirmaSenha, senhaAtual } = parsed.data;
        const email = user.email.toLowerCase();
        if (ctx.db.credentials[email] !== senhaAtual)
          return fieldErrors(400, [{ campo: 'senhaAtual', errors: ['Senha atual incorreta'] }]);
        if (senha !== confirmaSenha)
          return fieldErrors(400, [{ campo: 'confirmaSenha', errors: ['Senhas não conferem'] }]);
        if (senha === senhaAtual) {
          return fieldErrors(400, [{ campo: 'senha', errors: ['A nova senha deve ser diferente da atual'] }]);
        }
        ctx.db.credentials[email] = senha;
        return new HttpResponse(null, { status: 204 });
      }),
    ),
  ];
}
