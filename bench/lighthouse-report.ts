import { LIGHTHOUSE_CATEGORIES, type LighthouseCategory } from './figures';
import { KIB, median } from './stats';

/** What the bench keeps of one Lighthouse report. */
export interface LighthouseRun {
  /** Category scores, 0–100 (null when Lighthouse could not score one). */
  scores: Record<LighthouseCategory, number | null>;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** total-byte-weight: every response of the page load as transferred. */
  totalKB: number | null;
  /** Where the page ended (a signed-in page that lands on the sign-in form lost its session). */
  finalUrl: string | null;
  warnings: string[];
}

interface Report {
  categories?: Record<string, { score?: number | null } | undefined>;
  audits?: Record<string, { numericValue?: number } | undefined>;
  finalDisplayedUrl?: string;
  runWarnings?: string[];
  runtimeError?: { code?: string; message?: string };
}

/** The scores and metrics of a Lighthouse JSON report (`--output=json`). */
export function readLighthouseReport(json: unknown): LighthouseRun {
  const report = (json ?? {}) as Report;
  if (report.runtimeError?.code && report.runtimeError.code !== 'NO_ERROR') {
    throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message ?? ''}`.trim());
  }
  const score = (category: string) => {
    const value = report.categories?.[category]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const numeric = (audit: string) => {
    const value = report.audits?.[audit]?.numericValue;
    return typeof value === 'number' ? value : null;
  };
  const bytes = numeric('total-byte-weight');
  return {
    scores: Object.fromEntries(
      (Object.keys(LIGHTHOUSE_CATEGORIES) as LighthouseCategory[]).map((category) => [
        category,
        score(category),
      ]),
    ) as LighthouseRun['scores'],
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    totalKB: bytes === null ? null : bytes / KIB,
    finalUrl: report.finalDisplayedUrl ?? null,
    warnings: report.runWarnings ?? [],
  };
}

/** Several runs of one page and profile: the median of each score and metric on its own. */
export function medianRun(runs: readonly LighthouseRun[]): Omit<LighthouseRun, 'finalUrl' | 'warnings'> {
  const of = (pick: (run: LighthouseRun) => number | null) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(
      (Object.keys(LIGHTHOUSE_CATEGORIES) as LighthouseCategory[]).map((category) => [
        category,
        of((run) => run.scores[category]),
      ]),
    ) as LighthouseRun['scores'],
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    totalKB: of((run) => run.totalKB),
  };
}
