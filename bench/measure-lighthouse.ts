import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumUse } from '../tests/chromium-use';
import { sessionCookies } from '../tests/session-cookies';
import { BENCH_CHROMIUM, type SessionCookies } from './browser';
import {
  LIGHTHOUSE_CATEGORIES,
  LIGHTHOUSE_PAGES,
  LIGHTHOUSE_PROFILES,
  type LighthousePage,
  type LighthouseProfile,
} from './figures';
import { medianRun, readLighthouseReport, type LighthouseRun } from './lighthouse-report';
import type { Medians } from './measure-load';
import { run, WORK } from './serve';

/**
 * Lighthouse is not a dependency of the project (every CI install would carry it): the bench installs
 * this version from the npm registry into its work folder the first time, and reuses it afterwards.
 */
export const LIGHTHOUSE_VERSION = '13.5.0';
const LIGHTHOUSE_DIR = process.env.LIGHTHOUSE_DIR ?? join(WORK, 'lighthouse');
const PACKAGES = join(LIGHTHOUSE_DIR, 'node_modules');

/** The pages audited: the sign-in page signed out, a resource list signed in (session cookies). */
const PATHS: Record<LighthousePage, string> = { signin: '/', list: '/dashboard/cidades' };

/** Lighthouse's CLI, installed when missing or of another version; a readable error when it cannot be. */
async function lighthouseCli(progress: (line: string) => void): Promise<string> {
  const manifest = join(PACKAGES, 'lighthouse/package.json');
  const installed = existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
    : null;
  if (installed !== LIGHTHOUSE_VERSION) {
    progress(
      `installing lighthouse@${LIGHTHOUSE_VERSION} into ${LIGHTHOUSE_DIR} (once; reused by later runs)`,
    );
    mkdirSync(LIGHTHOUSE_DIR, { recursive: true });
    const args = [
      'install',
      '--prefix',
      LIGHTHOUSE_DIR,
      `lighthouse@${LIGHTHOUSE_VERSION}`,
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
    ];
    try {
      await run('npm', args, join(LIGHTHOUSE_DIR, 'install.log'));
    } catch (error) {
      const lines = (error instanceof Error ? error.message : String(error)).split('\n');
      const reason = lines.find((line) => /^npm (error|ERR!) (code|network|request)/.test(line)) ?? lines[0];
      throw new Error(
        `could not install lighthouse@${LIGHTHOUSE_VERSION} from the npm registry (is it reachable?): ${reason}. ` +
          `Install it once with \`npm ${args.join(' ')}\` or point LIGHTHOUSE_DIR at a folder where it is installed.`,
        { cause: error },
      );
    }
  }
  return join(PACKAGES, 'lighthouse/cli/index.js');
}

interface LaunchedChrome {
  port: number;
  kill: () => void;
}

/**
 * Debian's Chromium, headless, started by Lighthouse's own launcher (its usual flags, a fresh profile:
 * an empty cache) with the container's flags; `session` puts the session cookies in it first.
 */
async function launchChromium(baseUrl: string, session: SessionCookies | null): Promise<LaunchedChrome> {
  const launcher = (await import(pathToFileURL(join(PACKAGES, 'chrome-launcher/dist/index.js')).href)) as {
    launch: (options: Record<string, unknown>) => Promise<LaunchedChrome>;
  };
  const chrome = await launcher.launch({
    chromePath: BENCH_CHROMIUM,
    chromeFlags: ['--headless=new', ...(chromiumUse.launchOptions?.args ?? [])],
    handleSIGINT: false,
    logLevel: 'silent',
  });
  if (session) {
    try {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      await browser.contexts()[0].addCookies(sessionCookies(baseUrl, session));
      await browser.close();
    } catch (error) {
      chrome.kill();
      throw error;
    }
  }
  return chrome;
}

/** One Lighthouse run of a page with a profile, in a Chromium of its own. */
async function audit(
  cli: string,
  baseUrl: string,
  page: LighthousePage,
  profile: LighthouseProfile,
  session: () => Promise<SessionCookies>,
): Promise<LighthouseRun> {
  const chrome = await launchChromium(baseUrl, page === 'list' ? await session() : null);
  const out = join(WORK, `lighthouse-${page}-${profile}.json`);
  try {
    const args = [
      cli,
      `${baseUrl}${PATHS[page]}`,
      `--port=${chrome.port}`,
      `--only-categories=${Object.keys(LIGHTHOUSE_CATEGORIES).join(',')}`,
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      ...(profile === 'desktop' ? ['--preset=desktop'] : []),
    ];
    await run(process.execPath, args, join(WORK, `lighthouse-${page}-${profile}.log`));
    const result = readLighthouseReport(JSON.parse(readFileSync(out, 'utf8')));
    if (page === 'list' && !result.finalUrl?.includes(PATHS.list)) {
      throw new Error(
        `Lighthouse's ${profile} run of the list ended at ${result.finalUrl}: the session cookies were not taken`,
      );
    }
    return result;
  } finally {
    chrome.kill();
    rmSync(out, { force: true });
  }
}

/**
 * Lighthouse's trace of a load now and then lacks its navigation start (NO_NAVSTART, 'Please run
 * Lighthouse again'): such a run is made again, up to twice; any other failure stops the group.
 */
const TRACE_RETRIES = 2;

async function auditRetryingTrace(...args: Parameters<typeof audit>): Promise<LighthouseRun> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await audit(...args);
    } catch (error) {
      if (attempt >= TRACE_RETRIES || !String(error).includes('NO_NAVSTART')) throw error;
    }
  }
}

export interface LighthouseResults {
  /** By figure name without the 'lh.' prefix ('signin.mobile.performance'). */
  medians: Medians;
  version: string;
  runs: number;
  /** By 'signin.mobile': the medians of the scores and metrics, and every run. */
  details: Record<string, ReturnType<typeof medianRun> & { runs: LighthouseRun[] }>;
}

/**
 * Lighthouse (its default settings: simulated slow 4G and 4x CPU on mobile, `--preset=desktop`) on each
 * page and profile, `runs` times; each score and metric is the median of the runs.
 */
export async function measureLighthouse(
  baseUrl: string,
  session: () => Promise<SessionCookies>,
  runs: number,
  progress: (line: string) => void,
): Promise<LighthouseResults> {
  const cli = await lighthouseCli(progress);
  const combos = (Object.keys(LIGHTHOUSE_PAGES) as LighthousePage[]).flatMap((page) =>
    LIGHTHOUSE_PROFILES.map((profile) => ({ page, profile })),
  );
  const byCombo = new Map<string, LighthouseRun[]>(
    combos.map(({ page, profile }) => [`${page}.${profile}`, []]),
  );
  for (let index = 0; index < runs; index++) {
    for (const { page, profile } of combos) {
      const result = await auditRetryingTrace(cli, baseUrl, page, profile, session);
      byCombo.get(`${page}.${profile}`)!.push(result);
      const scores = Object.values(result.scores)
        .map((score) => score ?? 'n/a')
        .join(' / ');
      progress(
        `run ${index + 1} ${page} ${profile}: scores ${scores}, LCP ${Math.round(result.lcpMs ?? NaN)} ms, ${result.totalKB?.toFixed(0)} KB`,
      );
    }
  }
  const details: LighthouseResults['details'] = {};
  const medians: Medians = {};
  for (const [combo, results] of byCombo) {
    const summary = medianRun(results);
    details[combo] = { ...summary, runs: results };
    for (const [category, score] of Object.entries(summary.scores)) {
      medians[`${combo}.${category}`] = {
        value: score,
        samples: results
          .map((result) => result.scores[category as keyof typeof summary.scores])
          .filter((value): value is number => value !== null),
      };
    }
  }
  return { medians, version: LIGHTHOUSE_VERSION, runs, details };
}
