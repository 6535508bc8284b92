import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * scripts/lib/steps.sh runs `npm run check` and `npm test` step by step: a step stops at its own first
 * failure, the steps after it still run, and the end lists every failed step with a failing status.
 */

const STEPS = join(import.meta.dirname, '../../../scripts/lib/steps.sh');

/** Runs a script of steps (bash, errexit and pipefail on, as the project's scripts). */
function runSteps(body: string) {
  const script = `set -euo pipefail\nsource '${STEPS}'\n${body}`;
  return spawnSync('bash', ['-c', script], { encoding: 'utf8' });
}

// Each case starts bash: seconds on a busy machine.
describe('the steps of npm run check and npm test', { timeout: 60_000 }, () => {
  it('runs every step after a failed one, and lists the failures at the end with a failing status', () => {
    const run = runSteps(`
      run_step 'types' false
      run_step 'unit tests' echo 'unit tests ran'
      run_step 'lint' false
      report_steps
      echo 'never printed: report_steps fails the script'
    `);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('unit tests ran');
    expect(run.stdout).not.toContain('never printed');
    expect(run.stderr).toContain('FAILED (exit 1): types');
    expect(run.stderr).toContain('2 step(s) failed:\n  - types\n  - lint\n');
  });

  it('stops a step at its own first failing command, also inside a pipe', () => {
    const run = runSteps(`
      build() { false; echo 'after the failed command'; }
      piped() { false | cat; echo 'after the failed pipe'; }
      run_step 'build' build
      run_step 'piped' piped
      report_steps || true
    `);
    expect(run.stdout).not.toContain('after the failed command');
    expect(run.stdout).not.toContain('after the failed pipe');
    expect(run.stderr).toContain('  - build\n  - piped\n');
  });

  it('passes when every step passes, with each step titled and timed', () => {
    const run = runSteps(`
      run_step 'contract' true
      run_step 'types' true
      report_steps
    `);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/== contract\n-- \d+ s: contract\n\n== types\n-- \d+ s: types\n/);
    expect(run.stderr).toBe('');
  });

  it('tells whether a step has failed, for a step that needs an earlier one', () => {
    const run = runSteps(`
      run_step 'production build' false
      if step_failed 'production build'; then echo 'build failed: deployment not run'; fi
      if step_failed 'types'; then echo 'wrong'; fi
    `);
    expect(run.stdout).toContain('build failed: deployment not run');
    expect(run.stdout).not.toContain('wrong');
  });
});
