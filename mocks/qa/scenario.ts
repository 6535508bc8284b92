import type { SeedProfile } from '../db/seed/seed-context';
import type { ForcedFailure } from '../kit/qa';
import { QA_DEFAULTS, QA_LINK_PARAM } from './settings';

/**
 * A QA scenario: every setting of the mock API the QA panel (and `window.retaguardaMock`) changes, and how
 * it travels in a link (`?qa=<encoded>`, docs/mock-api.md). Plain data and pure functions (no browser
 * state): the panel, the badge, the demo's start and the unit tests share them.
 */
export interface QaScenario {
  /** Added to every call, in ms. */
  latencyMs: number;
  /** Forced failures, in the order they are tried. */
  failures: ForcedFailure[];
  /** Lifetime of the access tokens issued from now on, in seconds. */
  accessTtlSeconds: number;
  /** How long after its 202 an import is processed, in ms. */
  importDelayMs: number;
  /** The seed of the demo's data: 'large' is QA's 50,000 cities and 10,000 customers. */
  profile: SeedProfile;
}

export const DEFAULT_SCENARIO: Readonly<QaScenario> = Object.freeze({
  ...QA_DEFAULTS,
  failures: [],
  profile: 'demo',
});

/** What a scenario may hold: a link outside these bounds is refused (the panel's inputs use them too). */
export const QA_LIMITS = {
  latencyMs: { min: 0, max: 120_000 },
  /** Up to the refresh token's 7 days. */
  accessTtlSeconds: { min: 1, max: 7 * 24 * 60 * 60 },
  importDelayMs: { min: 0, max: 600_000 },
  status: { min: 100, max: 599 },
  times: { min: 1, max: 1000 },
  failures: 50,
  erro: 500,
  path: 300,
  /** The encoded scenario's length in a link. */
  link: 8000,
} as const;

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', '*']);
const OPERATION_ID = /^[A-Za-z][A-Za-z0-9_]{0,99}$/;
const LINK_VERSION = 1;

const number = (value: number) => value.toLocaleString('pt-BR');

/** The parts of the scenario that differ from the defaults, in words ('latência 800 ms', '2 falhas'). */
export function describeScenario(scenario: QaScenario): string[] {
  const parts: string[] = [];
  if (scenario.latencyMs !== DEFAULT_SCENARIO.latencyMs)
    parts.push(`latência ${number(scenario.latencyMs)} ms`);
  if (scenario.failures.length > 0)
    parts.push(`${scenario.failures.length} ${scenario.failures.length === 1 ? 'falha' : 'falhas'}`);
  if (scenario.accessTtlSeconds !== DEFAULT_SCENARIO.accessTtlSeconds)
    parts.push(`token ${number(scenario.accessTtlSeconds)} s`);
  if (scenario.importDelayMs !== DEFAULT_SCENARIO.importDelayMs)
    parts.push(`importação ${number(scenario.importDelayMs)} ms`);
  if (scenario.profile !== DEFAULT_SCENARIO.profile) parts.push('perfil grande');
  return parts;
}

export function isDefaultScenario(scenario: QaScenario): boolean {
  return describeScenario(scenario).length === 0;
}

/** The badge's text: 'QA: latência 800 ms · 2 falhas', or 'QA' when everything is as by default. */
export function scenarioSummary(scenario: QaScenario): string {
  const parts = describeScenario(scenario);
  return parts.length === 0 ? 'QA' : `QA: ${parts.join(' · ')}`;
}

/** A failure in words: 'GET /v1/cidades → 500 «Fora do ar» · 2 vezes · depois de gravar'. */
export function describeFailure(failure: ForcedFailure): string {
  const times =
    failure.times === undefined ? 'sempre' : `${failure.times} ${failure.times === 1 ? 'vez' : 'vezes'}`;
  return [
    `${failure.method} ${failure.path} → ${failure.status}${failure.erro ? ` «${failure.erro}»` : ''}`,
    times,
    failure.afterCommit ? 'depois de gravar' : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A failure with only the fields of ForcedFailure, in one order, without the absent ones. */
function cleanFailure(failure: ForcedFailure): ForcedFailure {
  return {
    method: failure.method,
    path: failure.path,
    status: failure.status,
    ...(failure.erro ? { erro: failure.erro } : {}),
    ...(failure.times !== undefined ? { times: failure.times } : {}),
    ...(failure.afterCommit ? { afterCommit: true } : {}),
    ...(failure.operationId ? { operationId: failure.operationId } : {}),
  };
}

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(
    Uint8Array.from(binary, (char) => char.charCodeAt(0)),
  );
}

/**
 * The scenario as a link carries it: base64url of a JSON object with `v` (the format's version) and only
 * the settings that differ from the defaults. Only the scenario: never a token or anything of the session.
 */
export function encodeScenario(scenario: QaScenario): string {
  const payload: Record<string, unknown> = { v: LINK_VERSION };
  if (scenario.latencyMs !== DEFAULT_SCENARIO.latencyMs) payload.latencyMs = scenario.latencyMs;
  if (scenario.failures.length > 0) payload.failures = scenario.failures.map(cleanFailure);
  if (scenario.accessTtlSeconds !== DEFAULT_SCENARIO.accessTtlSeconds)
    payload.accessTtlSeconds = scenario.accessTtlSeconds;
  if (scenario.importDelayMs !== DEFAULT_SCENARIO.importDelayMs)
    payload.importDelayMs = scenario.importDelayMs;
  if (scenario.profile !== DEFAULT_SCENARIO.profile) payload.profile = scenario.profile;
  return toBase64Url(JSON.stringify(payload));
}

export type DecodedScenario = { ok: true; scenario: QaScenario } | { ok: false; problem: string };

class LinkProblem extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function onlyKeys(value: Record<string, unknown>, allowed: readonly string[], where: string): void {
  const unknown = Object.keys(value).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) throw new LinkProblem(`${where} tem campos desconhecidos (${unknown.join(', ')})`);
}

function integer(value: unknown, bounds: { min: number; max: number }, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < bounds.min || value > bounds.max) {
    throw new LinkProblem(`${what} deve ser um inteiro de ${bounds.min} a ${bounds.max}`);
  }
  return value;
}

/** Control characters have no place in a method, a path or a message. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

function text(value: unknown, max: number, what: string): string {
  if (
    typeof value !== 'string' ||
    value.length === 0 ||
    value.length > max ||
    CONTROL_CHARACTER.test(value)
  ) {
    throw new LinkProblem(`${what} deve ser um texto de 1 a ${max} caracteres`);
  }
  return value;
}

const FAILURE_KEYS = ['method', 'path', 'status', 'erro', 'times', 'afterCommit', 'operationId'] as const;

function readFailure(value: unknown, index: number): ForcedFailure {
  const where = `a falha ${index + 1}`;
  const of = `da falha ${index + 1}`;
  if (!isObject(value)) throw new LinkProblem(`${where} não é um objeto`);
  onlyKeys(value, FAILURE_KEYS, where);
  const method = text(value.method, 7, `o método ${of}`).toUpperCase();
  if (!METHODS.has(method)) throw new LinkProblem(`o método ${of} não é um método HTTP`);
  const path = text(value.path, QA_LIMITS.path, `o caminho ${of}`);
  if (!path.startsWith('/')) throw new LinkProblem(`o caminho ${of} deve começar por /`);
  const failure: ForcedFailure = {
    method,
    path,
    status: integer(value.status, QA_LIMITS.status, `o status ${of}`),
  };
  if (value.erro !== undefined) failure.erro = text(value.erro, QA_LIMITS.erro, `a mensagem ${of}`);
  if (value.times !== undefined) failure.times = integer(value.times, QA_LIMITS.times, `as vezes ${of}`);
  if (value.afterCommit !== undefined) {
    if (typeof value.afterCommit !== 'boolean')
      throw new LinkProblem(`afterCommit ${of} deve ser true ou false`);
    if (value.afterCommit) failure.afterCommit = true;
  }
  if (value.operationId !== undefined) {
    if (typeof value.operationId !== 'string' || !OPERATION_ID.test(value.operationId))
      throw new LinkProblem(`o operationId ${of} é inválido`);
    failure.operationId = value.operationId;
  }
  return failure;
}

const SCENARIO_KEYS = ['v', 'latencyMs', 'failures', 'accessTtlSeconds', 'importDelayMs', 'profile'] as const;

/**
 * The scenario of a link's `qa` parameter; what it leaves out is as by default. Anything malformed (not
 * base64url JSON, another version, an unknown field, a value out of QA_LIMITS) refuses the whole link,
 * with the reason: a link is applied entirely or not at all.
 */
export function decodeScenario(encoded: string): DecodedScenario {
  try {
    if (encoded.length === 0 || encoded.length > QA_LIMITS.link || !/^[A-Za-z0-9_-]+$/.test(encoded)) {
      throw new LinkProblem('o parâmetro não está em base64url');
    }
    let payload: unknown;
    try {
      payload = JSON.parse(fromBase64Url(encoded));
    } catch {
      throw new LinkProblem('o parâmetro não é um JSON em base64url');
    }
    if (!isObject(payload)) throw new LinkProblem('o cenário não é um objeto');
    if (payload.v !== LINK_VERSION)
      throw new LinkProblem(
        `versão ${JSON.stringify(payload.v ?? null)} desconhecida (esperada ${LINK_VERSION})`,
      );
    onlyKeys(payload, SCENARIO_KEYS, 'o cenário');
    const scenario: QaScenario = { ...DEFAULT_SCENARIO, failures: [] };
    if (payload.latencyMs !== undefined)
      scenario.latencyMs = integer(payload.latencyMs, QA_LIMITS.latencyMs, 'latencyMs');
    if (payload.accessTtlSeconds !== undefined)
      scenario.accessTtlSeconds = integer(
        payload.accessTtlSeconds,
        QA_LIMITS.accessTtlSeconds,
        'accessTtlSeconds',
      );
    if (payload.importDelayMs !== undefined)
      scenario.importDelayMs = integer(payload.importDelayMs, QA_LIMITS.importDelayMs, 'importDelayMs');
    if (payload.profile !== undefined) {
      if (payload.profile !== 'demo' && payload.profile !== 'large')
        throw new LinkProblem("profile deve ser 'demo' ou 'large'");
      scenario.profile = payload.profile;
    }
    if (payload.failures !== undefined) {
      if (!Array.isArray(payload.failures) || payload.failures.length > QA_LIMITS.failures) {
        throw new LinkProblem(`failures deve ser uma lista de até ${QA_LIMITS.failures} falhas`);
      }
      scenario.failures = payload.failures.map(readFailure);
    }
    return { ok: true, scenario };
  } catch (error) {
    if (error instanceof LinkProblem) return { ok: false, problem: error.message };
    throw error;
  }
}

/** `href` with the scenario in its `qa` parameter (one it already had is replaced). */
export function scenarioLink(href: string, scenario: QaScenario): string {
  const url = new URL(href);
  url.searchParams.delete(QA_LINK_PARAM);
  url.searchParams.set(QA_LINK_PARAM, encodeScenario(scenario));
  return url.href;
}

/** The `qa` parameter of `href` (null without one) and the address without it. */
export function splitScenarioLink(href: string): { encoded: string | null; rest: string } {
  const url = new URL(href);
  const encoded = url.searchParams.get(QA_LINK_PARAM);
  url.searchParams.delete(QA_LINK_PARAM);
  return { encoded, rest: url.href };
}
