import type { Group } from './options';

/** KB are KiB (1024 bytes), as the peer apps' measure counts them. */
export type Unit = 'KB' | 'ms' | 'MB' | '%';

/**
 * Where the peers' measure.mjs keeps the same figure in its summary of an app. CSS has no counterpart:
 * react-admin puts its styles in JavaScript (emotion) and Refine's headless app has 0.3 KB.
 */
export type PeerKey =
  | 'loginRouteJsGzKB'
  | 'listRouteJsGzKB'
  | 'median.loginFormVisibleMs'
  | 'median.coldLcpMs'
  | 'median.coldTenthRowMs'
  | 'median.submitToTenthRowMs';

export interface FigureSpec {
  id: string;
  group: Group;
  label: string;
  unit: Unit;
  /** The figure passes when it is at most this (issue 8); no budget = reported only. */
  budget?: number;
  peer?: PeerKey;
}

/** A measured figure: null when it could not be measured. */
export interface Figure extends FigureSpec {
  value: number | null;
  /** The recorded runs behind a median. */
  samples?: number[];
}

export type Verdict = 'pass' | 'fail' | 'unmeasured' | 'no budget';

/** Whether a figure is within its budget. */
export function verdictOf(figure: Pick<Figure, 'value' | 'budget'>): Verdict {
  if (figure.budget === undefined) return 'no budget';
  if (figure.value === null || !Number.isFinite(figure.value)) return 'unmeasured';
  return figure.value <= figure.budget ? 'pass' : 'fail';
}

/** The figures that break the budgets (misses and budgeted figures that could not be measured). */
export function failures(figures: readonly Figure[]): Figure[] {
  return figures.filter((figure) => {
    const verdict = verdictOf(figure);
    return verdict === 'fail' || verdict === 'unmeasured';
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
  });
  return [
    f('signin.js', 'sign-in, first-paint JS (gz)', 'KB', { ...budget(150), peer: 'loginRouteJsGzKB' }),
    f('signin.css', 'sign-in, first-paint CSS (gz)', 'KB'),
    f('tickets.js', 'tickets list, first-paint JS (gz)', 'KB'),
    f('tickets.css', 'tickets list, first-paint CSS (gz)', 'KB'),
    f('list.js', 'resource list (cidades), first-paint JS (gz)', 'KB', { ...budget(160), peer: 'listRouteJsGzKB' }),
    f('list.css', 'resource list (cidades), first-paint CSS (gz)', 'KB'),
    f('form.js', 'resource form (cidades/novo), first-paint JS (gz)', 'KB'),
    f('form.css', 'resource form (cidades/novo), first-paint CSS (gz)', 'KB'),
    f('signin.form', 'sign-in cold, form visible', 'ms', { peer: 'median.loginFormVisibleMs' }),
    f('list.lcp', 'resource list cold, LCP', 'ms', { ...budget(750), peer: 'median.coldLcpMs' }),
    f('list.tenth', 'resource list cold, 10th row visible', 'ms', { peer: 'median.coldTenthRowMs' }),
    f('signin.tenth', 'sign-in submit → 10th row of the tickets list', 'ms', { ...budget(150), peer: 'median.submitToTenthRowMs' }),
  ];
}

/** Every figure the bench reports, in the order of its table, with the budgets of issue 8. */
export const FIGURES: readonly FigureSpec[] = [
  ...firstLoad('load', 'prod', 'Production', true),
  { id: 'interaction.page', group: 'interactions', label: 'List of 100 rows: page change', unit: 'ms', budget: 100 },
  { id: 'interaction.sort', group: 'interactions', label: 'List of 100 rows: sort', unit: 'ms', budget: 100 },
  { id: 'interaction.tab', group: 'interactions', label: 'List of 100 rows: tab change', unit: 'ms', budget: 100 },
  { id: 'heap.start', group: 'heap', label: 'Heap after the first list (after GC)', unit: 'MB' },
  { id: 'heap.end', group: 'heap', label: 'Heap after 200 route changes (after GC)', unit: 'MB' },
  { id: 'heap.growth', group: 'heap', label: 'Heap growth, start → 200 route changes', unit: '%' },
  { id: 'heap.trend', group: 'heap', label: 'Heap trend (objects, without compiled code) after the first 40 changes, per 100 route changes', unit: '%', budget: 5 },
  { id: 'codegen.time', group: 'codegen', label: 'Codegen: npm run generate:pages (wall)', unit: 'ms' },
  ...firstLoad('demo', 'demo', 'Demo', false),
];

export function figureSpec(id: string): FigureSpec {
  const spec = FIGURES.find((figure) => figure.id === id);
  if (!spec) throw new Error(`unknown figure ${id}`);
  return spec;
}
