import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumUse } from '../chromium-use';

/**
 * The scaffold end-to-end test (scripts/scaffold-e2e.sh): Debian's Chromium against the demo build of a
 * repository copy that gained a resource through `npm run scaffold`, served by `vite preview` on
 * SCAFFOLD_PORT. The script builds and serves it; this config starts nothing.
 */
const port = Number(process.env.SCAFFOLD_PORT ?? 4191);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  /** Outside the copy (deleted at the end), so a failure's screenshot stays (E2E_OUTPUT_DIR). */
  outputDir: resolve(process.env.E2E_OUTPUT_DIR ?? 'test-results/scaffold-artifacts'),
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: { ...chromiumUse, baseURL: `http://127.0.0.1:${port}` },
  projects: [{ name: 'scaffold', use: { browserName: 'chromium', viewport: { width: 1366, height: 900 } } }],
});
