import { describe, expect, it } from 'vitest';
import { tokenSettings } from '@mocks/kit/tokens';
import type {
  CidadeInput,
  LoginInput,
  Motivo,
  PreferenciaColuna,
  PreferenciasColunas,
  RenovaTokenInput,
} from '@generated/api/model';
import type { InvalidBody } from '../../request-body';
import { setupMockApi } from './support';

const clock = { now: new Date('2026-11-21T12:00:00Z') };
const api = setupMockApi({ now: () => clock.now });

const novaCidade: CidadeInput = {
  nome: 'Cidade de Teste',
  codigoIbge: '3550308',
  uf: 'SP',
  latitude: -23.5,
  longitude: -46.6,
};

describe('mock API: sessions', () => {
  it('signs in the demo accounts and refuses a wrong password with the API message', async () => {
    const tokens = await api.login();
    expect(tokens.token).toBeTruthy();
    const wrong = await api.call<LoginInput>(null, '/v1/authorization/login', {
      method: 'POST',
      json: { email: 'admin@retaguarda.dev', senha: 'errada' },
    });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).erro).toBe('E-mail ou senha inválidos');
  });

  it('answers 401 without a valid bearer, and the refresh token renews an expired session', async () => {
    expect((await api.call(null, '/v1/eu/perfil')).status).toBe(401);
    expect((await api.call('forjado.abc', '/v1/eu/perfil')).status).toBe(401);

    const previousTtl = tokenSettings.accessTtlSeconds;
    tokenSettings.accessTtlSeconds = 60;
    try {
      const tokens = await api.login();
      expect((await api.call(tokens.token, '/v1/eu/perfil')).status).toBe(200);
      clock.now = new Date(clock.now.getTime() + 61_000);
      expect((await api.call(tokens.token, '/v1/eu/perfil')).status).toBe(401);
      const refreshed = await api.call<RenovaTokenInput>(null, '/v1/authorization/refresh', {
        method: 'POST',
        json: tokens,
      });
      expect(refreshed.status).toBe(200);
      const renewed = (await refreshed.json()) as { token: string };
      const profile = await api.call(renewed.token, '/v1/eu/perfil');
      expect(profile.status).toBe(200);
      expect((await profile.json()).usuario.email).toBe('admin@retaguarda.dev');
    } finally {
      tokenSettings.accessTtlSeconds = previousTtl;
    }
  });

  it('gives each account its permissions and marks the non-admin account', async () => {
    const suporte = await api.login('suporte@retaguarda.dev');
    const acoes = (await (await api.call(suporte.token, '/v1/eu/permissoes')).json()).acoes;
    expect(acoes).toEqual(['CON_CID', 'CON_PAIS']);
    const cliente = await api.login('cliente@retaguarda.dev');
    const perfil = await (await api.call(cliente.token, '/v1/eu/perfil')).json();
    expect(perfil.usuario.admin).toBe(false);
  });
});

describe('mock API: statefulness of a resource', () => {
  it('create → the list shows the record; edit persists; audit fields name the signed-in user', async () => {
    const { token } = await api.login();
    const duplicate = await api.call<CidadeInput>(token, '/v1/cidades', { method: 'POST', json: novaCidade });
    expect(duplicate.status).toBe(409);
    expect((await duplicate.json()).errors[0].errors[0]).toBe('Código IBGE já cadastrado');

    const created = await api.call<CidadeInput>(token, '/v1/cidades', {
      method: 'POST',
      json: { ...novaCidade, codigoIbge: '3599990' },
    });
    expect(created.status).toBe(201);
    const cidade = await created.json();
    expect(cidade.usuarioCreated.nome).toBe('ANA CAROLINA MENDES');

    const list = await (
      await api.call(token, '/v1/cidades?filtros=cidade%20de%20teste&limitePagina=10&pagina=1')
    ).json();
    expect(list.items.map((item: { id: number }) => item.id)).toContain(cidade.id);
    expect(list.totalItens).toBe(1);

    const edited = await api.call<CidadeInput>(token, `/v1/cidades/${cidade.id}`, {
      method: 'PUT',
      json: { ...novaCidade, codigoIbge: '3599990', nome: 'Cidade Editada' },
    });
    expect(edited.status).toBe(200);
    const reread = await (await api.call(token, `/v1/cidades/${cidade.id}`)).json();
    expect(reread.nome).toBe('Cidade Editada');
    expect(reread.usuarioUpdated.nome).toBe('ANA CAROLINA MENDES');
  });

  it('refuses an invalid body with 400 in the API error shape and pt-BR messages', async () => {
    const { token } = await api.login();
    // Wrong on purpose: the API's validation errors are the subject.
    const response = await api.call<InvalidBody<CidadeInput>>(token, '/v1/cidades', {
      method: 'POST',
      json: { nome: '', codigoIbge: '12', uf: 'XX' },
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    const byField = Object.fromEntries(
      body.errors.map((error: { campo: string; errors: string[] }) => [error.campo, error.errors[0]]),
    );
    expect(byField).toMatchObject({
      nome: 'Campo obrigatório',
      codigoIbge: 'Código inválido',
      uf: 'UF inválida',
    });
  });

  it("refuses an IBGE code whose check digit is wrong (the contract's x-regra ibge-digito-verificador)", async () => {
    const { token } = await api.login();
    const post = (codigoIbge: string) =>
      api.call<CidadeInput>(token, '/v1/cidades', { method: 'POST', json: { ...novaCidade, codigoIbge } });
    const refused = await post('3599981');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      errors: [{ campo: 'codigoIbge', errors: ['Código inválido'] }],
    });
    // A real code that predates the rule is taken (Quixaba - PE is not seeded).
    expect((await post('2611533')).status).toBe(201);
  });

  it('lock needs a reason of 15+ characters, then the history grows and the tabs follow ativo', async () => {
    const { token } = await api.login();
    const [first] = (await (await api.call(token, '/v1/cidades?situacao=UNLOCK&limitePagina=10')).json())
      .items;
    const short = await api.call<Motivo>(token, `/v1/cidades/inativa/${first.id}`, {
      method: 'PUT',
      json: { motivo: '   curto demais   ' },
    });
    expect(short.status).toBe(400);
    expect((await short.json()).errors[0].errors[0]).toBe('Mínimo 15 caracteres');

    const locked = await api.call<Motivo>(token, `/v1/cidades/inativa/${first.id}`, {
      method: 'PUT',
      json: { motivo: '  cadastro duplicado no ibge ' },
    });
    expect(locked.status).toBe(200);
    const status = await (await api.call(token, `/v1/cidades/busca-status-cadastro/${first.id}`)).json();
    expect(status.ativo).toBe(false);
    expect(status.historico[0]).toMatchObject({ ativo: false, motivo: 'CADASTRO DUPLICADO NO IBGE' });
    expect(status.historico[0].usuario.nome).toBe('ANA CAROLINA MENDES');

    const inactive = (await (await api.call(token, '/v1/cidades?situacao=LOCK&limitePagina=100')).json())
      .items;
    expect(inactive.map((item: { id: number }) => item.id)).toContain(first.id);
    expect(
      (
        await api.call<Motivo>(token, `/v1/cidades/inativa/${first.id}`, {
          method: 'PUT',
          json: { motivo: 'cadastro duplicado no ibge' },
        })
      ).status,
    ).toBe(409);
    await api.call<Motivo>(token, `/v1/cidades/ativa/${first.id}`, {
      method: 'PUT',
      json: { motivo: 'reativado apos conferencia' },
    });
    const after = await (await api.call(token, `/v1/cidades/busca-status-cadastro/${first.id}`)).json();
    expect(after.historico).toHaveLength(2);
    expect(after.ativo).toBe(true);
  });

  it('refuses writes without the action code (403) while reads stay open to staff', async () => {
    const suporte = await api.login('suporte@retaguarda.dev');
    expect((await api.call(suporte.token, '/v1/cidades?limitePagina=10')).status).toBe(200);
    expect(
      (
        await api.call<CidadeInput>(suporte.token, '/v1/cidades', {
          method: 'POST',
          json: { ...novaCidade, codigoIbge: '3599982' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api.call<Motivo>(suporte.token, '/v1/cidades/inativa/1', {
          method: 'PUT',
          json: { motivo: 'motivo suficientemente longo' },
        })
      ).status,
    ).toBe(403);
  });

  it('pages, sorts and filters a list', async () => {
    const { token } = await api.login();
    const page1 = await (
      await api.call(token, '/v1/cidades?limitePagina=10&pagina=1&ordenacao=nome,asc&uf=SP')
    ).json();
    const page2 = await (
      await api.call(token, '/v1/cidades?limitePagina=10&pagina=2&ordenacao=nome,asc&uf=SP')
    ).json();
    expect(page1.items).toHaveLength(10);
    expect(page1.items.every((item: { uf: string }) => item.uf === 'SP')).toBe(true);
    expect(page1.totalPaginas).toBe(Math.ceil(page1.totalItens / 10));
    const names = page1.items.map((item: { nome: string }) => item.nome);
    expect([...names].sort((a, b) => a.localeCompare(b, 'pt-BR'))).toEqual(names);
    expect(page2.items[0].id).not.toBe(page1.items[0].id);
    expect((await api.call(token, '/v1/cidades?limitePagina=7')).status).toBe(400);
  });

  it('keeps column preferences per user and resource', async () => {
    const admin = await api.login();
    const colunas: PreferenciaColuna[] = [
      { coluna: 'uf', posicao: 0, mostrar: true },
      { coluna: 'nome', posicao: 1, mostrar: false },
    ];
    expect(
      (
        await api.call<PreferenciasColunas>(admin.token, '/v1/cidades/colunas-usuarios', {
          method: 'POST',
          json: { colunas },
        })
      ).status,
    ).toBe(200);
    expect((await (await api.call(admin.token, '/v1/cidades/colunas-usuarios')).json()).colunas).toEqual(
      colunas,
    );
    expect((await (await api.call(admin.token, '/v1/paises/colunas-usuarios')).json()).colunas).toEqual([]);
    const suporte = await api.login('suporte@retaguarda.dev');
    expect((await (await api.call(suporte.token, '/v1/cidades/colunas-usuarios')).json()).colunas).toEqual(
      [],
    );
  });

  it('exports real files: xlsx with the rows, pdf listing', async () => {
    const { token } = await api.login();
    const excel = await api.call(token, '/v1/cidades/exporta-excel?uf=AC');
    expect(excel.headers.get('content-type')).toContain('spreadsheetml');
    expect(excel.headers.get('content-disposition')).toMatch(/cidades-\d+\.xlsx/);
    const { readWorkbook } = await import('@mocks/kit/xlsx');
    const sheet = await readWorkbook(await excel.arrayBuffer());
    expect(sheet.headers).toContain('Código IBGE');
    expect(sheet.rows.length).toBeGreaterThan(0);
    expect(sheet.rows.every((row) => row.values.UF === 'AC')).toBe(true);
    const pdf = await api.call(token, '/v1/cidades/exporta-listagem?uf=AC');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 8))).toBe('%PDF-1.4');
    expect(new TextDecoder('latin1').decode(bytes)).toContain('Rio Branco');
  });
});
