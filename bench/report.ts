import type { LighthouseResults } from './measure-lighthouse';
import {
  peerRatio,
  peerVerdictOf,
  REFERENCE_PEER,
  verdictOf,
  type Figure,
  type PeerKey,
  type Unit,
} from './figures';

/**
 * The peer apps' figures, per app, or why there are none: their measure.mjs's (bench/peers.ts) and the
 * network group's, which measures them with the bench's own harness.
 */
export type PeerFigures =
  | { built: true; apps: string[]; values: Record<string, Partial<Record<PeerKey, number | null>>> }
  | { built: false; reason: string };

/** Adds peer values measured elsewhere (the network group) to those of measure.mjs, app by app. */
export function mergePeerValues(
  peers: PeerFigures,
  more: Record<string, Partial<Record<PeerKey, number | null>>>,
): PeerFigures {
  const extraApps = Object.keys(more);
  if (extraApps.length === 0) return peers;
  const apps = peers.built
    ? [...peers.apps, ...extraApps.filter((app) => !peers.apps.includes(app))]
    : extraApps;
  const values = Object.fromEntries(
    apps.map((app) => [app, { ...(peers.built ? peers.values[app] : {}), ...more[app] }]),
  );
  return { built: true, apps, values };
}

/** Each figure with the peers' values of it and our ratio to each. */
export function withPeers(figures: readonly Figure[], peers: PeerFigures): Figure[] {
  if (!peers.built) return figures.map((figure) => ({ ...figure }));
  return figures.map((figure) => {
    if (!figure.peer) return { ...figure };
    const key = figure.peer;
    const compared = peers.apps.map((app) => {
      const value = peers.values[app]?.[key] ?? null;
      return [app, { value, ratio: peerRatio(figure.value, value) }] as const;
    });
    return { ...figure, peers: Object.fromEntries(compared) };
  });
}

/** A value with its unit: sizes and percentages with one decimal, times in whole ms. */
export function formatValue(value: number | null | undefined, unit: Unit): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'n/a';
  switch (unit) {
    case 'ms':
      return `${Math.round(value)} ms`;
    case '%':
      return `${value > 0 ? '+' : ''}${value.toFixed(1)} %`;
    case 'score':
      return `${Math.round(value)}`;
    case '×':
      return `${value.toFixed(2)}×`;
    default:
      return `${value.toFixed(1)} ${unit}`;
  }
}

const VERDICT_TEXT = {
  pass: 'pass',
  fail: 'FAIL',
  unmeasured: 'FAIL (not measured)',
  'no budget': '',
} as const;

/** The result cell: the budget's verdict, then the reference peer's when the figure misses it. */
function resultText(figure: Figure): string {
  const budget = VERDICT_TEXT[verdictOf(figure)];
  const versusPeer = peerVerdictOf(figure);
  if (versusPeer === null || versusPeer === 'pass') return budget;
  return [budget, `FAIL ÷ ${REFERENCE_PEER}`].filter(Boolean).join(', ');
}

/** Ours ÷ the peer's ('0.48×'): below 1 is better for every figure that has a peer. */
export function ratio(ours: number | null, peer: number | null | undefined): string {
  if (ours === null || peer === null || peer === undefined || peer <= 0) return '';
  return `${(ours / peer).toFixed(2)}×`;
}

/** A markdown table (columns padded so it reads in a terminal too). */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

/** The table of every figure with its budget and verdict, and the peers' figures and ratios when built. */
export function formatReport(measured: readonly Figure[], peers: PeerFigures): string {
  const figures = withPeers(measured, peers);
  const apps = peers.built ? peers.apps : [];
  const header = ['figure', 'value', 'budget', 'result', ...apps.flatMap((app) => [app, `÷ ${app}`])];
  const rows = figures.map((figure) => {
    const peerCells = apps.flatMap((app) => {
      if (!figure.peer || !peers.built) return ['', ''];
      const value = peers.values[app]?.[figure.peer];
      return [formatValue(value, figure.unit), ratio(figure.value, value)];
    });
    const budget =
      figure.budget === undefined
        ? ''
        : `${figure.better === 'higher' ? '≥' : '≤'} ${formatValue(figure.budget, figure.unit).replace('+', '')}`;
    return [figure.label, formatValue(figure.value, figure.unit), budget, resultText(figure), ...peerCells];
  });
  const lines = [markdownTable(header, rows), '', summaryLine(figures)];
  if (!peers.built) lines.push(`Peers: ${peers.reason}`);
  return lines.join('\n');
}

/**
 * 'Budgets: 5 pass, 2 fail (…).', then, when figures have the reference peer's value beside them,
 * 'Ratio ≤ 1.00 to refine: all 6.' or 'Ratio > 1.00 to refine: 2 of 6 (…).' (figures come with their
 * peers, see withPeers).
 */
export function summaryLine(figures: readonly Figure[]): string {
  const budgeted = figures.filter((figure) => figure.budget !== undefined);
  const missed = budgeted.filter((figure) => verdictOf(figure) !== 'pass');
  const passed = budgeted.length - missed.length;
  const names = missed.map((figure) => figure.label).join('; ');
  const line = `Budgets: ${passed} pass, ${missed.length} fail${missed.length > 0 ? ` (${names})` : ''}.`;
  const held = figures.filter((figure) => peerVerdictOf(figure) !== null);
  if (held.length === 0) return line;
  const worse = held.filter((figure) => peerVerdictOf(figure) !== 'pass');
  if (worse.length === 0) return `${line} Ratio ≤ 1.00 to ${REFERENCE_PEER}: all ${held.length}.`;
  return `${line} Ratio > 1.00 to ${REFERENCE_PEER}: ${worse.length} of ${held.length} (${worse.map((figure) => figure.label).join('; ')}).`;
}

/** Lighthouse's scores and metrics by page and profile (the medians of its runs). */
export function formatLighthouse(results: Pick<LighthouseResults, 'version' | 'runs' | 'details'>): string {
  const header = [
    'Lighthouse page, profile',
    'performance',
    'accessibility',
    'best practices',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'transferred',
  ];
  const rows = Object.entries(results.details).map(([combo, run]) => [
    combo.replace('.', ', '),
    formatValue(run.scores.performance, 'score'),
    formatValue(run.scores.accessibility, 'score'),
    formatValue(run.scores['best-practices'], 'score'),
    formatValue(run.fcpMs, 'ms'),
    formatValue(run.lcpMs, 'ms'),
    formatValue(run.tbtMs, 'ms'),
    run.cls === null ? 'n/a' : run.cls.toFixed(3),
    formatValue(run.totalKB, 'KB'),
  ]);
  return [
    markdownTable(header, rows),
    '',
    `Lighthouse ${results.version}, median of ${results.runs} run(s) of each page and profile.`,
  ].join('\n');
}
