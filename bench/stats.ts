/** The median of the measured values (nulls and NaN left out); null when there is none. */
export function median(values: ReadonlyArray<number | null | undefined>): number | null {
  const sorted = values
    .filter((value): value is number => typeof value === 'number' && !Number.isNaN(value))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Change from `from` to `to` in percent of `from`. */
export function percentChange(from: number, to: number): number {
  return ((to - from) / from) * 100;
}

export const KIB = 1024;
export const MIB = 1024 * 1024;

/** Rounds to `digits` decimals. */
export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** The slope of the least-squares line through the points (y per unit of x). */
export function slope(xs: readonly number[], ys: readonly number[]): number {
  if (xs.length !== ys.length || xs.length < 2)
    throw new Error('slope needs two or more points, as many x as y');
  const meanX = xs.reduce((sum, x) => sum + x, 0) / xs.length;
  const meanY = ys.reduce((sum, y) => sum + y, 0) / ys.length;
  let covariance = 0;
  let variance = 0;
  xs.forEach((x, index) => {
    covariance += (x - meanX) * (ys[index] - meanY);
    variance += (x - meanX) ** 2;
  });
  return covariance / variance;
}

/**
 * The heap's growth trend: the least-squares slope through the samples after the first change-sample
 * (the first visits fill caches and compile code), in percent of that sample per 100 route changes.
 */
export function heapTrend(after: readonly number[], usedMB: readonly number[]): number {
  const steady = after.map((count, index) => [count, usedMB[index]] as const).filter(([count]) => count > 0);
  if (steady.length < 2) throw new Error('heapTrend needs two or more samples after the start');
  const perChange = slope(
    steady.map(([count]) => count),
    steady.map(([, used]) => used),
  );
  return ((perChange * 100) / steady[0][1]) * 100;
}
