import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * scripts/audit-prod.mjs against a stand-in `npm` (first on PATH) that prints what the registry
 * answered: the step must fail when it cannot tell, unless the machine says so explicitly.
 */
const SCRIPT = resolve(import.meta.dirname, '../../../scripts/audit-prod.mjs');
let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function audit(npmAnswer: object, env: Record<string, string> = {}) {
  dir = mkdtempSync(join(tmpdir(), 'audit-'));
  const npm = join(dir, 'npm');
  writeFileSync(npm, `#!/bin/sh\ncat <<'JSON'\n${JSON.stringify(npmAnswer)}\nJSON\nexit 1\n`);
  chmodSync(npm, 0o755);
  const run = spawnSync(process.execPath, [SCRIPT], {
    cwd: dir,
    encoding: 'utf8',
    env: { PATH: `${dir}:${process.env.PATH}`, ...env },
  });
  const summary = JSON.parse(readFileSync(join(dir, 'test-results/audit.json'), 'utf8')) as {
    checked: boolean;
    line: string;
  };
  return { status: run.status, output: run.stdout + run.stderr, summary };
}

const REFUSED = {
  error: { code: 'E405', summary: '405 Method Not Allowed - POST …/-/npm/v1/security/advisories/bulk' },
};
const counts = (high: number) => ({ info: 0, low: 1, moderate: 0, high, critical: 0, total: 1 + high });

// Each case starts a Node process: seconds on a busy machine.
describe('the dependency audit step', { timeout: 60_000 }, () => {
  it('fails when the advisory endpoint refuses the audit: a check that could not run is not a pass', () => {
    const run = audit(REFUSED);
    expect(run.status).toBe(1);
    expect(run.output).toContain('405 Method Not Allowed');
    expect(run.output).toContain('RETAGUARDA_AUDIT_UNAVAILABLE=allow');
    expect(run.summary.checked).toBe(false);
  });

  it('passes an unavailable endpoint only when the machine opts out, and says NOT CHECKED for the summary', () => {
    const run = audit(REFUSED, { RETAGUARDA_AUDIT_UNAVAILABLE: 'allow' });
    expect(run.status).toBe(0);
    expect(run.output).toContain('NOT CHECKED');
    expect(run.summary).toEqual({ checked: false, line: expect.stringContaining('NOT CHECKED') });
  });

  it('fails on a high advisory and passes on low ones, whatever the opt-out says', () => {
    const high = audit(
      {
        metadata: { vulnerabilities: counts(1) },
        vulnerabilities: { axios: { severity: 'high', range: '<1.0.0', fixAvailable: true } },
      },
      { RETAGUARDA_AUDIT_UNAVAILABLE: 'allow' },
    );
    expect(high.status).toBe(1);
    expect(high.output).toContain('high: axios <1.0.0');
    const low = audit({ metadata: { vulnerabilities: counts(0) }, vulnerabilities: {} });
    expect(low.status).toBe(0);
    expect(low.summary).toEqual({
      checked: true,
      line: 'npm audit --omit=dev: 0 critical, 0 high, 0 moderate, 1 low, 0 info',
    });
  });
});
