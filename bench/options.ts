import { parseArgs } from 'node:util';

/** The groups of figures `npm run bench` measures; `--only` picks some of them. */
export const GROUPS = [
  'load',
  'interactions',
  'heap',
  'codegen',
  'demo',
  'peers',
  'network',
  'lighthouse',
] as const;
export type Group = (typeof GROUPS)[number];

export interface BenchOptions {
  /** Recorded runs of each timed measurement (the figure is their median). */
  runs: number;
  /** Unrecorded passes before them (OS caches, nginx, the mock API warmed up). */
  warmup: number;
  /** CPU slowdown applied to the page (CDP Emulation.setCPUThrottlingRate). */
  throttle: number;
  only: ReadonlySet<Group>;
  /** Exit non-zero when a figure misses its budget (or could not be measured). */
  strict: boolean;
  /** Serve the builds left by a previous run instead of building again. */
  skipBuild: boolean;
  /** Where the results go (bench/results.json). */
  out: string;
}

export const USAGE = `usage: npm run bench -- [--runs 5] [--warmup 1] [--throttle 4]
                        [--only ${GROUPS.join(',')}]
                        [--strict] [--skip-build] [--out bench/results.json]`;

function positiveInteger(name: string, text: string, min: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`--${name} must be an integer ≥ ${min}, got '${text}'`);
  return value;
}

/** The options of a command line (`process.argv.slice(2)`); throws with a readable message. */
export function parseOptions(argv: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      runs: { type: 'string', default: '5' },
      warmup: { type: 'string', default: '1' },
      throttle: { type: 'string', default: '4' },
      only: { type: 'string' },
      strict: { type: 'boolean', default: false },
      'skip-build': { type: 'boolean', default: false },
      out: { type: 'string', default: 'bench/results.json' },
    },
    strict: true,
  });
  const only = values.only === undefined ? [...GROUPS] : values.only.split(',').map((name) => name.trim());
  const unknown = only.filter((name) => !(GROUPS as readonly string[]).includes(name));
  if (unknown.length > 0 || only.length === 0) {
    throw new Error(
      `--only takes groups among ${GROUPS.join(', ')}; unknown: ${unknown.join(', ') || '(none given)'}`,
    );
  }
  return {
    runs: positiveInteger('runs', values.runs, 1),
    warmup: positiveInteger('warmup', values.warmup, 0),
    throttle: positiveInteger('throttle', values.throttle, 1),
    only: new Set(only as Group[]),
    strict: values.strict,
    skipBuild: values['skip-build'],
    out: values.out,
  };
}
