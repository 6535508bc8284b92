import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumUse } from '../chromium-use';

/**
 * The random-data run (scripts/conformance-e2e.sh, issue 37): the production build behind nginx in front
 * of Stoplight Prism's mock mode, which answers every call with random data the contract allows
 * (conformance/random-data-api.ts pins only the session's administrator). The script starts them all.
 */
const port = Number(process.env.DEPLOY_PORT ?? 4188);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: resolve(process.env.E2E_OUTPUT_DIR ?? 'test-results/random-data-artifacts'),
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: { ...chromiumUse, baseURL: `http://127.0.0.1:${port}` },
  projects: [
    { name: 'random-data', use: { browserName: 'chromium', viewport: { width: 1366, height: 900 } } },
  ],
});
