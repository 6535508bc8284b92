import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_KEY } from '@mocks/browser';
import { applyScenarioLink } from '@mocks/qa/link';
import { DEFAULT_SCENARIO, encodeScenario, scenarioLink } from '@mocks/qa/scenario';
import { QA_STORAGE_KEY } from '@mocks/qa/settings';
import { readStoredQa } from '@mocks/qa/stored-qa';

/** Opens `path` in the page (jsdom), with a history entry of the router's shape. */
function openAt(path: string) {
  history.replaceState({ usr: null, key: 'abc', idx: 0 }, '', path);
}

beforeEach(() => {
  localStorage.clear();
  openAt('/');
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('a QA scenario opened from a link (the demo’s start)', () => {
  it('replaces the kept settings, then leaves the address (the rest of it and the history entry kept)', async () => {
    localStorage.setItem(QA_STORAGE_KEY, JSON.stringify({ latencyMs: 50, importDelayMs: 9000 }));
    const link = scenarioLink(`${location.origin}/dashboard/cidades?limite=25#fim`, {
      ...DEFAULT_SCENARIO,
      latencyMs: 800,
      failures: [
        {
          method: 'GET',
          path: '/v1/cidades',
          status: 500,
          erro: 'Fora do ar',
          times: 2,
          operationId: 'listaCidades',
        },
      ],
    });
    openAt(link.slice(location.origin.length));

    expect(await applyScenarioLink('demo')).toBe('demo');
    expect(readStoredQa()).toEqual({
      latencyMs: 800,
      failures: [
        {
          method: 'GET',
          path: '/v1/cidades',
          status: 500,
          erro: 'Fora do ar',
          times: 2,
          operationId: 'listaCidades',
        },
      ],
      accessTtlSeconds: 900,
      importDelayMs: 400,
    });
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/dashboard/cidades?limite=25#fim');
    expect(history.state).toEqual({ usr: null, key: 'abc', idx: 0 });
  });

  it('a malformed link is ignored with a warning: the settings stay, the parameter leaves the address', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(QA_STORAGE_KEY, JSON.stringify({ latencyMs: 50 }));
    openAt('/dashboard?qa=%%%&x=1');

    expect(await applyScenarioLink('demo')).toBe('demo');
    expect(warn).toHaveBeenCalledWith(
      'API simulada: link de cenário de QA ignorado (o parâmetro não está em base64url).',
    );
    expect(readStoredQa()).toEqual({ latencyMs: 50 });
    expect(`${location.pathname}${location.search}`).toBe('/dashboard?x=1');
  });

  it('a link of the other data profile asks first: declined, the scenario holds with the data as they are', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    openAt(`/?qa=${encodeScenario({ ...DEFAULT_SCENARIO, latencyMs: 10, profile: 'large' })}`);

    expect(await applyScenarioLink('demo')).toBe('demo');
    expect(confirm).toHaveBeenCalledWith(
      expect.stringMatching(/^O cenário deste link usa os dados do perfil grande/),
    );
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull();
    expect(readStoredQa().latencyMs).toBe(10);
  });

  it('accepted, the demo starts on that profile', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    openAt(`/?qa=${encodeScenario({ ...DEFAULT_SCENARIO, profile: 'large' })}`);

    expect(await applyScenarioLink('demo')).toBe('large');
    expect(localStorage.getItem(PROFILE_KEY)).toBe('large');
  });

  it('an address without a scenario changes nothing', async () => {
    openAt('/dashboard?x=1');
    expect(await applyScenarioLink('large')).toBe('large');
    expect(localStorage.getItem(QA_STORAGE_KEY)).toBeNull();
    expect(location.search).toBe('?x=1');
  });
});
