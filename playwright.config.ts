import { defineConfig } from '@playwright/test';
import { chromiumUse } from './tests/chromium-use';

/**
 * End-to-end tests in Debian's Chromium (Playwright cannot download browsers here) against the demo
 * build: the production bundle plus the mock API in a service worker, served by `vite preview`.
 */
const port = Number(process.env.E2E_PORT ?? 4174);
/** Parallel local runs use their own port and build folder (E2E_PORT, RETAGUARDA_DEMO_OUT_DIR). */
const outDir = process.env.RETAGUARDA_DEMO_OUT_DIR ?? 'dist-demo';
/**
 * The visual pass runs against the same demo built with React's development code (a production React
 * is silent about duplicate keys and other mistakes, which the console check must hear): its own
 * folder and port (E2E_DEV_PORT; by default 100 above E2E_PORT, clear of the parallel runs' ports).
 */
const devPort = Number(process.env.E2E_DEV_PORT ?? port + 100);
const devOutDir = `${outDir}-dev`;
const VISUAL_PASS = /visual-pass\.spec\.ts$/;
/**
 * The axe scans of every route and every dialog, run again in dark mode (a dark system setting, no saved
 * choice: the app follows it), so both themes are checked for contrast and the rest.
 */
const A11Y_SCANS = /a11y-(routes|dialogs)\.spec\.ts$/;

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
  use: chromiumUse,
  projects: [
    {
      name: 'chromium',
      testIgnore: VISUAL_PASS,
      use: {
        browserName: 'chromium',
        baseURL: `http://127.0.0.1:${port}`,
        viewport: { width: 1366, height: 900 },
      },
    },
    {
      name: 'chromium-dark',
      testMatch: A11Y_SCANS,
      use: {
        browserName: 'chromium',
        baseURL: `http://127.0.0.1:${port}`,
        viewport: { width: 1366, height: 900 },
        colorScheme: 'dark',
      },
    },
    {
      name: 'visual',
      testMatch: VISUAL_PASS,
      use: {
        browserName: 'chromium',
        baseURL: `http://127.0.0.1:${devPort}`,
        viewport: { width: 1366, height: 768 },
      },
    },
  ],
  webServer: [
    {
      command: `npm run build:demo && npx vite preview --outDir ${outDir} --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: `NODE_ENV=development RETAGUARDA_DEMO_OUT_DIR=${devOutDir} npm run build:demo -- --logLevel warn && npx vite preview --outDir ${devOutDir} --port ${devPort} --strictPort`,
      url: `http://127.0.0.1:${devPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
