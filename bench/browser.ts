import { readFileSync } from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Locator,
  type Page,
} from '@playwright/test';
import { chromiumUse } from '../tests/chromium-use';
import { sessionCookies } from '../tests/session-cookies';

/** A moment the page stamps (bench/page-probes.js): a visible element, optionally with a text, optionally with no table busy. */
export interface MarkSpec {
  selector: string;
  /** RegExp source matched against the element's trimmed text. */
  text?: string;
  idle?: boolean;
}

export interface Stamp {
  /** performance.now() when the condition was seen to hold. */
  seen: number;
  /** performance.now() in the next animation frame callback (the frame that shows it). */
  painted: number;
}

/** The marks every page of the bench watches. */
export const MARKS = {
  signInForm: { selector: 'form input[autocomplete="username"]' },
  /** The 10th row of a loaded table (skeleton rows come with aria-busy="true"). */
  tenthRow: { selector: 'table[aria-busy="false"] > tbody > tr:nth-child(10)' },
  hundredthRow: { selector: 'table[aria-busy="false"] > tbody > tr:nth-child(100)' },
  newCityForm: { selector: 'main form button[type="submit"]' },
} satisfies Record<string, MarkSpec>;
export type MarkName = keyof typeof MARKS;

const PROBES = readFileSync(new URL('./page-probes.js', import.meta.url), 'utf8');
const TIMEOUT = 60_000;

/**
 * The browser of every figure: Debian's full Chromium, the one the peers' measure.mjs runs (never the
 * lighter headless shell the test suites may use: the ratios would compare two engines' costs).
 */
export const BENCH_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: BENCH_CHROMIUM, args: chromiumUse.launchOptions?.args });
}

export interface BenchPage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
}

export interface SessionCookies {
  token: string;
  refreshToken: string;
}

/** What a page of the bench starts with, besides the probes. */
export interface PageSetup {
  /** The session cookies the app reads (a signed-in page). */
  session?: SessionCookies;
  /** The moments to stamp, when the site is not Retaguarda (the peers have their own markup). */
  marks?: Record<MarkName, MarkSpec>;
  /** More script to run before the page's own (a peer's signed-in state in localStorage). */
  initScript?: string;
}

/**
 * A page in a fresh context (empty HTTP cache, no service worker, no storage) with the CPU slowed
 * down `throttle` times and the probes installed; with `session`, the session cookies the app reads.
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  throttle: number,
  setup: PageSetup = {},
): Promise<BenchPage> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: chromiumUse.locale,
    timezoneId: chromiumUse.timezoneId,
  });
  if (setup.session) {
    await context.addCookies(sessionCookies(baseUrl, setup.session));
  }
  if (setup.initScript) await context.addInitScript({ content: setup.initScript });
  await context.addInitScript({
    content: `window.__benchMarks = ${JSON.stringify(setup.marks ?? MARKS)};\n${PROBES}`,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  return { context, page, cdp };
}

/** Waits until the page has painted a mark; its stamp. */
export async function waitForMark(page: Page, name: MarkName): Promise<Stamp> {
  const handle = await page.waitForFunction(
    (mark) => {
      const stamp = (window as unknown as BenchWindow).__bench.marks[mark];
      return stamp && stamp.painted !== null ? stamp : null;
    },
    name,
    { timeout: TIMEOUT, polling: 50 },
  );
  return (await handle.jsonValue()) as Stamp;
}

/** The times from a click to what it changed shown, and to every row of its table in. */
export interface ClickTimes {
  /** `spec` holds, no table busy, painted: what the screen shows is the new state. */
  settled: number;
  /** Then no table with rows still to come (those beyond the screen), painted. */
  complete: number;
}

/** The times from a click to the table settled and to every row in: `spec` must not hold before the click and must after it. */
export async function timeClick(page: Page, target: Locator, spec: MarkSpec): Promise<ClickTimes> {
  await page.evaluate((condition) => (window as unknown as BenchWindow).__bench.arm(condition), spec);
  await target.click();
  const handle = await page.waitForFunction(
    () => {
      const { settled, complete } = (window as unknown as BenchWindow).__bench.waiter ?? {};
      return settled?.painted != null && complete?.painted != null ? { settled, complete } : null;
    },
    null,
    { timeout: TIMEOUT, polling: 50 },
  );
  const { settled, complete } = (await handle.jsonValue()) as Record<
    keyof ClickTimes,
    Stamp & { start: number }
  >;
  return { settled: settled.painted - settled.start, complete: complete.painted - complete.start };
}

/** The largest contentful paint (ms since navigation, and its element) once it can no longer change. */
export async function finalLcp(page: Page): Promise<{ t: number; element: string | null } | null> {
  return page.evaluate(() => (window as unknown as BenchWindow).__bench.finalLcp());
}

/** The same-origin files whose fetch started by `time`, with their body sizes as transferred. */
export async function filesBefore(
  page: Page,
  time: number,
): Promise<Array<{ path: string; encoded: number }>> {
  return page.evaluate((until) => (window as unknown as BenchWindow).__bench.filesBefore(until), time);
}

/** window.__bench of page-probes.js. */
interface BenchWindow {
  __bench: {
    marks: Record<string, Stamp | undefined>;
    submitAt: number | null;
    waiter: {
      settled: (Stamp & { start: number }) | null;
      complete: (Stamp & { start: number }) | null;
    } | null;
    arm: (spec: MarkSpec) => void;
    finalLcp: () => Promise<{ t: number; element: string | null } | null>;
    filesBefore: (time: number) => Array<{ path: string; encoded: number }>;
  };
}

/** The page's sign-in submit time (performance.now()), null before a submit. */
export async function submitTime(page: Page): Promise<number | null> {
  return page.evaluate(() => (window as unknown as BenchWindow).__bench.submitAt);
}
