/**
 * What config.json must hold, as one rule for the app (src/lib/config/runtime-config.ts) and for the
 * build's first script (build/route-preload-plugin.ts), which copies `runtimeConfigFaults` into the page:
 * it makes the early API reads of a signed-in page only for a configuration the app will start with.
 * Plain code, no imports; checked by hand rather than with zod, whose core would add ~15 KB gz to the
 * entry chunk that every first paint loads, for six keys.
 */

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

/** The keys of the runtime configuration (each has its check below: the compiler sees to it). */
export type RuntimeConfigKey = keyof RuntimeConfig;

/**
 * One thing wrong with config.json's content: not a JSON object ('object'); a key of the wrong type
 * ('invalid'); and in a build without the mock API (`required`), a key it must name that is absent
 * ('missing': apiBaseUrl, socketUrl and superUserEmail, whose demo values would be wrong, silently) or
 * `mocks: true` ('mocks': there is no mock API to start).
 */
export type RuntimeConfigFault =
  | { fault: 'object' }
  | { fault: 'invalid' | 'missing'; key: RuntimeConfigKey }
  | { fault: 'mocks'; key: 'mocks' };

/**
 * The faults of config.json's parsed content, none for a configuration the app starts with. Unknown keys
 * are ignored. Self-contained (its source runs in the page as written: no names from outside it).
 */
export function runtimeConfigFaults(raw: unknown, required: boolean): RuntimeConfigFault[] {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return [{ fault: 'object' }];
  const file = raw as Record<string, unknown>;
  const text = (value: unknown, minLength: number) => typeof value === 'string' && value.length >= minLength;
  const valid: Record<RuntimeConfigKey, (value: unknown) => boolean> = {
    apiBaseUrl: (value) => text(value, 1),
    socketUrl: (value) => text(value, 1),
    tileUrl: (value) => text(value, 1),
    mocks: (value) => typeof value === 'boolean',
    superUserEmail: (value) => text(value, 3),
    idleTimeoutMinutes: (value) => typeof value === 'number' && Number.isInteger(value) && value >= 0,
  };
  const needed: RuntimeConfigKey[] = required ? ['apiBaseUrl', 'socketUrl', 'superUserEmail'] : [];
  const faults: RuntimeConfigFault[] = [];
  for (const key of Object.keys(valid) as RuntimeConfigKey[]) {
    const value = file[key];
    if (value === undefined) {
      if (needed.includes(key)) faults.push({ fault: 'missing', key });
    } else if (!valid[key](value)) faults.push({ fault: 'invalid', key });
    else if (required && key === 'mocks' && value === true) faults.push({ fault: 'mocks', key });
  }
  return faults;
}
