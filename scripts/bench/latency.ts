/** Latency figures of one benchmark: nearest-rank percentiles over every call's duration. */
export interface LatencySummary {
  calls: number;
  p50: number;
  p95: number;
  max: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarize(durations: readonly number[]): LatencySummary {
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    calls: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export const formatSummary = ({ calls, p50, p95, max }: LatencySummary) =>
  `${calls} calls: p50 ${Math.round(p50)} ms, p95 ${Math.round(p95)} ms, max ${Math.round(max)} ms`;
