import { describe, expect, it } from 'vitest';
import {
  failures,
  FIGURES,
  figureSpec,
  peerRatio,
  peerVerdictOf,
  verdictOf,
  type Figure,
} from '../../../bench/figures';
import {
  formatLighthouse,
  formatReport,
  formatValue,
  markdownTable,
  mergePeerValues,
  ratio,
  summaryLine,
  withPeers,
  type PeerFigures,
} from '../../../bench/report';

const figure = (id: string, value: number | null): Figure => ({ ...figureSpec(id), value });

describe('bench budgets (issue 8)', () => {
  it('holds the budgets of the issue', () => {
    const budgets = Object.fromEntries(
      FIGURES.filter((spec) => spec.budget !== undefined).map((spec) => [spec.id, spec.budget]),
    );
    expect(budgets).toEqual({
      'prod.signin.js': 150,
      'prod.list.js': 160,
      'prod.list.lcp': 750,
      'prod.signin.tenth': 150,
      'interaction.page': 100,
      'interaction.sort': 100,
      'interaction.tab': 100,
      'heap.trend': 5,
      'demo.list.lcp.vsprod': 1.5,
      'net.slow4g.signin.bytes': 200,
      'net.broadband.signin.bytes': 200,
      'lh.signin.mobile.performance': 95,
      'lh.signin.mobile.accessibility': 100,
      'lh.signin.mobile.best-practices': 100,
      'lh.signin.desktop.performance': 100,
      'lh.signin.desktop.accessibility': 100,
      'lh.signin.desktop.best-practices': 100,
      'lh.list.mobile.performance': 95,
      'lh.list.mobile.accessibility': 100,
      'lh.list.mobile.best-practices': 100,
      'lh.list.desktop.performance': 100,
      'lh.list.desktop.accessibility': 100,
      'lh.list.desktop.best-practices': 100,
    });
  });

  it('holds Lighthouse scores from below: a score passes at or above its budget', () => {
    expect(verdictOf(figure('lh.signin.mobile.performance', 95))).toBe('pass');
    expect(verdictOf(figure('lh.signin.mobile.performance', 94))).toBe('fail');
    expect(verdictOf(figure('lh.list.desktop.accessibility', 100))).toBe('pass');
  });

  it('puts every network figure beside the same figure of the peers', () => {
    const network = FIGURES.filter((spec) => spec.group === 'network');
    expect(network.map((spec) => spec.id)).toEqual([
      'net.slow4g.signin.form',
      'net.slow4g.signin.bytes',
      'net.slow4g.list.lcp',
      'net.slow4g.list.bytes',
      'net.broadband.signin.form',
      'net.broadband.signin.bytes',
      'net.broadband.list.lcp',
      'net.broadband.list.bytes',
    ]);
    expect(network.every((spec) => spec.peer === spec.id)).toBe(true);
  });

  it('passes a figure at or under its budget and fails one over it', () => {
    expect(verdictOf(figure('prod.list.lcp', 750))).toBe('pass');
    expect(verdictOf(figure('prod.list.lcp', 750.4))).toBe('fail');
    expect(verdictOf(figure('heap.trend', -3))).toBe('pass');
  });

  it('counts a budgeted figure that could not be measured as a failure, and never judges one without a budget', () => {
    expect(verdictOf(figure('interaction.sort', null))).toBe('unmeasured');
    expect(verdictOf(figure('prod.form.js', 999))).toBe('no budget');
    const all = [
      figure('interaction.sort', null),
      figure('prod.form.js', 999),
      figure('prod.signin.js', 151),
      figure('prod.list.js', 100),
    ];
    expect(failures(all).map((item) => item.id)).toEqual(['interaction.sort', 'prod.signin.js']);
  });

  it('holds the demo build to production, not to budgets of its own', () => {
    expect(
      FIGURES.filter((spec) => spec.group === 'demo' && spec.budget !== undefined).map((spec) => spec.id),
    ).toEqual(['demo.list.lcp.vsprod']);
    expect(figureSpec('demo.list.lcp.vsprod').alsoNeeds).toEqual(['load']);
    expect(formatValue(1.504, '×')).toBe('1.50×');
    expect(verdictOf(figure('demo.list.lcp.vsprod', 1.5))).toBe('pass');
    expect(verdictOf(figure('demo.list.lcp.vsprod', 2.02))).toBe('fail');
  });
});

describe('bench ratio to the reference peer', () => {
  const peers: PeerFigures = {
    built: true,
    apps: ['react-admin', 'refine'],
    values: {
      'react-admin': { 'median.coldLcpMs': 1400, 'median.loginFormVisibleMs': 980 },
      refine: { 'median.coldLcpMs': 656, 'median.loginFormVisibleMs': 541, 'median.coldTenthRowMs': null },
    },
  };

  it('writes each peer’s value and our ratio to it, to two decimals, beside the figure', () => {
    const [lcp, codegen] = withPeers([figure('prod.list.lcp', 700), figure('codegen.time', 1500)], peers);
    expect(lcp.peers).toEqual({
      'react-admin': { value: 1400, ratio: 0.5 },
      refine: { value: 656, ratio: 1.07 },
    });
    expect(codegen.peers).toBeUndefined();
    expect(peerRatio(656.4, 656)).toBe(1);
    expect(peerRatio(null, 656)).toBeNull();
    expect(peerRatio(100, 0)).toBeNull();
  });

  it('fails a figure worse than Refine’s even within its budget, and not one at ratio 1.00', () => {
    const [worse, equal] = withPeers([figure('prod.signin.form', 600), figure('prod.list.lcp', 658)], peers);
    expect(peerVerdictOf(worse)).toBe('fail');
    expect(verdictOf(equal)).toBe('pass');
    expect(peerVerdictOf(equal)).toBe('pass');
    expect(failures([worse, equal]).map((item) => item.id)).toEqual(['prod.signin.form']);
  });

  it('holds neither a figure Refine has no value for, nor the demo build’s, to Refine', () => {
    const [tenth, demo] = withPeers([figure('prod.list.tenth', 5000), figure('demo.list.lcp', 5000)], peers);
    expect(peerVerdictOf(tenth)).toBeNull();
    expect(peerVerdictOf(demo)).toBeNull();
    expect(failures([tenth, demo])).toEqual([]);
  });

  it('fails a figure we could not measure where Refine has one', () => {
    const [unmeasured] = withPeers([figure('prod.signin.form', null)], peers);
    expect(peerVerdictOf(unmeasured)).toBe('unmeasured');
    expect(failures([unmeasured])).toHaveLength(1);
  });

  it('marks the result and names the figures over Refine in the summary line', () => {
    const text = formatReport([figure('prod.signin.form', 600), figure('prod.list.lcp', 600)], peers);
    const form = text.split('\n').find((line) => line.includes('sign-in cold, form visible'))!;
    expect(form.split('|').map((cell) => cell.trim())[4]).toBe('FAIL ÷ refine');
    expect(text).toContain(
      'Budgets: 1 pass, 0 fail. Ratio > 1.00 to refine: 1 of 2 (Production: sign-in cold, form visible).',
    );
    expect(summaryLine(withPeers([figure('prod.list.lcp', 600)], peers))).toBe(
      'Budgets: 1 pass, 0 fail. Ratio ≤ 1.00 to refine: all 1.',
    );
  });

  it('adds the network group’s peer values to those of measure.mjs, and stands alone without them', () => {
    const merged = mergePeerValues(peers, { refine: { 'net.slow4g.list.lcp': 2100 } });
    expect(merged).toMatchObject({ built: true, apps: ['react-admin', 'refine'] });
    expect(merged.built && merged.values.refine).toMatchObject({
      'median.coldLcpMs': 656,
      'net.slow4g.list.lcp': 2100,
    });
    expect(
      mergePeerValues({ built: false, reason: 'not asked for' }, { refine: { 'net.slow4g.list.lcp': 2100 } }),
    ).toEqual({
      built: true,
      apps: ['refine'],
      values: { refine: { 'net.slow4g.list.lcp': 2100 } },
    });
    expect(mergePeerValues({ built: false, reason: 'x' }, {})).toEqual({ built: false, reason: 'x' });
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
    const text = formatReport(
      [figure('prod.signin.js', 120.04), figure('prod.list.lcp', 900), figure('prod.form.css', 20)],
      {
        built: false,
        reason: 'not built: run setup.sh',
      },
    );
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^\| figure +\| value +\| budget +\| result +\|$/);
    expect(lines.find((line) => line.includes('sign-in, first-paint JS'))).toMatch(
      /\| 120\.0 KB \| ≤ 150\.0 KB \| pass +\|$/,
    );
    expect(lines.find((line) => line.includes('resource list cold, LCP'))).toMatch(
      /\| 900 ms +\| ≤ 750 ms +\| FAIL +\|$/,
    );
    expect(lines.find((line) => line.includes('cidades/novo), first-paint CSS'))).toMatch(
      /\| 20\.0 KB +\| +\| +\|$/,
    );
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
    expect(header.split('|').map((cell) => cell.trim())).toEqual([
      '',
      'figure',
      'value',
      'budget',
      'result',
      'react-admin',
      '÷ react-admin',
      'refine',
      '÷ refine',
      '',
    ]);
    expect(
      lcp
        .split('|')
        .map((cell) => cell.trim())
        .slice(5, 9),
    ).toEqual(['1584 ms', '0.24×', '772 ms', '0.50×']);
    expect(
      codegen
        .split('|')
        .map((cell) => cell.trim())
        .slice(5, 9),
    ).toEqual(['', '', '', '']);
    expect(text).not.toContain('Peers:');
  });

  it('prints a score as a whole number with its budget from below', () => {
    const text = formatReport([figure('lh.signin.mobile.performance', 93.4)], { built: false, reason: 'x' });
    expect(text.split('\n').find((line) => line.includes('Lighthouse sign-in, mobile: performance'))).toMatch(
      /\| 93 +\| ≥ 95 +\| FAIL +\|$/,
    );
  });

  it('prints Lighthouse’s scores and metrics by page and profile', () => {
    const scores = { performance: 99, accessibility: 100, 'best-practices': 100 };
    const text = formatLighthouse({
      version: '13.5.0',
      runs: 1,
      details: {
        'signin.mobile': {
          scores,
          fcpMs: 1700,
          lcpMs: 1900,
          tbtMs: 20,
          cls: 0.0012,
          totalKB: 160.4,
          runs: [],
        },
      },
    });
    expect(
      text
        .split('\n')[2]
        .split('|')
        .map((cell) => cell.trim()),
    ).toEqual([
      '',
      'signin, mobile',
      '99',
      '100',
      '100',
      '1700 ms',
      '1900 ms',
      '20 ms',
      '0.001',
      '160.4 KB',
      '',
    ]);
    expect(text).toContain('Lighthouse 13.5.0, median of 1 run(s)');
  });

  it('sums up a run within every budget', () => {
    expect(summaryLine([figure('prod.signin.js', 100), figure('prod.form.js', 400)])).toBe(
      'Budgets: 1 pass, 0 fail.',
    );
  });
});
