import { DEFAULT_API_BASE_URL } from '@/lib/boot/early-read-requests';
import { runtimeConfigFaults, type RuntimeConfig, type RuntimeConfigFault } from './runtime-config-rules';

// The shape of config.json is declared with its rules (./runtime-config-rules.ts, which the build's first
// script copies and so imports nothing of this module).
export type { RuntimeConfig };

export const DEFAULT_RUNTIME_CONFIG: Readonly<RuntimeConfig> = Object.freeze({
  apiBaseUrl: DEFAULT_API_BASE_URL,
  socketUrl: '/dev/api/v1/ws',
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mocks: true,
  superUserEmail: 'root@retaguarda.dev',
  idleTimeoutMinutes: 0,
});

/**
 * Whether this build refuses to start without a valid config.json: a build without the mock API (the
 * production build) has no demo to fall back to, and the defaults (the demo's API path and super-user,
 * mocks on, no idle timeout) would be wrong there, silently. `npm start` and the demo build fall back to
 * them (with a console error).
 */
export const CONFIG_REQUIRED: boolean = !__MOCKS_COMPILED_IN__;

/**
 * What is wrong with config.json: not found ('status' 404), not readable (another status, 'network'),
 * a page served in its place ('html': a server's fallback to the app's page), not JSON ('syntax'), or its
 * content ('content', every fault). Worded for the page that says so by src/app/pages/config-error-texts.ts,
 * which loads only then.
 */
export type RuntimeConfigProblem =
  | { problem: 'status'; status: number }
  | { problem: 'network' | 'html' | 'syntax' }
  | { problem: 'content'; faults: RuntimeConfigFault[] };

/** Why a build that requires config.json (CONFIG_REQUIRED) does not start. */
export class RuntimeConfigError extends Error {
  constructor(
    /** The address config.json was asked for. */
    readonly url: string,
    readonly refusal: RuntimeConfigProblem,
  ) {
    super(`${url} recusado: ${JSON.stringify(refusal)}`);
    this.name = 'RuntimeConfigError';
  }
}

let current: RuntimeConfig = { ...DEFAULT_RUNTIME_CONFIG };

/**
 * Validates raw JSON where config.json is optional (`npm start`, the demo build): the merged
 * configuration, or the defaults (and a console error) when invalid. Every key is optional: a missing key
 * keeps its default; a key of the wrong type rejects the file; unknown keys are ignored.
 */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const faults = runtimeConfigFaults(raw, false);
  if (faults.length > 0) {
    const invalid = faults.flatMap((fault) => ('key' in fault ? [fault.key] : []));
    const detail = invalid.length > 0 ? `chaves inválidas: ${invalid.join(', ')}` : 'não é um objeto JSON';
    console.error('config.json inválido; usando a configuração padrão.', detail);
    return { ...DEFAULT_RUNTIME_CONFIG };
  }
  return { ...DEFAULT_RUNTIME_CONFIG, ...knownKeys(raw as Record<string, unknown>) };
}

/**
 * Validates raw JSON where config.json is required (a build without the mock API): the configuration, or
 * a {@link RuntimeConfigError} with every fault. apiBaseUrl, socketUrl and superUserEmail are required,
 * `mocks` must be false (absent: false); tileUrl and idleTimeoutMinutes keep render.sh's defaults
 * (OpenStreetMap, 0) when absent.
 */
export function parseRequiredRuntimeConfig(raw: unknown, url = '/config.json'): RuntimeConfig {
  const faults = runtimeConfigFaults(raw, true);
  if (faults.length > 0) throw new RuntimeConfigError(url, { problem: 'content', faults });
  return { ...DEFAULT_RUNTIME_CONFIG, mocks: false, ...knownKeys(raw as Record<string, unknown>) };
}

/** The keys of the runtime configuration that the file names (its other keys are ignored). */
function knownKeys(file: Record<string, unknown>): Partial<RuntimeConfig> {
  const keys = Object.keys(DEFAULT_RUNTIME_CONFIG) as Array<keyof RuntimeConfig>;
  return Object.fromEntries(keys.filter((key) => file[key] !== undefined).map((key) => [key, file[key]]));
}

let loading: Promise<RuntimeConfig> | null = null;
/** Whether the last loadRuntimeConfig has its values (config.json's, or the defaults where it is optional). */
let settled = false;

/**
 * Fetches /config.json (never from cache), validates it and keeps it for {@link getRuntimeConfig}.
 * `required` (CONFIG_REQUIRED unless told: a build without the mock API): a missing, unreadable or
 * invalid file rejects with a {@link RuntimeConfigError}, and every API call then fails before it is sent
 * (the HTTP client waits for this promise); otherwise the defaults stand in for it.
 */
export function loadRuntimeConfig(
  url?: string,
  { required = CONFIG_REQUIRED }: { required?: boolean } = {},
): Promise<RuntimeConfig> {
  settled = false;
  loading = readRuntimeConfig(url, required).then((config) => {
    settled = true;
    return config;
  });
  return loading;
}

/**
 * Whether {@link getRuntimeConfig} has its final values: loaded, or nothing loads it (tests). Never, after
 * a refused config.json: what waits for it is refused too.
 */
export function isRuntimeConfigLoaded(): boolean {
  return loading === null || settled;
}

/**
 * The configuration once {@link loadRuntimeConfig} has read it (at once, the defaults, where nothing
 * loads it: tests). The app paints before config.json is in; what needs it (the HTTP client) waits here.
 * Rejects with the {@link RuntimeConfigError} of a refused config.json.
 */
export function runtimeConfigLoaded(): Promise<RuntimeConfig> {
  return loading ?? Promise.resolve(getRuntimeConfig());
}

/**
 * The request for config.json the build's first script made (build/route-preload-plugin.ts) while the
 * app's code was still on its way, taken once; none in the dev server and the tests.
 */
function earlyRequest(url: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const holder = window as { __retaguardaEarlyConfig?: { url: string; response: Promise<Response> } };
  const early = holder.__retaguardaEarlyConfig;
  if (early?.url !== url) return undefined;
  delete holder.__retaguardaEarlyConfig;
  return early.response;
}

/**
 * config.json's parsed content, or a {@link RuntimeConfigError}: not found (a 404, or index.html served
 * in its place by a server's fallback to the app's page), not readable, or not JSON.
 */
async function fetchConfigFile(url: string): Promise<unknown> {
  const refused = (refusal: RuntimeConfigProblem) => new RuntimeConfigError(url, refusal);
  const response = await (
    earlyRequest(url) ?? fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } })
  ).catch(() => {
    throw refused({ problem: 'network' });
  });
  if (!response.ok) throw refused({ problem: 'status', status: response.status });
  const body = await response.text().catch(() => {
    throw refused({ problem: 'network' });
  });
  if (/\btext\/html\b/i.test(response.headers.get('Content-Type') ?? '') || /^\s*</.test(body)) {
    throw refused({ problem: 'html' });
  }
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw refused({ problem: 'syntax' });
  }
}

async function readRuntimeConfig(
  url = `${import.meta.env.BASE_URL}config.json`,
  required: boolean,
): Promise<RuntimeConfig> {
  try {
    const raw = await fetchConfigFile(url);
    current = required ? parseRequiredRuntimeConfig(raw, url) : parseRuntimeConfig(raw);
  } catch (error) {
    if (required) throw error;
    console.error('Não foi possível ler config.json; usando a configuração padrão.', error);
    current = { ...DEFAULT_RUNTIME_CONFIG };
  }
  return getRuntimeConfig();
}

/** The configuration loaded at boot (the defaults before {@link loadRuntimeConfig} ran). */
export function getRuntimeConfig(): RuntimeConfig {
  return { ...current };
}
