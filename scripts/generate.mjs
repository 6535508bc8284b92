// `npm run generate`: openapi/ → generated/openapi.yaml (Redocly) → generated/api, zod, msw (orval) →
// generated/pages, routes, tables (codegen). orval empties its folders before writing, so a step that fails
// halfway would leave generated/ broken; the previous generated/ is kept aside and put back whole when any
// step fails or the run is interrupted, and the failing step's own output is printed.
//
// Fast path: the bundle and orval (10–48 s) are redone only when what they read changed since the last
// successful generation (codegen/src/contract-cache.mjs keeps the hashes in .generated-contract-hash), so a
// change to codegen/resources.yaml alone takes the page generator's second or two. When orval does run, the
// manifest is checked against the (new) contract first, so a mistake in it is said before orval's wait.
// `npm run generate -- --force` always bundles and runs orval.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const generated = join(root, 'generated');
/** Beside generated/ (same file system), so putting it back is a rename. Ignored by git. */
const previous = join(root, '.generated-previous');
const force = process.argv.includes('--force');

const steps = {
  bundle: {
    name: 'contract bundle (redocly)',
    command: ['redocly', 'bundle', 'openapi/openapi.yaml', '-o', 'generated/openapi.yaml'],
  },
  check: {
    name: 'manifest check against the contract (codegen --check)',
    command: ['tsx', 'codegen/src/cli.ts', '--check'],
  },
  orval: { name: 'API client, zod and msw (orval)', command: ['orval'] },
  codegen: { name: 'resource pages and tables (codegen)', command: ['tsx', 'codegen/src/cli.ts'] },
};

function restorePrevious() {
  rmSync(generated, { recursive: true, force: true });
  renameSync(previous, generated);
}

/** The step running now: stopped before generated/ is put back, so that it cannot write into it after. */
let current = null;

/** Runs one step with the project's tools first on PATH; resolves with its exit code and output. */
function run(command) {
  const env = { ...process.env, PATH: [join(root, 'node_modules/.bin'), process.env.PATH].join(delimiter) };
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    current = child;
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) => {
      current = null;
      resolve({ code: code ?? 1, output: signal ? `${output}stopped by ${signal}\n` : output });
    });
  });
}

if (existsSync(previous)) {
  // A run that was killed before it could clean up: what it kept aside is the last complete generated/.
  console.error('generate: an earlier run was interrupted; generated/ is restored from before it');
  restorePrevious();
}
cpSync(generated, previous, { recursive: true });
/** Ctrl-C or a kill: the running step is stopped and the step below puts generated/ back. */
let interruptedBy = null;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interruptedBy = signal;
    current?.kill(signal);
  });
}

/** Runs a step; on failure or interruption puts generated/ back and exits. `note` follows its timing. */
async function step({ name, command }, note = '') {
  const started = performance.now();
  // An interruption between two steps stops before the next one starts.
  const { code, output } = interruptedBy ? { code: 1, output: '' } : await run(command);
  if (code !== 0 || interruptedBy) {
    restorePrevious();
    if (!interruptedBy) process.stderr.write(output);
    const what = interruptedBy ? `interrupted (${interruptedBy})` : `failed (exit ${code})`;
    console.error(`\ngenerate: ${name} ${what}; generated/ is as it was before`);
    process.exit(1);
  }
  const summary = [
    note,
    ...output
      .trim()
      .split('\n')
      .filter((line) => line.startsWith('codegen:')),
  ]
    .filter(Boolean)
    .join(' ');
  console.log(
    `generate: ${name} ${Math.round(performance.now() - started)} ms${summary ? ` (${summary})` : ''}`,
  );
}

/**
 * The record of the last generation and the decisions on it (codegen/src/contract-cache.mjs). A copy of
 * this script without codegen/ beside it (tests/unit/scripts/generate.test.ts runs it alone, with stand-in
 * tools) has no record to go by and runs every step: a step is only ever skipped on a match.
 */
const cacheModule = join(root, 'codegen/src/contract-cache.mjs');
const cache = existsSync(cacheModule) ? await import(pathToFileURL(cacheModule).href) : null;
const stored = cache?.readCache(root) ?? null;
const hashes = cache && { sources: cache.sourcesHash(root), orval: cache.orvalHash(root), outputs: '' };

if (!cache || cache.bundleNeeded({ force, stored, current: hashes })) await step(steps.bundle);
let orval = { run: true, reason: force ? 'forced (--force)' : 'no record of an earlier generation' };
if (cache) {
  hashes.orval = cache.orvalHash(root);
  hashes.outputs = cache.outputsHash(root);
  orval = cache.orvalNeeded({ force, stored, current: hashes, missing: cache.missingFolders(root) });
}
if (orval.run) {
  // The manifest against the contract orval is about to be run on: its mistakes in a second, not after orval.
  await step(steps.check);
  await step(steps.orval, orval.reason);
  if (cache) hashes.outputs = cache.outputsHash(root);
} else {
  console.log(`generate: ${orval.reason}: orval skipped (npm run generate -- --force runs it)`);
}
await step(steps.codegen);
// generated/ is complete: the copy kept aside goes first, then the record of this generation. In the other
// order a run killed in between would put back the old generated/ under the new record, and skip orval.
rmSync(previous, { recursive: true, force: true });
const unchanged = stored && hashes && Object.keys(hashes).every((key) => stored[key] === hashes[key]);
if (cache && !unchanged) cache.writeCache(root, hashes);
