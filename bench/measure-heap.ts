import type { Browser, CDPSession } from '@playwright/test';
import { openPage, waitForMark } from './browser';
import { objectsMB, takeHeapSnapshot } from './heap-snapshot';
import type { Site } from './measure-load';
import { MIB } from './stats';

/** The side navigation's entries, visited in turn (each visit is one route change). */
const ROUTES = [
  '/dashboard/empresas',
  '/dashboard/usuarios',
  '/dashboard/todas-rotinas',
  '/dashboard/chamados',
];
export const ROUTE_CHANGES = 200;
/** A multiple of the routes' cycle: every sample is taken on the same page (the tickets list). */
export const SAMPLE_EVERY = 40;

async function usedHeap(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / MIB;
}

export interface HeapSamples {
  /** Route changes made when each sample was taken (0 = the first list, before any). */
  after: number[];
  /** JS heap in use after a forced garbage collection, MiB. */
  usedMB: number[];
  /** Of a heap snapshot taken then: the objects without V8's compiled code (heap-snapshot.ts), MiB. */
  objectsMB: number[];
}

async function sample(cdp: CDPSession, samples: HeapSamples, after: number): Promise<void> {
  samples.after.push(after);
  samples.usedMB.push(await usedHeap(cdp));
  samples.objectsMB.push(objectsMB(await takeHeapSnapshot(cdp)));
}

/**
 * 200 route changes through the side navigation (tickets, customers, users, the routine hub, each
 * settled before the next click) in one signed-in page, the JS heap measured after a forced garbage
 * collection at the start and every 40 changes: in use, and its objects without compiled code (the
 * trend's series). Heap is not a timing: the CPU is not slowed down.
 */
export async function measureHeap(
  browser: Browser,
  site: Site,
  progress: (line: string) => void,
  changes = ROUTE_CHANGES,
  every = SAMPLE_EVERY,
): Promise<HeapSamples> {
  const { context, page, cdp } = await openPage(browser, site.baseUrl, 1, { session: await site.session() });
  try {
    await cdp.send('HeapProfiler.enable');
    await page.goto(`${site.baseUrl}/dashboard/chamados`, { waitUntil: 'commit' });
    await waitForMark(page, 'tenthRow');
    const samples: HeapSamples = { after: [], usedMB: [], objectsMB: [] };
    await sample(cdp, samples, 0);
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    for (let change = 1; change <= changes; change++) {
      const path = ROUTES[(change - 1) % ROUTES.length];
      await nav.locator(`a[href="${path}"]`).click();
      await page.waitForFunction(
        (target) =>
          location.pathname === target &&
          document.querySelector('main h1') !== null &&
          document.querySelector('table[aria-busy="true"]') === null,
        path,
        { polling: 50 },
      );
      if (change % every === 0) {
        await sample(cdp, samples, change);
        progress(
          `${change} route changes: ${samples.usedMB.at(-1)!.toFixed(1)} MB in use, objects ${samples.objectsMB.at(-1)!.toFixed(1)} MB`,
        );
      }
    }
    return samples;
  } finally {
    await context.close();
  }
}
