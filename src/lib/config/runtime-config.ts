import { DEFAULT_API_BASE_URL } from '@/lib/boot/early-reads';

/**
 * Deploy-time configuration, read once at start-up from /config.json so that one build serves every
 * environment (the deploy replaces public/config.json). This boot-time fetch is the one use of fetch
 * outside src/lib/http.
 */
export interface RuntimeConfig {
  /** Base URL of the product API (default '/dev/api'). */
  apiBaseUrl: string;
  /** URL of the live socket (default '/dev/api/v1/ws'). */
  socketUrl: string;
  /** Map tile URL template with {z}/{x}/{y}. */
  tileUrl: string;
  /** Start the embedded mock API (only when the mocks are compiled in). */
  mocks: boolean;
  /** E-mail of the platform's super-user, never offered as a ticket assignee. */
  superUserEmail: string;
  /** Minutes without any activity in any tab of the app after which the session ends (0: never). */
  idleTimeoutMinutes: number;
}

export const DEFAULT_RUNTIME_CONFIG: Readonly<RuntimeConfig> = Object.freeze({
  apiBaseUrl: DEFAULT_API_BASE_URL,
  socketUrl: '/dev/api/v1/ws',
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mocks: true,
  superUserEmail: 'root@retaguarda.dev',
  idleTimeoutMinutes: 0,
});

const text =
  (minLength: number) =>
  (value: unknown): boolean =>
    typeof value === 'string' && value.length >= minLength;

/**
 * What each key accepts. Checked by hand rather than with zod: this runs at boot, in the entry chunk
 * that every first paint loads, and zod's core would add ~15 KB gz to it for five keys.
 */
const KEY_CHECKS: Readonly<Record<keyof RuntimeConfig, (value: unknown) => boolean>> = {
  apiBaseUrl: text(1),
  socketUrl: text(1),
  tileUrl: text(1),
  mocks: (value) => typeof value === 'boolean',
  superUserEmail: text(3),
  idleTimeoutMinutes: (value) => typeof value === 'number' && Number.isInteger(value) && value >= 0,
};

let current: RuntimeConfig = { ...DEFAULT_RUNTIME_CONFIG };

/**
 * Validates raw JSON: the merged configuration, or the defaults (and a console error) when invalid.
 * Every key is optional: a missing key keeps its default; a key of the wrong type rejects the file;
 * unknown keys are ignored.
 */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    console.error('config.json inválido; usando a configuração padrão.', 'não é um objeto JSON');
    return { ...DEFAULT_RUNTIME_CONFIG };
  }
  const file = raw as Record<string, unknown>;
  const keys = Object.keys(KEY_CHECKS) as Array<keyof RuntimeConfig>;
  const invalid = keys.filter((key) => file[key] !== undefined && !KEY_CHECKS[key](file[key]));
  if (invalid.length > 0) {
    console.error(
      'config.json inválido; usando a configuração padrão.',
      `chaves inválidas: ${invalid.join(', ')}`,
    );
    return { ...DEFAULT_RUNTIME_CONFIG };
  }
  const overrides = Object.fromEntries(
    keys.filter((key) => file[key] !== undefined).map((key) => [key, file[key]]),
  );
  return { ...DEFAULT_RUNTIME_CONFIG, ...overrides };
}

let loading: Promise<RuntimeConfig> | null = null;
/** Whether the last loadRuntimeConfig has finished (with config.json's values or the defaults). */
let settled = false;

/** Fetches /config.json (never from cache), validates it and keeps it for {@link getRuntimeConfig}. */
export function loadRuntimeConfig(url?: string): Promise<RuntimeConfig> {
  settled = false;
  loading = readRuntimeConfig(url).finally(() => {
    settled = true;
  });
  return loading;
}

/** Whether {@link getRuntimeConfig} has its final values: loaded, or nothing loads it (tests). */
export function isRuntimeConfigLoaded(): boolean {
  return loading === null || settled;
}

/**
 * The configuration once {@link loadRuntimeConfig} has read it (at once, the defaults, where nothing
 * loads it: tests). The app paints before config.json is in; what needs it (the HTTP client) waits here.
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

async function readRuntimeConfig(url = `${import.meta.env.BASE_URL}config.json`): Promise<RuntimeConfig> {
  let raw: unknown;
  try {
    const response = await (earlyRequest(url) ??
      fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } }));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    raw = await response.json();
  } catch (error) {
    console.error('Não foi possível ler config.json; usando a configuração padrão.', error);
    current = { ...DEFAULT_RUNTIME_CONFIG };
    return getRuntimeConfig();
  }
  current = parseRuntimeConfig(raw);
  return getRuntimeConfig();
}

/** The configuration loaded at boot (the defaults before {@link loadRuntimeConfig} ran). */
export function getRuntimeConfig(): RuntimeConfig {
  return { ...current };
}
