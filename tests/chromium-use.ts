import { existsSync } from 'node:fs';
import type { PlaywrightTestOptions, PlaywrightWorkerOptions } from '@playwright/test';

/**
 * Debian's chromium-headless-shell when it is installed (scripts/ensure-test-tools.sh installs it on CI):
 * the same engine without the full browser's window layer, about 40 % less CPU per test, which is what
 * the suites on two shared cores wait for. Otherwise the full Chromium in its headless mode; CHROMIUM_PATH
 * picks another binary.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

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
    executablePath: chromiumPath,
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
