import { describe, expect, it } from 'vitest';
import { percentile, summarize } from './latency';

describe('latency summary', () => {
  it('takes nearest-rank percentiles of the sorted durations', () => {
    const durations = Array.from({ length: 40 }, (_, i) => 40 - i); // 40 … 1, unsorted
    expect(summarize(durations)).toEqual({ calls: 40, p50: 20, p95: 38, max: 40 });
  });

  it('has no figures for no calls', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});
