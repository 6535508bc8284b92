import type { Browser, Locator, Page } from '@playwright/test';
import { openPage, timeClick, waitForMark, type MarkSpec } from './browser';
import type { LoadSettings, Site } from './measure-load';
import { median } from './stats';

/**
 * Page change, sort and tab change on the cidades list at 100 rows per page: from the click to the
 * table settled (no table aria-busy, the new state shown) and painted, and to every row in (the rows
 * beyond the screen come after those on it). Each run in a fresh context, so every click asks the API
 * for a page it has not seen.
 */
const INTERACTIONS: Array<{ name: string; target: (page: Page) => Locator; settled: MarkSpec }> = [
  {
    name: 'page',
    target: (page) => page.getByRole('button', { name: 'Próxima página' }),
    settled: { selector: '.resource-list__range', text: '^101–', idle: true },
  },
  {
    name: 'sort',
    target: (page) => page.getByRole('columnheader', { name: 'Código IBGE' }).getByRole('button'),
    settled: { selector: 'th[aria-sort="ascending"]', text: '^Código IBGE$', idle: true },
  },
  {
    name: 'tab',
    target: (page) => page.getByRole('tab', { name: 'Inativos' }),
    settled: { selector: '[role="tab"][aria-selected="true"]', text: '^Inativos$', idle: true },
  },
];

export async function measureInteractions(
  browser: Browser,
  site: Site,
  settings: LoadSettings,
  progress: (line: string) => void,
): Promise<Record<string, { value: number | null; samples: number[] }>> {
  const samples: Record<string, number[]> = Object.fromEntries(
    INTERACTIONS.flatMap(({ name }) => [
      [name, []],
      [`${name}.complete`, []],
    ]),
  );
  for (let index = 0; index < settings.warmup + settings.runs; index++) {
    const { context, page } = await openPage(browser, site.baseUrl, settings.throttle, {
      session: await site.session(),
    });
    try {
      await page.goto(`${site.baseUrl}/dashboard/cidades?limite=100`, { waitUntil: 'commit' });
      await waitForMark(page, 'hundredthRow');
      const times: string[] = [];
      // Each click once the previous one's table is whole: no click lands on rows still being drawn.
      for (const { name, target, settled } of INTERACTIONS) {
        const time = await timeClick(page, target(page), settled);
        if (index >= settings.warmup) {
          samples[name].push(time.settled);
          samples[`${name}.complete`].push(time.complete);
        }
        times.push(`${name} ${Math.round(time.settled)} ms (every row ${Math.round(time.complete)} ms)`);
      }
      progress(
        `${index >= settings.warmup ? `run ${index - settings.warmup + 1}` : 'warm-up'}: ${times.join(', ')}`,
      );
    } finally {
      await context.close();
    }
  }
  return Object.fromEntries(
    Object.entries(samples).map(([name, values]) => [name, { value: median(values), samples: values }]),
  );
}
