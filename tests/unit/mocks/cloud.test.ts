import { describe, expect, it } from 'vitest';
import { CLOUD_REQUESTER_HEADER, MOCK_CLOUD_AUTHORIZATION } from '@mocks/handlers/cloud';
import { INSTANCE_SITUATIONS } from '@mocks/db/seed/instances';
import type { ServidorInput } from '@generated/api/model';
import { setupMockApi } from './support';

const clock = { now: new Date('2026-11-21T12:00:00Z') };
const api = setupMockApi({ now: () => clock.now });

const userId = (email: string) =>
  api.ctx.db.resources.usuarios.all().find((user) => user.email === email)!.id;
/** What a deployment's nginx sends once its check allowed admin: the fixed value and who asked. */
const headers = {
  Authorization: MOCK_CLOUD_AUTHORIZATION,
  [CLOUD_REQUESTER_HEADER]: String(userId('admin@retaguarda.dev')),
};
const status = (id: string, init: RequestInit = { headers }) =>
  api.call(null, `/v1/public/usuario/status-servidor/${id}`, init);
const start = (id: string, init: RequestInit = { method: 'PUT', headers }) =>
  api.call(null, `/v1/public/usuario/liga-servidor/${id}`, init);

function instanceIn(state: string, statusName: string): string {
  const entry = Object.entries(api.ctx.db.instancias).find(
    ([, instance]) => instance.state === state && instance.status === statusName,
  );
  if (!entry) throw new Error(`no seeded instance ${state}/${statusName}`);
  return entry[0];
}

describe('mock API: cloud instances', () => {
  it('seeds one instance per server with a magaluId, in a spread of states', () => {
    const servers = api.ctx.db.resources.servidores.all().filter((server) => server.magaluId);
    expect(Object.keys(api.ctx.db.instancias).sort()).toEqual(
      servers.map((server) => server.magaluId).sort(),
    );
    const states = new Set(
      Object.values(api.ctx.db.instancias).map((instance) => `${instance.state}/${instance.status}`),
    );
    expect(states.size).toBeGreaterThanOrEqual(Math.min(servers.length, INSTANCE_SITUATIONS.length));
    for (const wanted of ['running/completed', 'stopped/completed', 'stopped/stopping', 'running/rebooting'])
      expect(states).toContain(wanted);
  });

  it("answers name, state and status to the fixed authorization (a deployment's nginx) or a live session (the app with no nginx in front)", async () => {
    const id = instanceIn('running', 'completed');
    const response = await status(id);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ name: api.ctx.db.instancias[id].name, state: 'running', status: 'completed' });
    const { token } = await api.login('admin@retaguarda.dev');
    expect(await (await api.call(token, `/v1/public/usuario/status-servidor/${id}`)).json()).toEqual(body);

    expect((await status(id, {})).status).toBe(401);
    expect((await status(id, { headers: { Authorization: 'Basic errado' } })).status).toBe(401);
    expect((await status(id, { headers: { Authorization: 'Bearer não-é-um-token' } })).status).toBe(401);
    expect((await status('instancia-inexistente')).status).toBe(404);
  });

  it("refuses a session of a user who is not staff, or lacks the servers' code, as nginx's check does (403)", async () => {
    const id = instanceIn('stopped', 'completed');
    for (const email of ['cliente@retaguarda.dev', 'suporte@retaguarda.dev']) {
      const { token } = await api.login(email);
      for (const answer of [
        await api.call(token, `/v1/public/usuario/status-servidor/${id}`),
        await api.call(token, `/v1/public/usuario/liga-servidor/${id}`, { method: 'PUT' }),
      ]) {
        expect(answer.status, email).toBe(403);
        expect((await answer.json()).erro).toBe('Você não tem permissão para acessar este recurso');
      }
    }
    expect(api.ctx.db.instancias[id]).toMatchObject({ state: 'stopped', status: 'completed' });
  });

  it('with the fixed value, checks the user nginx says asked (X-Retaguarda-Usuario): absent is 400, a user without the code 403', async () => {
    const id = instanceIn('running', 'completed');
    expect((await status(id, { headers: { Authorization: MOCK_CLOUD_AUTHORIZATION } })).status).toBe(400);
    const asking = (email: string) => ({
      Authorization: MOCK_CLOUD_AUTHORIZATION,
      [CLOUD_REQUESTER_HEADER]: String(userId(email)),
    });
    expect((await status(id, { headers: asking('suporte@retaguarda.dev') })).status).toBe(403);
    expect((await status(id, { headers: asking('cliente@retaguarda.dev') })).status).toBe(403);
    expect((await status(id, { headers: asking('root@retaguarda.dev') })).status).toBe(200);
  });

  it("behind a deployment's nginx (the mock HTTP server's --cloud-authorization) takes that nginx's value only: not its own, not a session's bearer", async () => {
    const id = instanceIn('running', 'completed');
    const { token } = await api.login();
    api.ctx.cloudAuthorization = 'Basic ZGVzdGEtaW1wbGFudGFjYW86c2VncmVkbw==';
    try {
      expect((await status(id)).status).toBe(401);
      expect((await api.call(token, `/v1/public/usuario/status-servidor/${id}`)).status).toBe(401);
      expect(
        (await status(id, { headers: { ...headers, Authorization: api.ctx.cloudAuthorization } })).status,
      ).toBe(200);
    } finally {
      delete api.ctx.cloudAuthorization;
    }
  });

  it('starts only a stopped/completed instance, which runs after the transition time', async () => {
    for (const [state, statusName] of [
      ['running', 'completed'],
      ['stopped', 'stopping'],
      ['running', 'rebooting'],
    ]) {
      const refused = await start(instanceIn(state, statusName));
      expect(refused.status, `${state}/${statusName}`).toBe(409);
      expect((await refused.json()).erro).toBe('A instância não pode ser ligada no estado atual');
    }
    expect((await start(instanceIn('stopped', 'completed'), { method: 'PUT' })).status).toBe(401);

    const id = instanceIn('stopped', 'completed');
    const accepted = await start(id);
    expect(accepted.status).toBe(202);
    expect((await accepted.json()).mensagem).toBeTruthy();
    expect(await (await status(id)).json()).toMatchObject({ state: 'stopped', status: 'starting' });
    expect((await start(id)).status).toBe(409);

    clock.now = new Date(clock.now.getTime() + 1000);
    expect(await (await status(id)).json()).toMatchObject({ state: 'stopped', status: 'starting' });
    clock.now = new Date(clock.now.getTime() + 1500);
    expect(await (await status(id)).json()).toMatchObject({ state: 'running', status: 'completed' });
    expect((await start(id)).status).toBe(409);
  });

  it("keeps a server's magaluId to what the gateway forwards: letters, digits, - and _", async () => {
    const { token } = await api.login();
    const server = (magaluId: string): ServidorInput => ({
      nome: 'APP-TESTE-01',
      endereco: '10.0.0.9:8080',
      magaluId,
    });
    const refused = await api.call<ServidorInput>(token, '/v1/servidores', {
      method: 'POST',
      json: server('..;/v1/usuarios'),
    });
    expect(refused.status).toBe(400);
    const saved = await api.call<ServidorInput>(token, '/v1/servidores', {
      method: 'POST',
      json: server('f0e1d2c3-b4a5_9687'),
    });
    expect(saved.status).toBe(201);
  });
});
