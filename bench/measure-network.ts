import type { Browser } from '@playwright/test';
import {
  finalLcp,
  MARKS,
  openPage,
  waitForMark,
  type MarkName,
  type MarkSpec,
  type PageSetup,
} from './browser';
import type { NetworkPeerKey } from './figures';
import type { LoadSettings, Medians } from './measure-load';
import {
  emulatedConditions,
  NETWORK_PROFILE_NAMES,
  NETWORK_PROFILES,
  type NetworkProfileName,
} from './network-profiles';
import { median } from './stats';
import { recordTransfers, tallyTransfers, type TransferTally } from './transfers';

/** A site measured by the network group: ours or a peer app, with its routes and how it is signed in. */
export interface NetworkSite {
  name: string;
  baseUrl: string;
  signInPath: string;
  listPath: string;
  /** The page's setup signed out (the sign-in visit) and signed in (the list visit). */
  signedOut: PageSetup;
  signedIn: () => Promise<PageSetup>;
}

/** The peers' sign-in form and list rows (their markup, as their measure.mjs watches them). */
export const PEER_MARKS: Record<MarkName, MarkSpec> = {
  ...MARKS,
  signInForm: { selector: 'input[name="username"]' },
  tenthRow: { selector: 'tbody tr:nth-child(10)', text: 'País' },
};

/** A peer app served by bench/serve-peers.ts; its list is the countries (react-admin routes by hash). */
export function peerSite(app: string, baseUrl: string): NetworkSite {
  const hash = app === 'react-admin' ? '/#' : '';
  // The peers keep their demo sign-in in localStorage; their measure.mjs seeds it the same way.
  const initScript = "try { localStorage.setItem('peers-auth', 'token-demo'); } catch {}";
  return {
    name: app,
    baseUrl,
    signInPath: `${hash}/login`,
    listPath: `${hash}/paises`,
    signedOut: { marks: PEER_MARKS },
    signedIn: () => Promise.resolve({ marks: PEER_MARKS, initScript }),
  };
}

/** How long the network must stay quiet after the page's content for the visit to be over. */
const QUIET_MS = 1000;
const IDLE_TIMEOUT_MS = 30_000;

export interface VisitDetails extends TransferTally {
  /** Whether the network went quiet before the timeout (bytes after it are not counted). */
  idle: boolean;
  lcpElement: string | null;
}

type Visit = 'signin' | 'list';

/**
 * One first visit (fresh context, cold cache) under `profile`: the sign-in page to its form painted, or
 * the resource list signed in to its largest contentful paint settled; then until the network is quiet
 * for a second. Everything the site sent until then is counted.
 */
async function firstVisit(
  browser: Browser,
  site: NetworkSite,
  visit: Visit,
  profile: NetworkProfileName,
  throttle: number,
) {
  const setup = visit === 'list' ? await site.signedIn() : site.signedOut;
  const { context, page, cdp } = await openPage(browser, site.baseUrl, throttle, setup);
  try {
    const recorder = await recordTransfers(cdp);
    await cdp.send('Network.emulateNetworkConditions', emulatedConditions(profile));
    await page.goto(`${site.baseUrl}${visit === 'list' ? site.listPath : site.signInPath}`, {
      waitUntil: 'commit',
    });
    let time: number | null;
    let lcpElement: string | null = null;
    if (visit === 'signin') {
      time = (await waitForMark(page, 'signInForm')).painted;
    } else {
      await waitForMark(page, 'tenthRow');
      const lcp = await finalLcp(page);
      time = lcp?.t ?? null;
      lcpElement = lcp?.element ?? null;
    }
    const idle = await recorder.idle(QUIET_MS, IDLE_TIMEOUT_MS);
    const details: VisitDetails = {
      ...tallyTransfers(recorder.transfers(), new URL(site.baseUrl).origin),
      idle,
      lcpElement,
    };
    return { time, details };
  } finally {
    await context.close();
  }
}

/** Figures of one site by name without the 'net.' prefix ('slow4g.list.lcp'). */
type SiteFigures = Record<string, number | null>;

export interface NetworkResults {
  /** Ours, by figure name without the 'net.' prefix. */
  medians: Medians;
  /** The peers' medians by app, under the figures' ids. */
  peers: Record<string, Partial<Record<NetworkPeerKey, number | null>>>;
  /** The last run's visits: site → 'slow4g.list' → what was transferred. */
  details: Record<string, Record<string, VisitDetails>>;
}

function medians(runs: readonly SiteFigures[]): Medians {
  const names = [...new Set(runs.flatMap((run) => Object.keys(run)))];
  return Object.fromEntries(
    names.map((name) => {
      const samples = runs
        .map((run) => run[name])
        .filter((value): value is number => value !== null && value !== undefined);
      return [name, { value: median(samples), samples }];
    }),
  );
}

/**
 * The network figures of every site (ours first), each profile and visit; sites take turns in each
 * run so a busy moment of the machine does not fall on one of them only.
 */
export async function measureNetwork(
  browser: Browser,
  sites: readonly NetworkSite[],
  settings: LoadSettings,
  progress: (line: string) => void,
): Promise<NetworkResults> {
  const runs: Record<string, SiteFigures[]> = Object.fromEntries(sites.map((site) => [site.name, []]));
  const details: NetworkResults['details'] = Object.fromEntries(sites.map((site) => [site.name, {}]));
  for (let index = 0; index < settings.warmup + settings.runs; index++) {
    const recorded = index >= settings.warmup;
    const turn = sites.map((_, position) => sites[(position + index) % sites.length]);
    const figures: Record<string, SiteFigures> = Object.fromEntries(sites.map((site) => [site.name, {}]));
    for (const profile of NETWORK_PROFILE_NAMES) {
      for (const site of turn) {
        for (const visit of ['signin', 'list'] as const) {
          const { time, details: visitDetails } = await firstVisit(
            browser,
            site,
            visit,
            profile,
            settings.throttle,
          );
          figures[site.name][`${profile}.${visit}.${visit === 'signin' ? 'form' : 'lcp'}`] = time;
          figures[site.name][`${profile}.${visit}.bytes`] = visitDetails.totalKB;
          details[site.name][`${profile}.${visit}`] = visitDetails;
        }
        const mine = figures[site.name];
        progress(
          `${recorded ? `run ${index - settings.warmup + 1}` : 'warm-up'} ${NETWORK_PROFILES[profile].title} ${site.name}: ` +
            `sign-in form ${fmt(mine[`${profile}.signin.form`])} (${kb(mine[`${profile}.signin.bytes`])}), ` +
            `list LCP ${fmt(mine[`${profile}.list.lcp`])} (${kb(mine[`${profile}.list.bytes`])})`,
        );
      }
    }
    if (recorded) for (const site of sites) runs[site.name].push(figures[site.name]);
  }
  const [ours, ...peers] = sites;
  return {
    medians: medians(runs[ours.name]),
    peers: Object.fromEntries(
      peers.map((site) => [
        site.name,
        Object.fromEntries(
          Object.entries(medians(runs[site.name])).map(([name, { value }]) => [`net.${name}`, value]),
        ),
      ]),
    ),
    details,
  };
}

const fmt = (value: number | null | undefined) =>
  value === null || value === undefined ? 'n/a' : `${Math.round(value)} ms`;
const kb = (value: number | null | undefined) =>
  value === null || value === undefined ? 'n/a' : `${value.toFixed(1)} KB`;
