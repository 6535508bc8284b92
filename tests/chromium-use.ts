import type { PlaywrightTestOptions, PlaywrightWorkerOptions } from '@playwright/test';

/**
 * Browser settings shared by the Playwright suites (e2e and deployment): Debian's Chromium (Playwright
 * cannot download browsers here) with the flags a container needs, a pt-BR user in Brasília time.
 */
export const chromiumUse: Partial<PlaywrightTestOptions & PlaywrightWorkerOptions> = {
  locale: 'pt-BR',
  timezoneId: 'America/Sao_Paulo',
  /**
   * Traces cost about a third of the suite's time when recorded for every test: only a retried test
   * records one (CI retries once; locally, `--trace on` records them all).
   */
  trace: 'on-first-retry',
  screenshot: 'only-on-failure',
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};
