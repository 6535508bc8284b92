import { defineConfig } from '@playwright/test';
import { chromiumUse } from './tests/chromium-use';

/**
 * End-to-end tests in Debian's Chromium (Playwright cannot download browsers here) against the demo
 * build: the production bundle plus the mock API in a service worker, served by `vite preview`.
 */
const port = Number(process.env.E2E_PORT ?? 4174);
/** Parallel local runs use their own port and build folder (E2E_PORT, RETAGUARDA_DEMO_OUT_DIR). */
const outDir = process.env.RETAGUARDA_DEMO_OUT_DIR ?? 'dist-demo';

export default defineConfig({
  testDir: 'tests/e2e',
  /** Parallel local runs each keep their own artifacts (E2E_OUTPUT_DIR); a run empties its folder first. */
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/e2e-artifacts',
  fullyParallel: true,
  /** Two workers: the suite is mostly waiting on the browser and the page (E2E_WORKERS overrides). */
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  /** Generous for two browsers sharing two cores with the mock API in each page: only a failing test waits it out. */
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: { ...chromiumUse, baseURL: `http://127.0.0.1:${port}` },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1366, height: 900 } } }],
  webServer: {
    command: `npm run build:demo && npx vite preview --outDir ${outDir} --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
