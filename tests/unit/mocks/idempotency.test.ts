import { afterEach, describe, expect, it } from 'vitest';
import { qaSettings } from '@mocks/kit/qa';
import type { CidadeInput, LoginInput } from '@generated/api/model';
import type { InvalidBody } from '../../request-body';
import { setupMockApi } from './support';

const api = setupMockApi();

const cidade = (codigoIbge: string): CidadeInput => ({
  nome: `Cidade ${codigoIbge}`,
  codigoIbge,
  uf: 'SP',
  latitude: -23.5,
  longitude: -46.6,
});

async function citiesWithCode(token: string, codigoIbge: string): Promise<number> {
  const response = await api.call(token, `/v1/cidades?filtros=${codigoIbge}`);
  return ((await response.json()) as { totalItens: number }).totalItens;
}

function create(token: string, codigoIbge: string, key?: string) {
  return api.call<CidadeInput>(token, '/v1/cidades', {
    method: 'POST',
    json: cidade(codigoIbge),
    headers: key ? { 'Idempotency-Key': key } : {},
  });
}

afterEach(() => {
  qaSettings.failures.splice(0);
});

describe('mock API: idempotency keys', () => {
  it('answers a repeated key with the first answer and writes nothing twice', async () => {
    const { token } = await api.login();
    const first = await create(token, '3599917', 'chave-1');
    expect(first.status).toBe(201);
    const created = await first.json();
    const again = await create(token, '3599917', 'chave-1');
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(created);
    expect(await citiesWithCode(token, '3599917')).toBe(1);
  });

  it('runs a call without a key, or with another key, as a new one', async () => {
    const { token } = await api.login();
    expect((await create(token, '3599925', 'chave-2')).status).toBe(201);
    expect((await create(token, '3599925', 'chave-3')).status).toBe(409); // the same city again: refused by its rules
    expect((await create(token, '3599925')).status).toBe(409);
  });

  it('keeps only successful answers: a refused call with a key runs again when repeated', async () => {
    const { token } = await api.login();
    // Wrong on purpose (no UF): a refused call is the subject.
    const refused = await api.call<InvalidBody<CidadeInput>>(token, '/v1/cidades', {
      method: 'POST',
      json: { ...cidade('3599933'), uf: '' },
      headers: { 'Idempotency-Key': 'chave-4' },
    });
    expect(refused.status).toBe(400);
    expect((await create(token, '3599933', 'chave-4')).status).toBe(201);
  });

  it('a failure forced after the commit: the write is done, its answer lost; the repeat of its key gets the first answer', async () => {
    const { token } = await api.login();
    qaSettings.failures.push({
      method: 'POST',
      path: '/v1/cidades',
      status: 504,
      times: 1,
      afterCommit: true,
    });
    expect((await create(token, '3599941', 'chave-5')).status).toBe(504);
    expect(await citiesWithCode(token, '3599941')).toBe(1); // committed
    const retried = await create(token, '3599941', 'chave-5');
    expect(retried.status).toBe(201);
    expect(await citiesWithCode(token, '3599941')).toBe(1);
  });

  it('repeats that arrive while the first still runs wait for it and get its answer', async () => {
    const { token } = await api.login();
    const answers = await Promise.all([
      create(token, '3599958', 'chave-6'),
      create(token, '3599958', 'chave-6'),
      create(token, '3599958', 'chave-6'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const ids = new Set(
      await Promise.all(answers.map(async (answer) => ((await answer.json()) as { id: number }).id)),
    );
    expect(ids.size).toBe(1);
    expect(await citiesWithCode(token, '3599958')).toBe(1);
  });

  it('never keeps the answers of the session calls: they hold tokens', async () => {
    const login = () =>
      api.call<LoginInput>(null, '/v1/authorization/login', {
        method: 'POST',
        json: { email: 'admin@retaguarda.dev', senha: 'retaguarda123' },
        headers: { 'Idempotency-Key': 'chave-7' },
      });
    const first = (await (await login()).json()) as { token: string };
    const again = (await (await login()).json()) as { token: string };
    expect(again.token).not.toBe(first.token); // signed in again, not a replay
    expect(JSON.stringify(Object.keys(api.ctx.db.idempotency))).not.toContain('/v1/authorization/');
  });
});
