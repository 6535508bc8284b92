import { describe, expect, it } from 'vitest';
import { heapTrend, median, percentChange, slope } from '../../../bench/stats';

describe('bench statistics', () => {
  it('takes the middle value of an odd count and the mean of the two middle values of an even count', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
  });

  it('leaves unmeasured values out of the median, and has none without values', () => {
    expect(median([null, 5, Number.NaN, undefined, 7, 9])).toBe(7);
    expect(median([null, Number.NaN])).toBeNull();
    expect(median([])).toBeNull();
  });

  it('gives the change in percent of the starting value', () => {
    expect(percentChange(8, 10)).toBe(25);
    expect(percentChange(10, 9)).toBe(-10);
  });

  it('fits the least-squares slope', () => {
    expect(slope([0, 1, 2, 3], [1, 3, 5, 7])).toBeCloseTo(2);
    expect(slope([1, 2, 3], [4, 4, 4])).toBe(0);
    expect(() => slope([1], [1])).toThrow();
  });

  it('sees no heap trend when the heap stays level after the first visits filled the caches', () => {
    // The start (0 changes) is far below: the first visits load and compile the pages.
    expect(heapTrend([0, 40, 80, 120, 160, 200], [5, 8, 8.1, 7.9, 7.9, 8.1])).toBeCloseTo(0, 1);
  });

  it('reports a steady leak as percent of the first sample per 100 route changes', () => {
    // 0.08 MB per 40 changes on 8 MB: 0.2 MB per 100 changes, 2.5 %.
    expect(heapTrend([0, 40, 80, 120, 160, 200], [5, 8, 8.08, 8.16, 8.24, 8.32])).toBeCloseTo(2.5, 5);
  });
});
