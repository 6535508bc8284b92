import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumUse } from '../chromium-use';

/**
 * The production deployment suite (scripts/deploy-e2e.sh): Debian's Chromium against nginx on
 * loopback (deploy/, rendered for DEPLOY_PORT) serving the production build, in front of the mock API
 * over real HTTP (mocks/http-server.ts). The script starts both; this config starts nothing.
 */
const port = Number(process.env.DEPLOY_PORT ?? 4188);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  /** Each run empties its own artifacts folder (E2E_OUTPUT_DIR, from the working directory). */
  outputDir: resolve(process.env.E2E_OUTPUT_DIR ?? 'test-results/deploy-artifacts'),
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 60_000,
  // Generous waits: the suite shares a 2-core machine with the build, nginx and the mock API.
  expect: { timeout: 15_000 },
  use: { ...chromiumUse, baseURL: `http://127.0.0.1:${port}` },
  projects: [{ name: 'deploy', use: { browserName: 'chromium', viewport: { width: 1366, height: 900 } } }],
});
