// @vitest-environment jsdom
import type { AxiosResponse } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getContaNotificacoesNaoLidasQueryKey } from '@generated/api/notificacoes/notificacoes';
import { getBuscaMeuPerfilQueryKey, getBuscaMinhasPermissoesQueryKey } from '@generated/api/sessao/sessao';
import { EARLY_READ_PATHS, EARLY_READS_GLOBAL } from '@/lib/boot/early-read-requests';
import { http, httpRequest } from '@/lib/http/client';

const PROFILE = '/dev/api/v1/eu/perfil';

/** What the build's first script leaves: answers for `urls` made with `token`, `age` ms ago. */
function leaveEarlyReads(answers: Record<string, Response | Error>, token = 'token-1', age = 0) {
  const requests = Object.fromEntries(
    Object.entries(answers).map(([url, answer]) => [
      url,
      answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer),
    ]),
  );
  (window as unknown as Record<string, unknown>)[EARLY_READS_GLOBAL] = {
    token,
    at: Date.now() - age,
    requests,
  };
}

let request: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  document.cookie = 'rt_access=token-1';
  request = vi.spyOn(http, 'request').mockResolvedValue({ data: { from: 'app' } } as AxiosResponse);
});

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_READS_GLOBAL];
  document.cookie = 'rt_access=; max-age=0';
  vi.restoreAllMocks();
});

const readProfile = () => httpRequest({ url: '/v1/eu/perfil', method: 'GET' });

describe("the HTTP client and the API reads the page's first script made", () => {
  it('reads the paths of the generated calls every signed-in page starts with (session, bell)', () => {
    const [profile, permissions, unread] = [
      getBuscaMeuPerfilQueryKey(),
      getBuscaMinhasPermissoesQueryKey(),
      getContaNotificacoesNaoLidasQueryKey(),
    ];
    expect(EARLY_READ_PATHS).toEqual([profile[0], permissions[0], unread[0]]);
  });

  it('takes a successful answer instead of asking, once: the next read asks the API', async () => {
    leaveEarlyReads({ [PROFILE]: Response.json({ from: 'script' }) });
    await expect(readProfile()).resolves.toEqual({ from: 'script' });
    expect(request).not.toHaveBeenCalled();
    await expect(readProfile()).resolves.toEqual({ from: 'app' });
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('asks the API itself when the answer was an error or never came (an expired token goes through the usual renewal)', async () => {
    leaveEarlyReads({ [PROFILE]: Response.json({ erro: 'expirado' }, { status: 401 }) });
    await expect(readProfile()).resolves.toEqual({ from: 'app' });
    leaveEarlyReads({ [PROFILE]: new TypeError('Failed to fetch') });
    await expect(readProfile()).resolves.toEqual({ from: 'app' });
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('leaves an answer made with another token than the session has now, or made too long ago', async () => {
    leaveEarlyReads({ [PROFILE]: Response.json({ from: 'script' }) }, 'token-0');
    await expect(readProfile()).resolves.toEqual({ from: 'app' });
    leaveEarlyReads({ [PROFILE]: Response.json({ from: 'script' }) }, 'token-1', 60_000);
    await expect(readProfile()).resolves.toEqual({ from: 'app' });
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('forgets the reads once every one was taken: later requests find nothing to wait for', async () => {
    leaveEarlyReads({ [PROFILE]: Response.json({ from: 'script' }) });
    await readProfile();
    await readProfile();
    expect((window as unknown as Record<string, unknown>)[EARLY_READS_GLOBAL]).toBeUndefined();
  });

  it('takes nothing for a read with parameters, another method or another address', async () => {
    leaveEarlyReads({ [PROFILE]: Response.json({ from: 'script' }) });
    await httpRequest({ url: '/v1/eu/perfil', method: 'GET', params: { detalhe: true } });
    await httpRequest({ url: '/v1/eu/perfil', method: 'PUT', data: {} });
    await httpRequest({ url: '/v1/eu/permissoes', method: 'GET' });
    expect(request).toHaveBeenCalledTimes(3);
    // Still there for the plain read.
    await expect(readProfile()).resolves.toEqual({ from: 'script' });
  });
});
