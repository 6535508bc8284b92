import { describe, expect, it } from 'vitest';
import { failures, FIGURES, figureSpec, verdictOf, type Figure } from '../../../bench/figures';
import { formatReport, formatValue, markdownTable, ratio, summaryLine, type PeerFigures } from '../../../bench/report';

const figure = (id: string, value: number | null): Figure => ({ ...figureSpec(id), value });

describe('bench budgets (issue 8)', () => {
  it('holds the budgets of the issue', () => {
    const budgets = Object.fromEntries(FIGURES.filter((spec) => spec.budget !== undefined).map((spec) => [spec.id, spec.budget]));
    expect(budgets).toEqual({
      'prod.signin.js': 150,
      'prod.list.js': 160,
      'prod.list.lcp': 750,
      'prod.signin.tenth': 150,
      'interaction.page': 100,
      'interaction.sort': 100,
      'interaction.tab': 100,
      'heap.trend': 5,
    });
  });

  it('passes a figure at or under its budget and fails one over it', () => {
    expect(verdictOf(figure('prod.list.lcp', 750))).toBe('pass');
    expect(verdictOf(figure('prod.list.lcp', 750.4))).toBe('fail');
    expect(verdictOf(figure('heap.trend', -3))).toBe('pass');
  });

  it('counts a budgeted figure that could not be measured as a failure, and never judges one without a budget', () => {
    expect(verdictOf(figure('interaction.sort', null))).toBe('unmeasured');
    expect(verdictOf(figure('prod.form.js', 999))).toBe('no budget');
    const all = [figure('interaction.sort', null), figure('prod.form.js', 999), figure('prod.signin.js', 151), figure('prod.list.js', 100)];
    expect(failures(all).map((item) => item.id)).toEqual(['interaction.sort', 'prod.signin.js']);
  });

  it('sets no budget on the demo figures', () => {
    expect(FIGURES.filter((spec) => spec.group === 'demo' && spec.budget !== undefined)).toEqual([]);
  });
});

describe('bench report', () => {
  it('formats sizes, times and changes with their units', () => {
    expect(formatValue(149.96, 'KB')).toBe('150.0 KB');
    expect(formatValue(749.6, 'ms')).toBe('750 ms');
    expect(formatValue(2.345, '%')).toBe('+2.3 %');
    expect(formatValue(-1, '%')).toBe('-1.0 %');
    expect(formatValue(null, 'ms')).toBe('n/a');
  });

  it('gives ours over the peer as a ratio, and nothing without a peer figure', () => {
    expect(ratio(79, 158)).toBe('0.50×');
    expect(ratio(79, null)).toBe('');
    expect(ratio(null, 158)).toBe('');
  });

  it('pads a markdown table to its widest cells', () => {
    expect(markdownTable(['a', 'bb'], [['ccc', 'd']])).toBe('| a   | bb |\n|-----|----|\n| ccc | d  |');
  });

  it('prints every figure with its budget and verdict, and says why there are no peers', () => {
    const text = formatReport([figure('prod.signin.js', 120.04), figure('prod.list.lcp', 900), figure('prod.form.css', 20)], {
      built: false,
      reason: 'not built: run setup.sh',
    });
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^\| figure +\| value +\| budget +\| result +\|$/);
    expect(lines.find((line) => line.includes('sign-in, first-paint JS'))).toMatch(/\| 120\.0 KB \| ≤ 150\.0 KB \| pass +\|$/);
    expect(lines.find((line) => line.includes('resource list cold, LCP'))).toMatch(/\| 900 ms +\| ≤ 750 ms +\| FAIL +\|$/);
    expect(lines.find((line) => line.includes('cidades/novo), first-paint CSS'))).toMatch(/\| 20\.0 KB +\| +\| +\|$/);
    expect(text).toContain('Budgets: 1 pass, 1 fail (Production: resource list cold, LCP).');
    expect(text).toContain('Peers: not built: run setup.sh');
  });

  it('adds each built peer with its figure and the ratio where the figure has a counterpart', () => {
    const peers: PeerFigures = {
      built: true,
      apps: ['react-admin', 'refine'],
      values: { 'react-admin': { 'median.coldLcpMs': 1584 }, refine: { 'median.coldLcpMs': 772 } },
    };
    const text = formatReport([figure('prod.list.lcp', 386), figure('codegen.time', 1500)], peers);
    const [header, , lcp, codegen] = text.split('\n');
    expect(header.split('|').map((cell) => cell.trim())).toEqual(['', 'figure', 'value', 'budget', 'result', 'react-admin', '÷ react-admin', 'refine', '÷ refine', '']);
    expect(lcp.split('|').map((cell) => cell.trim()).slice(5, 9)).toEqual(['1584 ms', '0.24×', '772 ms', '0.50×']);
    expect(codegen.split('|').map((cell) => cell.trim()).slice(5, 9)).toEqual(['', '', '', '']);
    expect(text).not.toContain('Peers:');
  });

  it('sums up a run within every budget', () => {
    expect(summaryLine([figure('prod.signin.js', 100), figure('prod.form.js', 400)])).toBe('Budgets: 1 pass, 0 fail.');
  });
});
