import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * scripts/check-production-build.mjs (run on every production build by npm test and the deployment
 * suite): a build that holds mock code fails, the demo's QA panel included (its code and styles name
 * `retaguarda-qa-panel`; scripts/check-bundle-composition.mjs --demo checks that the panel's chunk does).
 */

const SCRIPT = join(import.meta.dirname, '../../../scripts/check-production-build.mjs');

let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));

/** Runs the check on a scratch build of these files (path under dist → content). */
function check(files: Record<string, string>) {
  dist = mkdtempSync(join(tmpdir(), 'production-build-'));
  mkdirSync(join(dist, 'assets'));
  for (const [path, content] of Object.entries({
    'index.html': '<!doctype html><script type="module" src="/assets/index.js"></script>',
    ...files,
  })) {
    writeFileSync(join(dist, path), content);
  }
  return spawnSync(process.execPath, [SCRIPT, dist], { encoding: 'utf8' });
}

// Each case starts a Node process: seconds on a busy machine.
describe('the production build check', { timeout: 60_000 }, () => {
  it('passes a build without mock code', () => {
    const run = check({ 'assets/index.js': 'console.log("app")', 'assets/index.css': '.app-topbar{top:0}' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('production build: no msw, faker, mock API or QA panel code');
  });

  it("fails a build that carries the demo's config.json (mocks on, the demo's super-user)", () => {
    const run = check({
      'assets/index.js': 'console.log("app")',
      'config.json': '{"apiBaseUrl":"/dev/api","mocks":true}',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('config.json is emitted');
  });

  it('fails a build that holds the QA panel’s code or its styles', () => {
    const run = check({
      'assets/launcher-abc.js': 'const e="retaguarda-qa-panel";document.body.append(e)',
      'assets/launcher-abc.css': '.retaguarda-qa-panel__bar{position:fixed}',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${join(dist, 'assets/launcher-abc.js')} contains QA panel code`);
    expect(run.stderr).toContain(`${join(dist, 'assets/launcher-abc.css')} contains QA panel code`);
  });

  it('fails a build that holds the mock API', () => {
    const run = check({ 'assets/index.js': 'import("./browser.js").then((m) => m.startMockApi())' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('contains mock API code');
  });
});
