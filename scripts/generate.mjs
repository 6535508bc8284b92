// `npm run generate`: openapi/ → generated/openapi.yaml (Redocly) → generated/api, zod, msw (orval) →
// generated/pages, routes, tables (codegen). orval empties its folders before writing, so a step that fails
// halfway would leave generated/ broken; the previous generated/ is kept aside and put back whole when any
// step fails or the run is interrupted, and the failing step's own output is printed.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const generated = join(root, 'generated');
/** Beside generated/ (same file system), so putting it back is a rename. Ignored by git. */
const previous = join(root, '.generated-previous');

const steps = [
  {
    name: 'contract bundle (redocly)',
    command: ['redocly', 'bundle', 'openapi/openapi.yaml', '-o', 'generated/openapi.yaml'],
  },
  { name: 'API client, zod and msw (orval)', command: ['orval'] },
  { name: 'resource pages and tables (codegen)', command: ['tsx', 'codegen/src/cli.ts'] },
];

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
/** Ctrl-C or a kill: the running step is stopped and the loop below puts generated/ back. */
let interruptedBy = null;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interruptedBy = signal;
    current?.kill(signal);
  });
}

for (const step of steps) {
  const started = performance.now();
  // An interruption between two steps stops before the next one starts.
  const { code, output } = interruptedBy ? { code: 1, output: '' } : await run(step.command);
  if (code !== 0 || interruptedBy) {
    restorePrevious();
    if (!interruptedBy) process.stderr.write(output);
    const what = interruptedBy ? `interrupted (${interruptedBy})` : `failed (exit ${code})`;
    console.error(`\ngenerate: ${step.name} ${what}; generated/ is as it was before`);
    process.exit(1);
  }
  const summary = output
    .trim()
    .split('\n')
    .filter((line) => line.startsWith('codegen:'))
    .join(' ');
  console.log(
    `generate: ${step.name} ${Math.round(performance.now() - started)} ms${summary ? ` (${summary})` : ''}`,
  );
}
rmSync(previous, { recursive: true, force: true });
