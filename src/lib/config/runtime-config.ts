// zod/mini: the same validation, tree-shakable, so the entry chunk stays small.
import * as z from 'zod/mini';

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
  /** E-mail of the platform's super-user, never offered as a ticket assignee (SPEC §6). */
  superUserEmail: string;
}

export const DEFAULT_RUNTIME_CONFIG: Readonly<RuntimeConfig> = Object.freeze({
  apiBaseUrl: '/dev/api',
  socketUrl: '/dev/api/v1/ws',
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mocks: true,
  superUserEmail: 'root@retaguarda.dev',
});

/** Every key is optional: a missing key keeps its default; a key of the wrong type rejects the file. */
const runtimeConfigSchema = z.partial(
  z.object({
    apiBaseUrl: z.string().check(z.minLength(1)),
    socketUrl: z.string().check(z.minLength(1)),
    tileUrl: z.string().check(z.minLength(1)),
    mocks: z.boolean(),
    superUserEmail: z.string().check(z.minLength(3)),
  }),
);

let current: RuntimeConfig = { ...DEFAULT_RUNTIME_CONFIG };

/** Validates raw JSON: the merged configuration, or the defaults (and a console error) when invalid. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(raw);
  if (!result.success) {
    console.error('config.json inválido; usando a configuração padrão.', result.error.issues);
    return { ...DEFAULT_RUNTIME_CONFIG };
  }
  const overrides = Object.fromEntries(
    Object.entries(result.data).filter(([, value]) => value !== undefined),
  );
  return { ...DEFAULT_RUNTIME_CONFIG, ...overrides };
}

/** Fetches /config.json (never from cache), validates it and keeps it for {@link getRuntimeConfig}. */
export async function loadRuntimeConfig(
  url = `${import.meta.env.BASE_URL}config.json`,
): Promise<RuntimeConfig> {
  let raw: unknown;
  try {
    const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
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
