import { resolve } from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumUse } from '../chromium-use';

interface SuiteOptions {
  /** The suite's folder name, its Playwright project and its default artifacts folder. */
  name: string;
  /** The longest a test may take (default 60 s). */
  timeout?: number;
}

/**
 * The config of a suite that scripts/deploy-e2e.sh runs against the production build behind nginx on
 * DEPLOY_PORT (the deployment suite, the conformance walk, the random-data pages): the script starts
 * nginx and the API behind it; the config starts nothing. Debian's Chromium at 1366 px, two workers,
 * one retry in CI, and generous waits: the suite shares a 2-core machine with nginx and the API.
 */
export function deploymentSuiteConfig({ name, timeout = 60_000 }: SuiteOptions): PlaywrightTestConfig {
  const port = Number(process.env.DEPLOY_PORT ?? 4188);
  return defineConfig({
    testDir: '.',
    testMatch: '**/*.spec.ts',
    /** Each run empties its own artifacts folder (E2E_OUTPUT_DIR, from the working directory). */
    outputDir: resolve(process.env.E2E_OUTPUT_DIR ?? `test-results/${name}-artifacts`),
    fullyParallel: true,
    workers: 2,
    retries: process.env.CI ? 1 : 0,
    reporter: 'list',
    timeout,
    expect: { timeout: 15_000 },
    use: { ...chromiumUse, baseURL: `http://127.0.0.1:${port}` },
    projects: [{ name, use: { browserName: 'chromium', viewport: { width: 1366, height: 900 } } }],
  });
}
