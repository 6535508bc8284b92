import { verdictOf, type Figure, type PeerKey, type Unit } from './figures';

/** The peer apps' figures (bench/peers.ts), per app, or why there are none. */
export type PeerFigures =
  | { built: true; apps: string[]; values: Record<string, Partial<Record<PeerKey, number | null>>> }
  | { built: false; reason: string };

/** A value with its unit: sizes and percentages with one decimal, times in whole ms. */
export function formatValue(value: number | null | undefined, unit: Unit): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'n/a';
  switch (unit) {
    case 'ms':
      return `${Math.round(value)} ms`;
    case '%':
      return `${value > 0 ? '+' : ''}${value.toFixed(1)} %`;
    default:
      return `${value.toFixed(1)} ${unit}`;
  }
}

const VERDICT_TEXT = { pass: 'pass', fail: 'FAIL', unmeasured: 'FAIL (not measured)', 'no budget': '' } as const;

/** Ours ÷ the peer's ('0.48×'): below 1 is better for every figure that has a peer. */
export function ratio(ours: number | null, peer: number | null | undefined): string {
  if (ours === null || peer === null || peer === undefined || peer <= 0) return '';
  return `${(ours / peer).toFixed(2)}×`;
}

/** A markdown table (columns padded so it reads in a terminal too). */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** The table of every figure with its budget and verdict, and the peers' figures and ratios when built. */
export function formatReport(figures: readonly Figure[], peers: PeerFigures): string {
  const apps = peers.built ? peers.apps : [];
  const header = ['figure', 'value', 'budget', 'result', ...apps.flatMap((app) => [app, `÷ ${app}`])];
  const rows = figures.map((figure) => {
    const peerCells = apps.flatMap((app) => {
      if (!figure.peer || !peers.built) return ['', ''];
      const value = peers.values[app]?.[figure.peer];
      return [formatValue(value, figure.unit), ratio(figure.value, value)];
    });
    const budget = figure.budget === undefined ? '' : `≤ ${formatValue(figure.budget, figure.unit).replace('+', '')}`;
    return [figure.label, formatValue(figure.value, figure.unit), budget, VERDICT_TEXT[verdictOf(figure)], ...peerCells];
  });
  const lines = [markdownTable(header, rows), '', summaryLine(figures)];
  if (!peers.built) lines.push(`Peers: ${peers.reason}`);
  return lines.join('\n');
}

/** 'Budgets: 5 pass, 2 fail (…)'. */
export function summaryLine(figures: readonly Figure[]): string {
  const budgeted = figures.filter((figure) => figure.budget !== undefined);
  const missed = budgeted.filter((figure) => verdictOf(figure) !== 'pass');
  const passed = budgeted.length - missed.length;
  const names = missed.map((figure) => figure.label).join('; ');
  return `Budgets: ${passed} pass, ${missed.length} fail${missed.length > 0 ? ` (${names})` : ''}.`;
}
