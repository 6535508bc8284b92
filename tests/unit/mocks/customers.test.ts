import { describe, expect, it } from 'vitest';
import { BuscaConfiguracoesEmpresaResponse } from '@generated/zod/empresas/empresas';
import { BuscaConfiguracoesFilialResponse } from '@generated/zod/filiais/filiais';
import { BuscaConfiguracoesUnidadeResponse } from '@generated/zod/unidades/unidades';
import {
  AlteraServidorUsuarioEmpresaResponse,
  ListaUsuariosPorEmpresaResponse,
} from '@generated/zod/usuarios/usuarios';
import type {
  AlteraServidorUsuarioInput,
  ConfiguracaoFiscal,
  EmpresaFormulario,
  Motivo,
  UsuarioInput,
} from '@generated/api/model';
import { multipart, type InvalidBody } from '../../request-body';
import { setupMockApi } from './support';

const api = setupMockApi({ now: () => new Date('2026-11-21T12:00:00Z') });

type Link = {
  id: number;
  ativo: boolean;
  emailConfirmado: boolean;
  usuario: { id: number; nome: string };
  servidor: { id: number; nome?: string } | null;
};

const config: ConfiguracaoFiscal = {
  ambiente: { tipoAmbiente: 'PRODUCAO', versaoCTe: '4.00', versaoMDFe: '3.00' },
  emissao: {
    tipoEmissaoCTe: 'AUTORIZACAO_SVC_RS',
    tipoEmissaoMDFe: 'CONTINGENCIA_OFFLINE',
    obsTributaria: 'ICMS ISENTO CONFORME RICMS',
  },
  series: { serieCTe: '12', serieMDFe: '3' },
};
const defaults = {
  ambiente: { tipoAmbiente: 'HOMOLOGACAO', versaoCTe: '4.00', versaoMDFe: '3.00' },
  emissao: { tipoEmissaoCTe: 'NORMAL', tipoEmissaoMDFe: 'NORMAL' },
  series: { serieCTe: '1', serieMDFe: '1' },
};

/** A customer with at least two user links. */
function customerWithLinks() {
  const counts = new Map<number, number>();
  for (const link of api.ctx.db.usuariosEmpresa.all())
    counts.set(link.empresaId, (counts.get(link.empresaId) ?? 0) + 1);
  const [empresaId] = [...counts.entries()].find(([, count]) => count >= 2)!;
  return {
    empresaId,
    links: api.ctx.db.usuariosEmpresa.all().filter((link) => link.empresaId === empresaId),
  };
}

async function linksOf(
  token: string,
  empresaId: number,
  query = 'limitePagina=100',
): Promise<{ items: Link[]; totalItens: number }> {
  const response = await api.call(token, `/v1/usuarios/por-empresa-id/${empresaId}?${query}`);
  expect(response.status).toBe(200);
  const body = await response.json();
  ListaUsuariosPorEmpresaResponse.parse(body);
  return body;
}

describe('mock API: customer users', () => {
  it('lists the links of a customer with pagination and search', async () => {
    const { token } = await api.login();
    const { empresaId, links } = customerWithLinks();
    const page = await linksOf(token, empresaId);
    expect(page.totalItens).toBe(links.length);
    expect(page.items.map((item) => item.id).sort()).toEqual(links.map((link) => link.id).sort());
    const small = await linksOf(token, empresaId, 'limitePagina=10&pagina=1&ordenacao=usuario.nome,asc');
    const names = small.items.map((item) => item.usuario.nome);
    expect([...names].sort((a, b) => a.localeCompare(b, 'pt-BR'))).toEqual(names);
    const target = links[1];
    const searched = await linksOf(
      token,
      empresaId,
      `filtros=${encodeURIComponent(target.usuario.nome.toLowerCase())}`,
    );
    expect(searched.items.map((item) => item.id)).toContain(target.id);
    expect(searched.items.every((item) => item.usuario.nome === target.usuario.nome)).toBe(true);
    expect((await linksOf(token, empresaId, 'filtros=nenhum-usuario-com-este-texto')).totalItens).toBe(0);
    expect((await api.call(token, '/v1/usuarios/por-empresa-id/999999')).status).toBe(404);
  });

  it("narrows the users list to a customer's users with empresaId (its 'Ver todos')", async () => {
    const { token } = await api.login();
    const { empresaId, links } = customerWithLinks();
    const response = await api.call(token, `/v1/usuarios?empresaId=${empresaId}&limitePagina=100`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      items: Array<{ id: number; empresaIds: number[] }>;
      totalItens: number;
    };
    expect(body.items.map((item) => item.id).sort()).toEqual(links.map((link) => link.usuario.id).sort());
    expect(body.totalItens).toBe(links.length);
    expect(body.items.every((item) => item.empresaIds.includes(empresaId))).toBe(true);
  });

  it('sets the alternative server only to an active one, persists it, and removes it', async () => {
    const { token } = await api.login();
    const { empresaId, links } = customerWithLinks();
    const link = links[0];
    const servers = api.ctx.db.resources.servidores;
    let inactive = servers.all().find((server) => !server.ativo);
    if (!inactive)
      inactive = servers.setAtivo(servers.all()[0].id, false, 'SERVIDOR DESLIGADO PARA MANUTENÇÃO', null)!;
    const active = servers.all().find((server) => server.ativo && server.id !== link.servidor?.id)!;

    const refused = await api.call<AlteraServidorUsuarioInput>(
      token,
      `/v1/usuarios/altera-servidor/${link.id}`,
      { method: 'PUT', json: { servidorId: inactive.id } },
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors[0]).toEqual({ campo: 'servidorId', errors: ['Opção inválida'] });
    // Wrong on purpose: no server.
    const noServer = await api.call<Partial<AlteraServidorUsuarioInput>>(
      token,
      `/v1/usuarios/altera-servidor/${link.id}`,
      { method: 'PUT', json: {} },
    );
    expect(noServer.status).toBe(400);

    const saved = await api.call<AlteraServidorUsuarioInput>(
      token,
      `/v1/usuarios/altera-servidor/${link.id}`,
      { method: 'PUT', json: { servidorId: active.id } },
    );
    expect(saved.status).toBe(200);
    const body = AlteraServidorUsuarioEmpresaResponse.parse(await saved.json());
    expect(body.servidor).toEqual({ id: active.id, nome: active.nome });
    const listed = (await linksOf(token, empresaId)).items.find((item) => item.id === link.id)!;
    expect(listed.servidor).toEqual({ id: active.id, nome: active.nome });

    const removed = await api.call(token, `/v1/usuarios/remove-servidor/${link.id}`, { method: 'PUT' });
    expect(removed.status).toBe(200);
    expect((await removed.json()).servidor).toBeNull();
    expect((await linksOf(token, empresaId)).items.find((item) => item.id === link.id)!.servidor).toBeNull();
    expect((await api.call(token, '/v1/usuarios/remove-servidor/999999', { method: 'PUT' })).status).toBe(
      404,
    );
  });

  it('changes and removes the alternative server only with ALT_USU', async () => {
    const { links } = customerWithLinks();
    const active = api.ctx.db.resources.servidores.all().find((server) => server.ativo)!;
    const suporte = await api.login('suporte@retaguarda.dev');
    const change = await api.call<AlteraServidorUsuarioInput>(
      suporte.token,
      `/v1/usuarios/altera-servidor/${links[0].id}`,
      { method: 'PUT', json: { servidorId: active.id } },
    );
    expect(change.status).toBe(403);
    expect(
      (await api.call(suporte.token, `/v1/usuarios/remove-servidor/${links[0].id}`, { method: 'PUT' }))
        .status,
    ).toBe(403);
    expect(api.ctx.db.usuariosEmpresa.get(links[0].id)!.servidor).toEqual(links[0].servidor);
  });

  it('locks and unlocks the link of a user with one customer when the empresaId header is sent', async () => {
    const { token } = await api.login();
    const [first, second] = api.ctx.db.resources.empresas.all().filter((empresa) => empresa.ativo);
    const created = await api.call<UsuarioInput>(token, '/v1/usuarios', {
      method: 'POST',
      json: {
        nome: 'Usuária de dois clientes',
        email: 'dois.clientes@exemplo.com.br',
        admin: false,
        empresaIds: [first.id, second.id],
      },
    });
    expect(created.status).toBe(201);
    const userId = ((await created.json()) as { id: number }).id;
    const motivo: Motivo = { motivo: 'acesso suspenso pelo gestor do cliente' };
    const lock = (empresaId: number, verb = 'inativa') =>
      api.call<Motivo>(token, `/v1/usuarios/${verb}/${userId}`, {
        method: 'PUT',
        json: motivo,
        headers: { empresaId: String(empresaId) },
      });
    const linkWith = async (empresaId: number) =>
      (await linksOf(token, empresaId)).items.find((item) => item.usuario.id === userId)!;

    const locked = await lock(first.id);
    expect(locked.status).toBe(200);
    const status = (await locked.json()) as {
      ativo: boolean;
      historico: Array<{ ativo: boolean; motivo: string }>;
    };
    expect(status.ativo).toBe(false);
    expect(status.historico.at(-1)).toMatchObject({
      ativo: false,
      motivo: 'ACESSO SUSPENSO PELO GESTOR DO CLIENTE',
    });
    expect((await linkWith(first.id)).ativo).toBe(false);
    expect((await linkWith(second.id)).ativo).toBe(true);
    const user = await (await api.call(token, `/v1/usuarios/busca-status-cadastro/${userId}`)).json();
    expect(user.ativo).toBe(true);

    expect((await lock(first.id)).status).toBe(409);
    const other = api.ctx.db.resources.empresas
      .all()
      .find((empresa) => empresa.id !== first.id && empresa.id !== second.id)!;
    expect((await lock(other.id)).status).toBe(404);
    expect((await lock(first.id, 'ativa')).status).toBe(200);
    expect((await linkWith(first.id)).ativo).toBe(true);
  });

  it('sends the confirmation e-mail only with EMAIL_USU and only while unconfirmed', async () => {
    const { token } = await api.login();
    const users = api.ctx.db.resources.usuarios.all();
    const pending = users.find((user) => !user.emailConfirmado)!;
    const confirmed = users.find((user) => user.emailConfirmado)!;
    expect(
      (await api.call(token, `/v1/usuarios/envia-email-confirmacao/${pending.id}`, { method: 'POST' }))
        .status,
    ).toBe(204);
    const conflict = await api.call(token, `/v1/usuarios/envia-email-confirmacao/${confirmed.id}`, {
      method: 'POST',
    });
    expect(conflict.status).toBe(409);
    expect((await conflict.json()).erro).toBe('O e-mail deste usuário já foi confirmado');
    const suporte = await api.login('suporte@retaguarda.dev');
    expect(
      (
        await api.call(suporte.token, `/v1/usuarios/envia-email-confirmacao/${pending.id}`, {
          method: 'POST',
        })
      ).status,
    ).toBe(403);
  });
});

describe('mock API: fiscal configurations', () => {
  const targets = [
    ['empresas', BuscaConfiguracoesEmpresaResponse],
    ['filiais', BuscaConfiguracoesFilialResponse],
    ['unidades', BuscaConfiguracoesUnidadeResponse],
  ] as const;

  for (const [recurso, schema] of targets) {
    it(`${recurso}: answers the defaults until saved, then the saved configuration`, async () => {
      const { token } = await api.login();
      const ids = new Set(Object.keys(api.ctx.db.configuracoes[recurso]).map(Number));
      const id = api.ctx.db.resources[recurso].all().find((record) => !ids.has(record.id))!.id;
      const initial = await api.call(token, `/v1/${recurso}/${id}/configuracoes`);
      expect(initial.status).toBe(200);
      const initialBody = schema.parse(await initial.json());
      expect(initialBody).toMatchObject(defaults);
      if (recurso === 'empresas') expect('certificado' in initialBody).toBe(true);

      const saved = await api.call<ConfiguracaoFiscal>(token, `/v1/${recurso}/${id}/altera-configuracoes`, {
        method: 'PUT',
        json: config,
      });
      expect(saved.status).toBe(200);
      expect(schema.parse(await saved.json())).toMatchObject(config);
      const reread = schema.parse(await (await api.call(token, `/v1/${recurso}/${id}/configuracoes`)).json());
      expect(reread).toMatchObject(config);
      expect((await api.call(token, `/v1/${recurso}/999999/configuracoes`)).status).toBe(404);
    });
  }

  it('customers carry their digital certificate in the configuration', async () => {
    const { token } = await api.login();
    const id = api.ctx.db.resources.empresas.all()[0].id;
    api.ctx.db.certificados[id] = {
      vencimento: '2027-03-31',
      titular: 'TRANSPORTES TESTE LTDA',
      cnpj: '12345678000195',
    };
    const body = await (await api.call(token, `/v1/empresas/${id}/configuracoes`)).json();
    expect(body.certificado).toEqual({
      vencimento: '2027-03-31',
      titular: 'TRANSPORTES TESTE LTDA',
      cnpj: '12345678000195',
    });
  });

  it('refuses an invalid configuration with 400 and the pt-BR message, and needs ALT_CONF_*', async () => {
    const { token } = await api.login();
    const id = api.ctx.db.resources.filiais.all()[0].id;
    const before = await (await api.call(token, `/v1/filiais/${id}/configuracoes`)).json();
    const long = await api.call<ConfiguracaoFiscal>(token, `/v1/filiais/${id}/altera-configuracoes`, {
      method: 'PUT',
      json: { ...config, series: { serieCTe: '1234', serieMDFe: '1' } },
    });
    expect(long.status).toBe(400);
    expect((await long.json()).errors[0]).toEqual({
      campo: 'series.serieCTe',
      errors: ['Máximo 3 caracteres'],
    });
    // Wrong on purpose, as the next one: a series missing, then a value out of the enum.
    const missing = await api.call<InvalidBody<ConfiguracaoFiscal>>(
      token,
      `/v1/filiais/${id}/altera-configuracoes`,
      { method: 'PUT', json: { ...config, series: { serieCTe: '1' } } },
    );
    expect((await missing.json()).errors[0]).toEqual({
      campo: 'series.serieMDFe',
      errors: ['Campo obrigatório'],
    });
    const empresaId = api.ctx.db.resources.empresas.all()[0].id;
    const ambiente = await api.call<InvalidBody<ConfiguracaoFiscal>>(
      token,
      `/v1/empresas/${empresaId}/altera-configuracoes`,
      { method: 'PUT', json: { ...config, ambiente: { ...config.ambiente, tipoAmbiente: 'TESTE' } } },
    );
    expect(ambiente.status).toBe(400);
    expect((await ambiente.json()).errors[0]).toEqual({
      campo: 'ambiente.tipoAmbiente',
      errors: ['Opção inválida'],
    });
    expect(await (await api.call(token, `/v1/filiais/${id}/configuracoes`)).json()).toEqual(before);

    const suporte = await api.login('suporte@retaguarda.dev');
    for (const recurso of ['empresas', 'filiais', 'unidades']) {
      const recordId = api.ctx.db.resources[recurso as 'empresas'].all()[0].id;
      expect(
        (
          await api.call<ConfiguracaoFiscal>(
            suporte.token,
            `/v1/${recurso}/${recordId}/altera-configuracoes`,
            {
              method: 'PUT',
              json: config,
            },
          )
        ).status,
      ).toBe(403);
      expect((await api.call(suporte.token, `/v1/${recurso}/${recordId}/configuracoes`)).status).toBe(200);
    }
  });
});

describe('mock API: a customer’s multipart body', () => {
  it('refuses its JSON part sent as bare text (415), as a strict backend does, and reads it with its type', async () => {
    const { token } = await api.login();
    const untyped = new FormData();
    untyped.append('dados', JSON.stringify({ nome: 'TRANSPORTES SOL' }));
    const refused = await api.call(token, '/v1/empresas', { method: 'POST', body: untyped });
    expect(refused.status).toBe(415);
    expect((await refused.json()).erro).toBe("A parte 'dados' deve ser enviada como application/json");

    // With its type the part is read: the incomplete customer then fails validation, not the part check.
    const typed = multipart<InvalidBody<EmpresaFormulario>>({ dados: { nome: 'TRANSPORTES SOL' } });
    const read = await api.call(token, '/v1/empresas', { method: 'POST', body: typed });
    expect(read.status).toBe(400);
  });
});
