/**
 * `npm run bench` (issue 8, README "Performance"): builds production and demo, serves them as the
 * deployment does, measures in headless Chromium with the CPU slowed down 4x (median of 5 runs), prints
 * every figure with its budget and writes bench/results.json. Exit code: 1 when a measurement broke;
 * with --strict, also when a figure misses its budget.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, resolve } from 'node:path';
import type { Browser } from '@playwright/test';
import { launchBrowser } from './browser';
import { failures, FIGURES, peerVerdictOf, verdictOf, type Figure } from './figures';
import { measureCodegen } from './measure-codegen';
import { measureHeap, type HeapSamples } from './measure-heap';
import { measureInteractions } from './measure-interactions';
import { measureLighthouse, type LighthouseResults } from './measure-lighthouse';
import { measureFirstLoads, type LoadDetails, type Site } from './measure-load';
import { measureNetwork, peerSite, type NetworkResults, type NetworkSite } from './measure-network';
import { describeProfile, NETWORK_PROFILE_NAMES, NETWORK_PROFILES } from './network-profiles';
import { parseOptions, USAGE, type BenchOptions, type Group } from './options';
import { measurePeers, PEERS_ROOT, servablePeers } from './peers';
import { formatLighthouse, formatReport, mergePeerValues, withPeers, type PeerFigures } from './report';
import {
  build,
  DIST,
  hasBuild,
  PORTS,
  ROOT,
  signInThroughApi,
  startDemoPreview,
  startMockApi,
  startNginx,
  type Service,
} from './serve';
import { startPeersNginx } from './serve-peers';
import { heapTrend, percentChange } from './stats';

type Measured = Record<string, { value: number | null; samples?: number[] }>;

const log = (group: string) => (line: string) => console.error(`[${group}] ${line}`);

function environment(chromium: string | null) {
  const git = (...args: string[]) => {
    try {
      return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
    } catch {
      return null;
    }
  };
  return {
    node: process.version,
    chromium,
    platform: `${process.platform} ${process.arch}`,
    cpu: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
    memoryGB: Math.round(totalmem() / 1024 ** 3),
    loadAverageAtStart: loadavg().map((value) => Math.round(value * 100) / 100),
    commit: git('rev-parse', '--short', 'HEAD'),
    uncommittedChanges: (git('status', '--porcelain') ?? '') !== '',
  };
}

async function main(options: BenchOptions): Promise<number> {
  const wants = (...groups: Group[]) => groups.some((group) => options.only.has(group));
  const production = wants('load', 'interactions', 'heap', 'network', 'lighthouse');
  const demo = wants('demo');
  const measured: Measured = {};
  const errors: string[] = [];
  const attempt = async (group: string, work: () => Promise<void>) => {
    const started = performance.now();
    try {
      await work();
      log(group)(`done in ${Math.round((performance.now() - started) / 1000)} s`);
    } catch (error) {
      errors.push(`${group}: ${error instanceof Error ? error.message : String(error)}`);
      log(group)(`FAILED: ${errors.at(-1)}`);
    }
  };
  const merge = (prefix: string, values: Measured) => {
    for (const [name, figure] of Object.entries(values)) measured[`${prefix}.${name}`] = figure;
  };

  for (const [mode, needed] of [
    ['production', production],
    ['demo', demo],
  ] as const) {
    if (!needed || (options.skipBuild && hasBuild(mode))) continue;
    log('build')(`${mode} → ${DIST[mode]}`);
    await build(mode);
  }

  const services: Service[] = [];
  let browser: Browser | null = null;
  let chromium: string | null = null;
  let heap: HeapSamples | null = null;
  const loadDetails: Record<string, LoadDetails | null> = {};
  let peers: PeerFigures = { built: false, reason: 'not asked for (--only)' };
  let network: NetworkResults | null = null;
  let lighthouse: LighthouseResults | null = null;
  const stopAll = () =>
    Promise.all(
      services
        .splice(0)
        .reverse()
        .map((service) => service.stop()),
    );
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  try {
    if (production || demo) services.push(await startMockApi());
    const api = `http://127.0.0.1:${PORTS.mock}`;
    const settings = { runs: options.runs, warmup: options.warmup, throttle: options.throttle };
    if (production || demo) {
      browser = await launchBrowser();
      chromium = browser.version();
    }
    if (production) {
      services.push(await startNginx());
      const site: Site = {
        baseUrl: `http://127.0.0.1:${PORTS.nginx}`,
        dist: DIST.production,
        session: () => signInThroughApi(api),
      };
      if (wants('load')) {
        await attempt('load', async () => {
          const { medians, details } = await measureFirstLoads(browser!, site, settings, log('load'));
          merge('prod', medians);
          loadDetails.production = details;
        });
      }
      if (wants('interactions')) {
        await attempt('interactions', async () =>
          merge('interaction', await measureInteractions(browser!, site, settings, log('interactions'))),
        );
      }
      if (wants('heap')) {
        await attempt('heap', async () => {
          heap = await measureHeap(browser!, site, log('heap'));
          const [start, end] = [heap.usedMB[0], heap.usedMB.at(-1)!];
          // A leak grows objects; the code space grows as V8 optimises more functions (heap-snapshot.ts).
          const trend = heapTrend(heap.after, heap.objectsMB);
          merge('heap', {
            start: { value: start },
            end: { value: end },
            growth: { value: percentChange(start, end) },
            trend: { value: trend },
          });
        });
      }
      if (wants('network')) {
        await attempt('network', async () => {
          const ours: NetworkSite = {
            name: 'retaguarda',
            baseUrl: site.baseUrl,
            signInPath: '/',
            listPath: '/dashboard/cidades',
            signedOut: {},
            signedIn: async () => ({ session: await site.session() }),
          };
          const apps = servablePeers();
          const sites = [ours];
          if (apps.length > 0) {
            const served = await startPeersNginx(apps, PEERS_ROOT);
            services.push(served.service);
            sites.push(...apps.map((app) => peerSite(app, served.baseUrls[app])));
          } else {
            log('network')(`peers not built (${PEERS_ROOT}): Retaguarda alone`);
          }
          network = await measureNetwork(browser!, sites, settings, log('network'));
          merge('net', network.medians);
        });
      }
      if (wants('lighthouse')) {
        await attempt('lighthouse', async () => {
          lighthouse = await measureLighthouse(
            site.baseUrl,
            site.session,
            Math.min(options.runs, 3),
            log('lighthouse'),
          );
          merge('lh', lighthouse.medians);
        });
      }
    }
    if (demo) {
      services.push(await startDemoPreview());
      const site: Site = {
        baseUrl: `http://127.0.0.1:${PORTS.demo}`,
        dist: DIST.demo,
        session: () => signInThroughApi(api),
      };
      await attempt('demo', async () => {
        const { medians, details } = await measureFirstLoads(browser!, site, settings, log('demo'));
        merge('demo', medians);
        loadDetails.demo = details;
      });
    }
  } finally {
    await browser?.close();
    await stopAll();
  }
  if (wants('codegen'))
    await attempt('codegen', async () =>
      merge('codegen', { time: await measureCodegen(Math.min(options.runs, 3), log('codegen')) }),
    );
  if (wants('peers'))
    await attempt(
      'peers',
      async () => void (peers = await measurePeers(options.runs, options.throttle, log('peers'))),
    );
  const networkResults = network as NetworkResults | null;
  const lighthouseResults = lighthouse as LighthouseResults | null;
  if (networkResults) peers = mergePeerValues(peers, networkResults.peers);
  const [demoLcp, productionLcp] = [measured['demo.list.lcp']?.value, measured['prod.list.lcp']?.value];
  if (typeof demoLcp === 'number' && typeof productionLcp === 'number')
    measured['demo.list.lcp.vsprod'] = { value: demoLcp / productionLcp };

  const figures: Figure[] = withPeers(
    FIGURES.filter((spec) =>
      [spec.group, ...(spec.alsoNeeds ?? [])].every((group) => options.only.has(group)),
    ).map((spec) => ({
      ...spec,
      value: measured[spec.id]?.value ?? null,
      samples: measured[spec.id]?.samples,
    })),
    peers,
  );
  console.log(
    `\nRetaguarda benchmark: CPU ${options.throttle}x slower, median of ${options.runs} run(s), ${new Date().toISOString()}\n`,
  );
  console.log(formatReport(figures, peers));
  if (networkResults) {
    const profiles = NETWORK_PROFILE_NAMES.map(
      (name) => `${NETWORK_PROFILES[name].title} ${describeProfile(name)}`,
    );
    console.log(
      `Network (CDP emulation, CPU ${options.throttle}x): ${profiles.join('; ')}; transferred = every response from the site until a second of quiet.`,
    );
  }
  if (lighthouseResults) console.log(`\n${formatLighthouse(lighthouseResults)}`);
  const series = heap as HeapSamples | null;
  if (series) {
    const list = (values: number[]) => values.map((mb) => mb.toFixed(2)).join(' / ');
    console.log(
      `Heap (MB, after GC) at ${series.after.join(' / ')} route changes: in use ${list(series.usedMB)}; objects without compiled code ${list(series.objectsMB)}`,
    );
  }
  for (const error of errors) console.log(`Error: ${error}`);

  const out = resolve(ROOT, options.out);
  mkdirSync(dirname(out), { recursive: true });
  const results = {
    date: new Date().toISOString(),
    environment: environment(chromium),
    settings: {
      runs: options.runs,
      warmup: options.warmup,
      cpuThrottling: options.throttle,
      groups: [...options.only],
    },
    durationSeconds: Math.round(performance.now() / 1000),
    figures: figures.map((figure) => ({
      ...figure,
      verdict: verdictOf(figure),
      versusReferencePeer: peerVerdictOf(figure),
    })),
    firstLoads: loadDetails,
    heap,
    network: networkResults && { profiles: NETWORK_PROFILES, visits: networkResults.details },
    lighthouse: lighthouseResults && {
      version: lighthouseResults.version,
      runs: lighthouseResults.runs,
      pages: lighthouseResults.details,
    },
    peers,
    errors,
  };
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nResults: ${out}`);
  if (errors.length > 0) return 1;
  return options.strict && failures(figures).length > 0 ? 1 : 0;
}

let options: BenchOptions;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}
main(options).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
