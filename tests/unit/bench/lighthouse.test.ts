import { describe, expect, it } from 'vitest';
import { medianRun, readLighthouseReport, type LighthouseRun } from '../../../bench/lighthouse-report';

const report = (performance: number, lcp: number) => ({
  finalDisplayedUrl: 'http://127.0.0.1:4192/dashboard/cidades',
  categories: {
    performance: { score: performance },
    accessibility: { score: 1 },
    'best-practices': { score: 0.96 },
  },
  audits: {
    'first-contentful-paint': { numericValue: 1700.4 },
    'largest-contentful-paint': { numericValue: lcp },
    'total-blocking-time': { numericValue: 30 },
    'cumulative-layout-shift': { numericValue: 0.002 },
    'total-byte-weight': { numericValue: 163_840 },
  },
  runWarnings: [],
});

describe('bench Lighthouse report', () => {
  it('reads the category scores out of 100 and the metrics, bytes in KiB', () => {
    expect(readLighthouseReport(report(0.99, 1900))).toEqual({
      scores: { performance: 99, accessibility: 100, 'best-practices': 96 },
      fcpMs: 1700.4,
      lcpMs: 1900,
      tbtMs: 30,
      cls: 0.002,
      totalKB: 160,
      finalUrl: 'http://127.0.0.1:4192/dashboard/cidades',
      warnings: [],
    });
  });

  it('leaves a score Lighthouse could not give unmeasured', () => {
    const broken = { ...report(0.5, 1), categories: { performance: { score: null } } };
    expect(readLighthouseReport(broken).scores).toEqual({
      performance: null,
      accessibility: null,
      'best-practices': null,
    });
  });

  it('refuses a report of a run that failed', () => {
    expect(() =>
      readLighthouseReport({
        runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
      }),
    ).toThrow(/NO_FCP/);
  });

  it('takes the median of each score and metric over the runs', () => {
    const runs: LighthouseRun[] = [report(0.9, 3000), report(0.99, 1800), report(0.95, 2000)].map(
      readLighthouseReport,
    );
    expect(medianRun(runs)).toMatchObject({ scores: { performance: 95, accessibility: 100 }, lcpMs: 2000 });
  });
});
