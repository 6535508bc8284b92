import type { Browser } from '@playwright/test';
import { assetKind, firstPaintBytes, gzipSizer } from './assets';
import {
  filesBefore,
  finalLcp,
  openPage,
  submitTime,
  waitForMark,
  type MarkName,
  type SessionCookies,
} from './browser';
import { KIB, median } from './stats';

/** A served build: its address, its folder (for the sizes) and a way to get a session. */
export interface Site {
  baseUrl: string;
  dist: string;
  session: () => Promise<SessionCookies>;
}

export interface LoadSettings {
  runs: number;
  warmup: number;
  throttle: number;
}

/** One run's figures, named as in bench/figures.ts without the site's prefix. */
type RunFigures = Record<string, number | null>;

/** What explains the figures (last run): the files counted for each page, the LCP element of the list. */
export interface LoadDetails {
  files: Record<string, string[]>;
  /** JS + CSS bodies as transferred (gzip by nginx; vite preview may send them uncompressed). */
  wireKB: Record<string, number>;
  listLcpElement: string | null;
}

export type Medians = Record<string, { value: number | null; samples: number[] }>;

/**
 * First loads, each in a fresh context (cold HTTP cache): the sign-in page and then sign-in through the
 * form to the 10th row of the tickets list; the tickets list, the cidades list and the new-city form
 * opened directly with a session. Sizes count the JS and CSS whose fetch started before the first paint
 * of the page's content (the form, the 10th row).
 */
async function oneRun(
  browser: Browser,
  site: Site,
  throttle: number,
  gzipSize: (path: string) => number,
): Promise<{ figures: RunFigures; details: LoadDetails }> {
  const figures: RunFigures = {};
  const details: LoadDetails = { files: {}, wireKB: {}, listLcpElement: null };
  const bytes = async (page: Parameters<typeof filesBefore>[0], name: string, mark: MarkName) => {
    const stamp = await waitForMark(page, mark);
    const fetched = await filesBefore(page, stamp.painted);
    const loaded = firstPaintBytes([...new Set(fetched.map((file) => file.path))], gzipSize);
    figures[`${name}.js`] = loaded.jsKB;
    figures[`${name}.css`] = loaded.cssKB;
    details.files[name] = loaded.files;
    // Cross-check: the same files' bodies as the server sent them (Resource Timing encodedBodySize).
    details.wireKB[name] =
      fetched.filter((file) => assetKind(file.path) !== null).reduce((sum, file) => sum + file.encoded, 0) /
      KIB;
    return stamp;
  };

  const signIn = await openPage(browser, site.baseUrl, throttle);
  try {
    await signIn.page.goto(`${site.baseUrl}/`, { waitUntil: 'commit' });
    figures['signin.form'] = (await bytes(signIn.page, 'signin', 'signInForm')).painted;
    await signIn.page.getByLabel('E-mail').fill('admin@retaguarda.dev');
    await signIn.page.getByLabel('Senha', { exact: true }).fill('retaguarda123');
    await signIn.page.getByRole('button', { name: 'Entrar', exact: true }).click();
    const tenth = await waitForMark(signIn.page, 'tenthRow');
    const submitted = await submitTime(signIn.page);
    figures['signin.tenth'] = submitted === null ? null : tenth.painted - submitted;
  } finally {
    await signIn.context.close();
  }

  const pages: Array<[name: string, path: string, mark: MarkName]> = [
    ['tickets', '/dashboard/chamados', 'tenthRow'],
    ['list', '/dashboard/cidades', 'tenthRow'],
    ['form', '/dashboard/cidades/novo', 'newCityForm'],
  ];
  for (const [name, path, mark] of pages) {
    const opened = await openPage(browser, site.baseUrl, throttle, { session: await site.session() });
    try {
      await opened.page.goto(`${site.baseUrl}${path}`, { waitUntil: 'commit' });
      const stamp = await bytes(opened.page, name, mark);
      if (name === 'list') {
        figures['list.tenth'] = stamp.painted;
        const lcp = await finalLcp(opened.page);
        figures['list.lcp'] = lcp?.t ?? null;
        details.listLcpElement = lcp?.element ?? null;
      }
    } finally {
      await opened.context.close();
    }
  }
  return { figures, details };
}

/**
 * The medians of the recorded runs, by figure name (without the site's prefix), with their samples,
 * and the details of the last run.
 */
export async function measureFirstLoads(
  browser: Browser,
  site: Site,
  settings: LoadSettings,
  progress: (line: string) => void,
): Promise<{ medians: Medians; details: LoadDetails | null }> {
  const gzipSize = gzipSizer(site.dist);
  const runs: RunFigures[] = [];
  let details: LoadDetails | null = null;
  for (let index = 0; index < settings.warmup + settings.runs; index++) {
    const run = await oneRun(browser, site, settings.throttle, gzipSize);
    const figures = run.figures;
    details = run.details;
    const recorded = index >= settings.warmup;
    if (recorded) runs.push(figures);
    progress(
      `${recorded ? `run ${runs.length}` : 'warm-up'}: list LCP ${fmt(figures['list.lcp'])}, 10th row ${fmt(figures['list.tenth'])}, ` +
        `sign-in → 10th row ${fmt(figures['signin.tenth'])}, list JS ${figures['list.js']?.toFixed(1)} KB`,
    );
  }
  const names = Object.keys(runs[0] ?? {});
  const medians = Object.fromEntries(
    names.map((name) => {
      const samples = runs.map((run) => run[name]).filter((value): value is number => value !== null);
      return [name, { value: median(samples), samples }];
    }),
  );
  return { medians, details };
}

const fmt = (value: number | null | undefined) =>
  value === null || value === undefined ? 'n/a' : `${Math.round(value)} ms`;
