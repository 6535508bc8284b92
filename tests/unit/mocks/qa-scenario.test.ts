import { describe, expect, it } from 'vitest';
import {
  decodeScenario,
  DEFAULT_SCENARIO,
  describeFailure,
  encodeScenario,
  isDefaultScenario,
  scenarioLink,
  scenarioSummary,
  splitScenarioLink,
  type QaScenario,
} from '@mocks/qa/scenario';

/** A scenario with every setting changed, accents and a quote in a message. */
const FULL: QaScenario = {
  latencyMs: 800,
  failures: [
    {
      method: 'GET',
      path: '/v1/cidades',
      status: 500,
      erro: 'Serviço de “cidades” indisponível',
      times: 2,
      operationId: 'listaCidades',
    },
    {
      method: 'POST',
      path: '/v1/cidades',
      status: 504,
      times: 1,
      afterCommit: true,
      operationId: 'criaCidade',
    },
    { method: '*', path: '/status-servidor/', status: 503 },
  ],
  accessTtlSeconds: 30,
  importDelayMs: 5000,
  profile: 'large',
};

/** A link parameter made of any JSON, as a hand-edited or foreign link would be. */
const encodeRaw = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');

describe('QA scenario: in words', () => {
  it('says nothing of what is as by default', () => {
    expect(isDefaultScenario(DEFAULT_SCENARIO)).toBe(true);
    expect(scenarioSummary(DEFAULT_SCENARIO)).toBe('QA');
  });

  it('names each setting that differs, in the badge’s one line', () => {
    expect(
      scenarioSummary({ ...DEFAULT_SCENARIO, latencyMs: 800, failures: FULL.failures.slice(0, 2) }),
    ).toBe('QA: latência 800 ms · 2 falhas');
    expect(scenarioSummary(FULL)).toBe(
      'QA: latência 800 ms · 3 falhas · token 30 s · importação 5.000 ms · perfil grande',
    );
    expect(scenarioSummary({ ...DEFAULT_SCENARIO, failures: FULL.failures.slice(2) })).toBe('QA: 1 falha');
  });

  it('describes a failure with its answer, its count and its stage', () => {
    expect(FULL.failures.map(describeFailure)).toEqual([
      'GET /v1/cidades → 500 «Serviço de “cidades” indisponível» · 2 vezes',
      'POST /v1/cidades → 504 · 1 vez · depois de gravar',
      '* /status-servidor/ → 503 · sempre',
    ]);
  });
});

describe('QA scenario: in a link', () => {
  it('a round trip gives the same scenario back', () => {
    for (const scenario of [DEFAULT_SCENARIO, FULL, { ...DEFAULT_SCENARIO, latencyMs: 1 }]) {
      expect(decodeScenario(encodeScenario(scenario))).toEqual({ ok: true, scenario });
    }
  });

  it('carries only what differs from the defaults, as base64url JSON of a known version', () => {
    const encoded = encodeScenario({ ...DEFAULT_SCENARIO, latencyMs: 800 });
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'))).toEqual({ v: 1, latencyMs: 800 });
    expect(JSON.parse(Buffer.from(encodeScenario(DEFAULT_SCENARIO), 'base64url').toString('utf8'))).toEqual({
      v: 1,
    });
  });

  it('a failure’s absent fields stay absent (no undefined, no false) in the link', () => {
    const encoded = encodeScenario({
      ...DEFAULT_SCENARIO,
      failures: [
        {
          method: 'GET',
          path: '/v1/paises',
          status: 503,
          erro: undefined,
          times: undefined,
          afterCommit: false,
        },
      ],
    });
    expect(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'))).toEqual({
      v: 1,
      failures: [{ method: 'GET', path: '/v1/paises', status: 503 }],
    });
  });

  it('the link is the page’s address with the scenario in `qa`, replacing one it had, keeping the rest', () => {
    const link = scenarioLink('http://127.0.0.1:4173/dashboard/cidades?limite=25&qa=velho#topo', FULL);
    const url = new URL(link);
    expect(url.pathname).toBe('/dashboard/cidades');
    expect(url.hash).toBe('#topo');
    expect(url.searchParams.getAll('qa')).toEqual([encodeScenario(FULL)]);
    expect(url.searchParams.get('limite')).toBe('25');
    expect(splitScenarioLink(link)).toEqual({
      encoded: encodeScenario(FULL),
      rest: 'http://127.0.0.1:4173/dashboard/cidades?limite=25#topo',
    });
    expect(splitScenarioLink('http://127.0.0.1:4173/dashboard')).toEqual({
      encoded: null,
      rest: 'http://127.0.0.1:4173/dashboard',
    });
  });

  it('never carries a token: a link that holds one, or any field it does not know, is refused', () => {
    expect(decodeScenario(encodeRaw({ v: 1, latencyMs: 800, token: 'eyJ1aWQiOjF9.abc' }))).toEqual({
      ok: false,
      problem: 'o cenário tem campos desconhecidos (token)',
    });
    expect(
      decodeScenario(
        encodeRaw({
          v: 1,
          failures: [{ method: 'GET', path: '/v1/cidades', status: 500, refreshToken: 'x' }],
        }),
      ),
    ).toEqual({
      ok: false,
      problem: 'a falha 1 tem campos desconhecidos (refreshToken)',
    });
  });

  it.each([
    ['not base64url', '%%%', 'o parâmetro não está em base64url'],
    ['empty', '', 'o parâmetro não está em base64url'],
    [
      'base64url but not JSON',
      Buffer.from('latencia=800').toString('base64url'),
      'o parâmetro não é um JSON em base64url',
    ],
    [
      'not UTF-8',
      Buffer.from([0xff, 0xfe, 0x7b]).toString('base64url'),
      'o parâmetro não é um JSON em base64url',
    ],
    ['a list', encodeRaw([1, 2]), 'o cenário não é um objeto'],
    ['no version', encodeRaw({ latencyMs: 800 }), 'versão null desconhecida (esperada 1)'],
    ['another version', encodeRaw({ v: 2 }), 'versão 2 desconhecida (esperada 1)'],
    ['a negative latency', encodeRaw({ v: 1, latencyMs: -1 }), 'latencyMs deve ser um inteiro de 0 a 120000'],
    [
      'a fractional token lifetime',
      encodeRaw({ v: 1, accessTtlSeconds: 1.5 }),
      'accessTtlSeconds deve ser um inteiro de 1 a 604800',
    ],
    ['an unknown profile', encodeRaw({ v: 1, profile: 'huge' }), "profile deve ser 'demo' ou 'large'"],
    [
      'failures that are not a list',
      encodeRaw({ v: 1, failures: {} }),
      'failures deve ser uma lista de até 50 falhas',
    ],
    [
      'a failure with no status',
      encodeRaw({ v: 1, failures: [{ method: 'GET', path: '/v1/cidades' }] }),
      'o status da falha 1 deve ser um inteiro de 100 a 599',
    ],
    [
      'a failure of no HTTP method',
      encodeRaw({ v: 1, failures: [{ method: 'FETCH', path: '/v1/cidades', status: 500 }] }),
      'o método da falha 1 não é um método HTTP',
    ],
    [
      'a failure of a relative path',
      encodeRaw({ v: 1, failures: [{ method: 'GET', path: 'v1/cidades', status: 500 }] }),
      'o caminho da falha 1 deve começar por /',
    ],
    [
      'a failure of zero times',
      encodeRaw({ v: 1, failures: [{ method: 'GET', path: '/v1/cidades', status: 500, times: 0 }] }),
      'as vezes da falha 1 deve ser um inteiro de 1 a 1000',
    ],
    [
      'a message with a control character',
      encodeRaw({ v: 1, failures: [{ method: 'GET', path: '/v1/cidades', status: 500, erro: 'a\nb' }] }),
      'a mensagem da falha 1 deve ser um texto de 1 a 500 caracteres',
    ],
    ['too long', 'A'.repeat(8001), 'o parâmetro não está em base64url'],
  ])('a malformed link (%s) is refused whole, with the reason', (_case, encoded, problem) => {
    expect(decodeScenario(encoded)).toEqual({ ok: false, problem });
  });
});
