/**
 * The arithmetic of `npm run audit:compare`: which timings are compared, their medians per page,
 * the spread of a page's runs, and the ratio of one build's median to another's.
 */
import type { AuditResult } from './run-lighthouse';
import { median } from './targets';

/** The timings a speed change is about: the main thread's (TBT, and its CPU-only reading) and LCP. */
export const COMPARED_METRICS = [
  { name: 'TBT', value: (run: AuditResult) => run.figures.tbt },
  { name: 'TBT (CPU)', value: (run: AuditResult) => run.blocking.cpuMs },
  { name: 'LCP', value: (run: AuditResult) => run.figures.lcp },
] as const;

/** With 5 runs, the 4th value minus the 2nd. */
export function interquartileRange(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const quartile = (q: number) => sorted[Math.round(q * (sorted.length - 1))]!;
  return quartile(0.75) - quartile(0.25);
}

export const pageKey = (run: AuditResult) => `${run.figures.path} ${run.figures.language}`;

/** Runs grouped by page and language, in the order the pages first appear. */
export function byPage(runs: readonly AuditResult[]): Map<string, AuditResult[]> {
  const pages = new Map<string, AuditResult[]>();
  for (const run of runs) pages.set(pageKey(run), [...(pages.get(pageKey(run)) ?? []), run]);
  return pages;
}

export interface Ratio {
  base: number;
  current: number;
  /**
   * current ÷ base of the medians: below 1 the current build is faster. Undefined when the base's
   * median is 0 (no blocking time at all): no ratio says how much 0 grew.
   */
  ratio: number | undefined;
}

export function medianRatio(base: readonly number[], current: readonly number[]): Ratio {
  const baseMedian = median(base);
  const currentMedian = median(current);
  return {
    base: baseMedian,
    current: currentMedian,
    ratio: baseMedian > 0 ? currentMedian / baseMedian : undefined,
  };
}

/** The pages' ratios as one figure: their geometric mean (a page twice as slow and one twice as fast cancel out). */
export function geometricMean(ratios: readonly number[]): number | undefined {
  if (ratios.length === 0) return undefined;
  return Math.exp(ratios.reduce((sum, ratio) => sum + Math.log(ratio), 0) / ratios.length);
}

export const formatRatio = (ratio: number | undefined) =>
  ratio === undefined ? '×—' : `×${ratio.toFixed(2)}`;
