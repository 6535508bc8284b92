import { NETWORK_PROFILE_NAMES, NETWORK_PROFILES, type NetworkProfileName } from './network-profiles';
import type { Group } from './options';

/** KB are KiB (1024 bytes), as the peer apps' measure counts them; a score is Lighthouse's, 0–100. */
export type Unit = 'KB' | 'ms' | 'MB' | '%' | 'score' | '×';

/**
 * Where the peers' measure.mjs keeps the same figure in its summary of an app. CSS has no counterpart:
 * react-admin puts its styles in JavaScript (emotion) and Refine's headless app has 0.3 KB.
 */
export type MeasurePeerKey =
  | 'loginRouteJsGzKB'
  | 'listRouteJsGzKB'
  | 'median.loginFormVisibleMs'
  | 'median.coldLcpMs'
  | 'median.coldTenthRowMs'
  | 'median.submitToTenthRowMs';

/** A network figure: the bench measures the peers with the same harness, under the same id. */
export type NetworkPeerKey =
  `net.${NetworkProfileName}.${'signin.form' | 'signin.bytes' | 'list.lcp' | 'list.bytes'}`;

export type PeerKey = MeasurePeerKey | NetworkPeerKey;

/**
 * The peer every figure that has its counterpart must match or beat (ratio ≤ 1.00) to pass --strict:
 * the fastest of the peers on the figures a user feels.
 */
export const REFERENCE_PEER = 'refine';

export interface FigureSpec {
  id: string;
  group: Group;
  label: string;
  unit: Unit;
  /** The figure passes when it is at most this (at least this when higher is better); no budget = reported only. */
  budget?: number;
  /** Lower is better unless said otherwise (Lighthouse's scores). */
  better?: 'higher';
  peer?: PeerKey;
  /** Shown beside the peers' figure but not held to it (the demo build is held to production instead). */
  peerShownOnly?: true;
  /** Other groups the figure is computed from: it is reported only when they are measured too. */
  alsoNeeds?: Group[];
}

/** A peer's value of a figure and ours divided by it, rounded to two decimals as printed. */
export interface PeerComparison {
  value: number | null;
  ratio: number | null;
}

/** A measured figure: null when it could not be measured. */
export interface Figure extends FigureSpec {
  value: number | null;
  /** The recorded runs behind a median. */
  samples?: number[];
  /** The peers' values of the same figure, by app. */
  peers?: Record<string, PeerComparison>;
}

export type Verdict = 'pass' | 'fail' | 'unmeasured' | 'no budget';

/** Whether a figure is within its budget. */
export function verdictOf(figure: Pick<Figure, 'value' | 'budget' | 'better'>): Verdict {
  if (figure.budget === undefined) return 'no budget';
  if (figure.value === null || !Number.isFinite(figure.value)) return 'unmeasured';
  const within = figure.better === 'higher' ? figure.value >= figure.budget : figure.value <= figure.budget;
  return within ? 'pass' : 'fail';
}

/** Ours ÷ the peer's, to two decimals; null when either is missing. */
export function peerRatio(ours: number | null, peer: number | null | undefined): number | null {
  if (ours === null || !Number.isFinite(ours) || peer === null || peer === undefined || !(peer > 0))
    return null;
  return Math.round((ours / peer) * 100) / 100;
}

/**
 * Whether a figure is no worse than the reference peer's: null when it is not held to it (no peer
 * value, or shown only); 'unmeasured' when the peer has a value and we have none.
 */
export function peerVerdictOf(figure: Figure): 'pass' | 'fail' | 'unmeasured' | null {
  const reference = figure.peers?.[REFERENCE_PEER];
  if (!figure.peer || figure.peerShownOnly || !reference || reference.value === null) return null;
  if (figure.value === null || reference.ratio === null) return 'unmeasured';
  const noWorse = figure.better === 'higher' ? reference.ratio >= 1 : reference.ratio <= 1;
  return noWorse ? 'pass' : 'fail';
}

/**
 * The figures that fail --strict: misses and budgeted figures that could not be measured, and figures
 * worse than the reference peer's (or unmeasured where it has a value).
 */
export function failures(figures: readonly Figure[]): Figure[] {
  return figures.filter((figure) => {
    const verdict = verdictOf(figure);
    const versusPeer = peerVerdictOf(figure);
    return (
      verdict === 'fail' || verdict === 'unmeasured' || versusPeer === 'fail' || versusPeer === 'unmeasured'
    );
  });
}

/** First-load figures of one site: the production build behind nginx, or the demo build (mock worker). */
function firstLoad(group: 'load' | 'demo', prefix: string, title: string, budgets: boolean): FigureSpec[] {
  const budget = (value: number) => (budgets ? { budget: value } : {});
  const f = (id: string, label: string, unit: Unit, extra: Partial<FigureSpec> = {}): FigureSpec => ({
    id: `${prefix}.${id}`,
    group,
    label: `${title}: ${label}`,
    unit,
    ...extra,
    ...(extra.peer && !budgets ? { peerShownOnly: true } : {}),
  });
  return [
    f('signin.js', 'sign-in, first-paint JS (gz)', 'KB', { ...budget(150), peer: 'loginRouteJsGzKB' }),
    f('signin.css', 'sign-in, first-paint CSS (gz)', 'KB'),
    f('tickets.js', 'tickets list, first-paint JS (gz)', 'KB'),
    f('tickets.css', 'tickets list, first-paint CSS (gz)', 'KB'),
    f('list.js', 'resource list (cidades), first-paint JS (gz)', 'KB', {
      ...budget(160),
      peer: 'listRouteJsGzKB',
    }),
    f('list.css', 'resource list (cidades), first-paint CSS (gz)', 'KB'),
    f('form.js', 'resource form (cidades/novo), first-paint JS (gz)', 'KB'),
    f('form.css', 'resource form (cidades/novo), first-paint CSS (gz)', 'KB'),
    f('signin.form', 'sign-in cold, form visible', 'ms', { peer: 'median.loginFormVisibleMs' }),
    f('list.lcp', 'resource list cold, LCP', 'ms', { ...budget(750), peer: 'median.coldLcpMs' }),
    f('list.tenth', 'resource list cold, 10th row visible', 'ms', { peer: 'median.coldTenthRowMs' }),
    f('signin.tenth', 'sign-in submit → 10th row of the tickets list', 'ms', {
      ...budget(150),
      peer: 'median.submitToTenthRowMs',
    }),
  ];
}

/** First visits under an emulated connection, each beside the peers' measured by the same harness. */
function network(profile: NetworkProfileName): FigureSpec[] {
  const title = NETWORK_PROFILES[profile].title;
  const f = (
    what: 'signin.form' | 'signin.bytes' | 'list.lcp' | 'list.bytes',
    label: string,
    unit: Unit,
    budget?: number,
  ): FigureSpec => ({
    id: `net.${profile}.${what}`,
    group: 'network',
    label: `${title}: ${label}`,
    unit,
    ...(budget === undefined ? {} : { budget }),
    peer: `net.${profile}.${what}`,
  });
  return [
    f('signin.form', 'sign-in cold, form visible', 'ms'),
    f('signin.bytes', 'sign-in first visit, transferred', 'KB', 200),
    f('list.lcp', 'resource list cold, LCP', 'ms'),
    f('list.bytes', 'resource list first visit, transferred', 'KB'),
  ];
}

export const LIGHTHOUSE_PAGES = { signin: 'sign-in', list: 'resource list' } as const;
export const LIGHTHOUSE_PROFILES = ['mobile', 'desktop'] as const;
export const LIGHTHOUSE_CATEGORIES = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
} as const;
export type LighthousePage = keyof typeof LIGHTHOUSE_PAGES;
export type LighthouseProfile = (typeof LIGHTHOUSE_PROFILES)[number];
export type LighthouseCategory = keyof typeof LIGHTHOUSE_CATEGORIES;

/** Lighthouse's category scores: performance ≥ 95 on its mobile profile and 100 on desktop, the rest 100. */
function lighthouse(): FigureSpec[] {
  return (Object.keys(LIGHTHOUSE_PAGES) as LighthousePage[]).flatMap((page) =>
    LIGHTHOUSE_PROFILES.flatMap((profile) =>
      (Object.keys(LIGHTHOUSE_CATEGORIES) as LighthouseCategory[]).map((category) => ({
        id: `lh.${page}.${profile}.${category}`,
        group: 'lighthouse' as const,
        label: `Lighthouse ${LIGHTHOUSE_PAGES[page]}, ${profile}: ${LIGHTHOUSE_CATEGORIES[category]}`,
        unit: 'score' as const,
        better: 'higher' as const,
        budget: category === 'performance' && profile === 'mobile' ? 95 : 100,
      })),
    ),
  );
}

/** Every figure the bench reports, in the order of its table, with the budgets of issue 8. */
export const FIGURES: readonly FigureSpec[] = [
  ...firstLoad('load', 'prod', 'Production', true),
  {
    id: 'interaction.page',
    group: 'interactions',
    label: 'List of 100 rows: page change',
    unit: 'ms',
    budget: 100,
  },
  { id: 'interaction.sort', group: 'interactions', label: 'List of 100 rows: sort', unit: 'ms', budget: 100 },
  {
    id: 'interaction.tab',
    group: 'interactions',
    label: 'List of 100 rows: tab change',
    unit: 'ms',
    budget: 100,
  },
  {
    id: 'interaction.page.complete',
    group: 'interactions',
    label: 'List of 100 rows: page change, every row in',
    unit: 'ms',
  },
  {
    id: 'interaction.sort.complete',
    group: 'interactions',
    label: 'List of 100 rows: sort, every row in',
    unit: 'ms',
  },
  {
    id: 'interaction.tab.complete',
    group: 'interactions',
    label: 'List of 100 rows: tab change, every row in',
    unit: 'ms',
  },
  { id: 'heap.start', group: 'heap', label: 'Heap after the first list (after GC)', unit: 'MB' },
  { id: 'heap.end', group: 'heap', label: 'Heap after 200 route changes (after GC)', unit: 'MB' },
  { id: 'heap.growth', group: 'heap', label: 'Heap growth, start → 200 route changes', unit: '%' },
  {
    id: 'heap.trend',
    group: 'heap',
    label: 'Heap trend (objects, without compiled code) after the first 40 changes, per 100 route changes',
    unit: '%',
    budget: 5,
  },
  { id: 'codegen.time', group: 'codegen', label: 'Codegen: npm run generate:pages (wall)', unit: 'ms' },
  ...firstLoad('demo', 'demo', 'Demo', false),
  {
    id: 'demo.list.lcp.vsprod',
    group: 'demo',
    label: 'Demo: resource list cold, LCP ÷ production’s',
    unit: '×',
    // QA and the e2e suite use the demo build: its mock worker may cost something, not a different app.
    budget: 1.5,
    alsoNeeds: ['load'],
  },
  ...NETWORK_PROFILE_NAMES.flatMap(network),
  ...lighthouse(),
];

export function figureSpec(id: string): FigureSpec {
  const spec = FIGURES.find((figure) => figure.id === id);
  if (!spec) throw new Error(`unknown figure ${id}`);
  return spec;
}
