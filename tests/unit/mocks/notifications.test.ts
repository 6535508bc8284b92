import { describe, expect, it } from 'vitest';
import {
  ContaNotificacoesNaoLidasResponse,
  ListaNotificacoesResponse,
  MarcaNotificacaoLidaResponse,
  MarcaTodasNotificacoesLidasResponse,
} from '@generated/zod/notificacoes/notificacoes';
import { DEMO_ACCOUNTS } from '@mocks/db/seed/accounts';
import { setupMockApi } from './support';

const clock = { now: new Date('2026-11-21T12:00:00Z') };
const api = setupMockApi({ now: () => clock.now });

type Item = {
  id: number;
  lido: boolean;
  createdAt: string;
  notificacaoAcao: { titulo: string; rota: string } | null;
  variante: string;
};

async function count(token: string): Promise<number> {
  const response = await api.call(token, '/v1/notificacoes/conta-notificacao');
  expect(response.status).toBe(200);
  return ContaNotificacoesNaoLidasResponse.parse(await response.json()).nao_lidas;
}

async function list(token: string, query: string) {
  const response = await api.call(token, `/v1/notificacoes?${query}`);
  expect(response.status).toBe(200);
  const body = await response.json();
  ListaNotificacoesResponse.parse(body);
  return body as { items: Item[]; totalItens: number; totalPaginas: number };
}

/** Resolves with the next socket message that satisfies the predicate. */
function nextMessage(
  socket: WebSocket,
  predicate: (data: { tipo_evento: string; dados?: { nao_lidas?: number } }) => boolean,
) {
  return new Promise<{ tipo_evento: string; status: string; dados: { nao_lidas: number } }>(
    (resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no live event')), 3000);
      socket.addEventListener('message', (event) => {
        const data = JSON.parse(String(event.data));
        if (predicate(data)) {
          clearTimeout(timer);
          resolve(data);
        }
      });
    },
  );
}

describe('mock API: notifications', () => {
  it('lists only the signed-in user’s notifications, newest first, paged, with the lido filter', async () => {
    const { token } = await api.login();
    const all = await list(token, 'pagina=1&limitePagina=25');
    expect(all.items).toHaveLength(25);
    expect(all.totalItens).toBeGreaterThanOrEqual(45);
    expect(all.totalPaginas).toBe(Math.ceil(all.totalItens / 25));
    const dates = all.items.map((item) => item.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(all.items.map((item) => item.variante)).size).toBeGreaterThan(1);

    const unread = await list(token, 'pagina=1&limitePagina=100&lido=false');
    expect(unread.items.length).toBeGreaterThan(0);
    expect(unread.items.every((item) => !item.lido)).toBe(true);
    expect(unread.totalItens).toBe(await count(token));
    const read = await list(token, 'pagina=1&limitePagina=100&lido=true');
    expect(read.items.every((item) => item.lido)).toBe(true);
    expect(read.totalItens + unread.totalItens).toBe(all.totalItens);

    const page2 = await list(token, 'pagina=2&limitePagina=25');
    expect(page2.items[0].id).not.toBe(all.items[0].id);
    expect(all.items.some((item) => item.notificacaoAcao?.rota.startsWith('/dashboard/chamados/'))).toBe(
      true,
    );

    const suporte = await api.login('suporte@retaguarda.dev');
    const other = await list(suporte.token, 'pagina=1&limitePagina=100');
    const mine = new Set((await list(token, 'pagina=1&limitePagina=100')).items.map((item) => item.id));
    expect(other.items.some((item) => mine.has(item.id))).toBe(false);
    expect((await api.call(token, '/v1/notificacoes?limitePagina=7')).status).toBe(400);
    expect((await api.call(null, '/v1/notificacoes')).status).toBe(401);
  });

  it('toggles read / unread, only for the owner, and the count follows', async () => {
    const { token } = await api.login();
    const before = await count(token);
    const [target] = (await list(token, 'pagina=1&limitePagina=10&lido=false')).items;

    const read = await api.call(token, `/v1/notificacoes/lido/${target.id}`, { method: 'PUT' });
    expect(read.status).toBe(200);
    const readBody = MarcaNotificacaoLidaResponse.parse(await read.json());
    expect(readBody).toMatchObject({ id: target.id, lido: true });
    expect(await count(token)).toBe(before - 1);
    expect(
      (await list(token, 'pagina=1&limitePagina=100&lido=false')).items.map((item) => item.id),
    ).not.toContain(target.id);

    const unread = await api.call(token, `/v1/notificacoes/nao-lido/${target.id}`, { method: 'PUT' });
    expect(unread.status).toBe(200);
    expect((await unread.json()).lido).toBe(false);
    expect(await count(token)).toBe(before);

    const suporte = await api.login('suporte@retaguarda.dev');
    const foreign = await api.call(suporte.token, `/v1/notificacoes/lido/${target.id}`, { method: 'PUT' });
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).erro).toBe('Notificação não encontrada');
    expect(await count(token)).toBe(before);
    expect((await api.call(token, '/v1/notificacoes/lido/999999', { method: 'PUT' })).status).toBe(404);
  });

  it('pushes the new unread count on the live socket (NOTIFICACOES) after a toggle', async () => {
    const { token } = await api.login();
    const socket = new WebSocket(`ws://retaguarda.test/dev/api/v1/ws?usu_id=${DEMO_ACCOUNTS.admin.id}`);
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve());
      socket.addEventListener('error', () => reject(new Error('socket error')));
    });
    try {
      const before = await count(token);
      const [target] = (await list(token, 'pagina=1&limitePagina=10&lido=false')).items;
      const pushed = nextMessage(socket, (data) => data.tipo_evento === 'NOTIFICACOES');
      await api.call(token, `/v1/notificacoes/lido/${target.id}`, { method: 'PUT' });
      const event = await pushed;
      expect(event).toMatchObject({
        tipo_evento: 'NOTIFICACOES',
        status: 'SUCESSO',
        dados: { nao_lidas: before - 1 },
      });

      const again = nextMessage(socket, (data) => data.tipo_evento === 'NOTIFICACOES');
      await api.call(token, `/v1/notificacoes/nao-lido/${target.id}`, { method: 'PUT' });
      expect((await again).dados.nao_lidas).toBe(before);
    } finally {
      socket.close();
    }
  });

  it('seeds 15–25 notifications of each variant for each staff demo account, spread over three weeks', () => {
    const { db } = api.ctx;
    const nowMs = clock.now.getTime();
    for (const account of [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.suporte, DEMO_ACCOUNTS.root]) {
      const own = db.notificacoes.all().filter((item) => item.usuarioId === account.id);
      for (const variante of ['SUCESSO', 'ERRO', 'INFO']) {
        const count = own.filter((item) => item.variante === variante).length;
        expect(count).toBeGreaterThanOrEqual(15);
        expect(count).toBeLessThanOrEqual(25);
      }
      const ages = own.map((item) => nowMs - new Date(item.createdAt).getTime());
      expect(ages.every((age) => age > 0 && age <= 21 * 86_400_000)).toBe(true);
      expect(ages.some((age) => age < 7 * 86_400_000)).toBe(true);
      expect(ages.some((age) => age > 7 * 86_400_000)).toBe(true);
      expect(own.some((item) => item.lido) && own.some((item) => !item.lido)).toBe(true);
      expect(own.some((item) => item.notificacaoAcao === null)).toBe(true);
    }
    expect(db.notificacoes.all().some((item) => item.usuarioId === DEMO_ACCOUNTS.cliente.id)).toBe(false);
  });

  // Last: it leaves the admin with no unread notification.
  it('marks every unread notification of the session’s user read, answers how many, and tells the sockets', async () => {
    const { token } = await api.login();
    const suporte = await api.login('suporte@retaguarda.dev');
    const before = await count(token);
    const othersBefore = await count(suporte.token);
    expect(before).toBeGreaterThan(0);
    const socket = new WebSocket(`ws://retaguarda.test/dev/api/v1/ws?usu_id=${DEMO_ACCOUNTS.admin.id}`);
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve());
      socket.addEventListener('error', () => reject(new Error('socket error')));
    });
    try {
      const pushed = nextMessage(socket, (data) => data.tipo_evento === 'NOTIFICACOES');
      const response = await api.call(token, '/v1/notificacoes/marca-todas-lidas', { method: 'PUT' });
      expect(response.status).toBe(200);
      expect(MarcaTodasNotificacoesLidasResponse.parse(await response.json())).toEqual({ marcadas: before });
      expect((await pushed).dados.nao_lidas).toBe(0);
    } finally {
      socket.close();
    }
    expect(await count(token)).toBe(0);
    expect((await list(token, 'pagina=1&limitePagina=10&lido=false')).totalItens).toBe(0);
    // Nobody else's notifications change.
    expect(await count(suporte.token)).toBe(othersBefore);

    // A repeat marks nothing more; without a session, nothing happens.
    const again = await api.call(token, '/v1/notificacoes/marca-todas-lidas', { method: 'PUT' });
    expect(await again.json()).toEqual({ marcadas: 0 });
    expect((await api.call(null, '/v1/notificacoes/marca-todas-lidas', { method: 'PUT' })).status).toBe(401);
    expect(await count(suporte.token)).toBe(othersBefore);
  });
});
