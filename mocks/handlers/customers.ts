import { HttpResponse, http, type HttpHandler } from 'msw';
import type { z } from 'zod';
import type { ConfiguracaoFiscal, UsuarioEmpresa } from '@generated/api/model';
import {
  AlteraConfiguracoesEmpresaBody,
  BuscaConfiguracoesEmpresaParams,
} from '@generated/zod/empresas/empresas';
import { AlteraConfiguracoesFilialBody } from '@generated/zod/filiais/filiais';
import { AlteraConfiguracoesUnidadeBody } from '@generated/zod/unidades/unidades';
import {
  AlteraServidorUsuarioEmpresaBody,
  AlteraServidorUsuarioEmpresaParams,
  EnviaEmailConfirmacaoUsuarioParams,
  ListaUsuariosPorEmpresaParams,
  ListaUsuariosPorEmpresaQueryParams,
} from '@generated/zod/usuarios/usuarios';
import type { MockDatabase, StoredUsuarioEmpresa } from '../db/database';
import { listPage } from '../db/list-query';
import { actorOf, authed } from '../kit/auth';
import { apiPath, type MockContext } from '../kit/context';
import { jsonBody, queryObject } from '../kit/request';
import { apiError, fieldErrors } from '../kit/respond';
import { parseRequest } from '../kit/validation';

type IdParams = { id: string };
type Target = 'empresas' | 'filiais' | 'unidades';

/** The configuration answered while none was saved (contract: ConfiguracaoFiscal). */
export function defaultConfiguracao(): ConfiguracaoFiscal {
  return {
    ambiente: { tipoAmbiente: 'HOMOLOGACAO', versaoCTe: '4.00', versaoMDFe: '3.00' },
    emissao: { tipoEmissaoCTe: 'NORMAL', tipoEmissaoMDFe: 'NORMAL', obsTributaria: null },
    series: { serieCTe: '1', serieMDFe: '1' },
  };
}

const CONFIG_TARGETS: Record<
  Target,
  { permission: string; missing: string; body: z.ZodType<ConfiguracaoFiscal> }
> = {
  empresas: {
    permission: 'ALT_CONF_EMP',
    missing: 'Cliente não encontrado',
    body: AlteraConfiguracoesEmpresaBody,
  },
  filiais: {
    permission: 'ALT_CONF_FIL',
    missing: 'Filial não encontrada',
    body: AlteraConfiguracoesFilialBody,
  },
  unidades: {
    permission: 'ALT_CONF_UNI',
    missing: 'Unidade não encontrada',
    body: AlteraConfiguracoesUnidadeBody,
  },
};

function presentLink(link: StoredUsuarioEmpresa): UsuarioEmpresa {
  return {
    id: link.id,
    ativo: link.ativo,
    emailConfirmado: link.emailConfirmado,
    usuario: link.usuario,
    servidor: link.servidor ?? null,
  };
}

/** A saved (or default) configuration as answered; customers carry their certificate too. */
function presentConfiguracao(db: MockDatabase, target: Target, id: number) {
  const config = structuredClone(db.configuracoes[target][id] ?? defaultConfiguracao());
  if (target !== 'empresas') return config;
  const certificado = db.certificados[id];
  return {
    ...config,
    certificado: certificado
      ? { vencimento: certificado.vencimento, titular: certificado.titular, cnpj: certificado.cnpj }
      : null,
  };
}

function configurationHandlers(ctx: MockContext, target: Target): HttpHandler[] {
  const { permission, missing, body } = CONFIG_TARGETS[target];
  const recordOf = (params: IdParams) => {
    const parsed = parseRequest(BuscaConfiguracoesEmpresaParams, params);
    if (!parsed.ok) return parsed;
    const record = ctx.db.resources[target].get(parsed.data.id);
    return record
      ? { ok: true as const, id: record.id }
      : { ok: false as const, response: apiError(404, missing) };
  };
  return [
    http.get<IdParams>(
      apiPath(ctx, `/v1/${target}/:id/configuracoes`),
      authed<IdParams>(ctx, ({ params }) => {
        const record = recordOf(params);
        return record.ok
          ? HttpResponse.json(presentConfiguracao(ctx.db, target, record.id))
          : record.response;
      }),
    ),
    http.put<IdParams>(
      apiPath(ctx, `/v1/${target}/:id/altera-configuracoes`),
      authed<IdParams>(
        ctx,
        async ({ request, params }) => {
          const record = recordOf(params);
          if (!record.ok) return record.response;
          const parsed = parseRequest(body, await jsonBody(request));
          if (!parsed.ok) return parsed.response;
          const { ambiente, emissao, series } = parsed.data;
          ctx.db.configuracoes[target][record.id] = {
            ambiente: {
              tipoAmbiente: ambiente.tipoAmbiente,
              versaoCTe: ambiente.versaoCTe,
              versaoMDFe: ambiente.versaoMDFe,
            },
            emissao: {
              tipoEmissaoCTe: emissao.tipoEmissaoCTe,
              tipoEmissaoMDFe: emissao.tipoEmissaoMDFe,
              obsTributaria: emissao.obsTributaria ?? null,
            },
            series: { serieCTe: series.serieCTe, serieMDFe: series.serieMDFe },
          };
          return HttpResponse.json(presentConfiguracao(ctx.db, target, record.id));
        },
        [permission],
      ),
    ),
  ];
}

/** Changing or removing a user's alternative server is an edit of the user (ALT_USU). */
const SERVER_CHANGE = ['ALT_USU'];

/** The link of the path's {id} (UsuarioEmpresa.id), or the 400/404 answer. */
function linkOf(ctx: MockContext, params: IdParams) {
  const parsed = parseRequest(AlteraServidorUsuarioEmpresaParams, params);
  if (!parsed.ok) return parsed;
  const link = ctx.db.usuariosEmpresa.get(parsed.data.id);
  return link
    ? { ok: true as const, data: link }
    : { ok: false as const, response: apiError(404, 'Vínculo do usuário com o cliente não encontrado') };
}

/** The customer users dialog (links, alternative server, confirmation e-mail) and the fiscal configurations. */
export function customerHandlers(ctx: MockContext): HttpHandler[] {
  const links = ctx.db.usuariosEmpresa;
  return [
    http.get<{ empresaId: string }>(
      apiPath(ctx, '/v1/usuarios/por-empresa-id/:empresaId'),
      authed<{ empresaId: string }>(ctx, ({ request, params }) => {
        const path = parseRequest(ListaUsuariosPorEmpresaParams, params);
        if (!path.ok) return path.response;
        if (!ctx.db.resources.empresas.get(path.data.empresaId))
          return apiError(404, 'Cliente não encontrado');
        const query = parseRequest(
          ListaUsuariosPorEmpresaQueryParams,
          queryObject(new URL(request.url), ListaUsuariosPorEmpresaQueryParams),
        );
        if (!query.ok) return query.response;
        const page = listPage(
          links.all().filter((link) => link.empresaId === path.data.empresaId),
          query.data,
          {
            searchText: (link) =>
              `${link.usuario.nome} ${link.usuario.email ?? ''} ${link.servidor?.nome ?? ''}`,
            defaultSort: 'usuario.nome,asc',
          },
        );
        return HttpResponse.json({ ...page, items: page.items.map(presentLink) });
      }),
    ),
    http.put<IdParams>(
      apiPath(ctx, '/v1/usuarios/altera-servidor/:id'),
      authed<IdParams>(
        ctx,
        async ({ request, params, user }) => {
          const link = linkOf(ctx, params);
          if (!link.ok) return link.response;
          const parsed = parseRequest(AlteraServidorUsuarioEmpresaBody, await jsonBody(request));
          if (!parsed.ok) return parsed.response;
          const servidor = ctx.db.resources.servidores.get(parsed.data.servidorId);
          if (!servidor?.ativo)
            return fieldErrors(400, [{ campo: 'servidorId', errors: ['Opção inválida'] }]);
          const updated = links.update(
            link.data.id,
            { servidor: { id: servidor.id, nome: servidor.nome } },
            actorOf(user),
            ctx.now(),
          )!;
          return HttpResponse.json(presentLink(updated));
        },
        SERVER_CHANGE,
      ),
    ),
    http.put<IdParams>(
      apiPath(ctx, '/v1/usuarios/remove-servidor/:id'),
      authed<IdParams>(
        ctx,
        ({ params, user }) => {
          const link = linkOf(ctx, params);
          if (!link.ok) return link.response;
          return HttpResponse.json(
            presentLink(links.update(link.data.id, { servidor: null }, actorOf(user), ctx.now())!),
          );
        },
        SERVER_CHANGE,
      ),
    ),
    http.post<IdParams>(
      apiPath(ctx, '/v1/usuarios/envia-email-confirmacao/:id'),
      authed<IdParams>(
        ctx,
        ({ params }) => {
          const parsed = parseRequest(EnviaEmailConfirmacaoUsuarioParams, params);
          if (!parsed.ok) return parsed.response;
          const target = ctx.db.resources.usuarios.get(parsed.data.id);
          if (!target) return apiError(404, 'Usuário não encontrado');
          if (target.emailConfirmado) return apiError(409, 'O e-mail deste usuário já foi confirmado');
          return new HttpResponse(null, { status: 204 });
        },
        ['EMAIL_USU'],
      ),
    ),
    ...configurationHandlers(ctx, 'empresas'),
    ...configurationHandlers(ctx, 'filiais'),
    ...configurationHandlers(ctx, 'unidades'),
  ];
}
