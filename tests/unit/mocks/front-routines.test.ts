import { describe, expect, it } from 'vitest';
import { setupMockApi } from './support';

const api = setupMockApi();

const screens = () => api.ctx.db.resources['rotinas-front-end'];

describe('mock API: deleting a front-end routine', () => {
  it('removes the screen for a holder of DEL_FRONT_ROT: 204, then gone from the list and by id', async () => {
    const { token } = await api.login();
    const screen = screens().all()[0];
    const before = screens().all().length;

    const response = await api.call(token, `/v1/rotinas-front-end/${screen.id}`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');

    expect((await api.call(token, `/v1/rotinas-front-end/${screen.id}`)).status).toBe(404);
    const list = (await (await api.call(token, '/v1/rotinas-front-end?limitePagina=100')).json()) as {
      totalItens: number;
      items: { id: number }[];
    };
    expect(list.totalItens).toBe(before - 1);
    expect(list.items.map((item) => item.id)).not.toContain(screen.id);
    expect((await api.call(token, `/v1/rotinas-front-end/${screen.id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
  });

  it('refuses users without DEL_FRONT_ROT (403), anonymous calls (401) and a malformed id (400)', async () => {
    const screen = screens().all()[0];
    const { token } = await api.login('suporte@retaguarda.dev');
    expect((await api.call(token, `/v1/rotinas-front-end/${screen.id}`, { method: 'DELETE' })).status).toBe(
      403,
    );
    expect((await api.call(null, `/v1/rotinas-front-end/${screen.id}`, { method: 'DELETE' })).status).toBe(
      401,
    );
    const admin = await api.login();
    expect((await api.call(admin.token, '/v1/rotinas-front-end/0', { method: 'DELETE' })).status).toBe(400);
    expect(screens().get(screen.id)).toBeDefined();
  });
});
