import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumUse } from '../chromium-use';

/**
 * The conformance walk (scripts/conformance-e2e.sh, issue 37): Debian's Chromium through every screen
 * and action of the production build behind nginx, whose API calls cross the validating proxy
 * (conformance/proxy.ts) on their way to the API. The script starts nginx, the proxy and the mock API;
 * this config starts nothing. The proxy's report, not these tests, says whether the calls kept to the
 * contract; the tests make sure the walk really happened.
 */
const port = Number(process.env.DEPLOY_PORT ?? 4188);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: resolve(process.env.E2E_OUTPUT_DIR ?? 'test-results/conformance-artifacts'),
  fullyParallel: true,
  workers: 2,
  // Each attempt has a database of its own (./fixtures.ts), so a retry starts from the seed again.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: { ...chromiumUse, baseURL: `http://127.0.0.1:${port}` },
  projects: [
    { name: 'conformance', use: { browserName: 'chromium', viewport: { width: 1366, height: 900 } } },
  ],
});
