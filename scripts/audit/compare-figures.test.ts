import { describe, expect, it } from 'vitest';
import {
  byPage,
  formatRatio,
  geometricMean,
  interquartileRange,
  medianRatio,
} from './compare-figures';
import type { AuditResult } from './run-lighthouse';

describe('medianRatio', () => {
  it('divides the current build’s median by the base’s', () => {
    expect(medianRatio([40, 10, 30, 20, 50], [18, 12, 24, 6, 30])).toEqual({
      base: 30,
      current: 18,
      ratio: 0.6,
    });
  });

  it('takes the middle pair’s mean for an even number of runs', () => {
    expect(medianRatio([10, 30], [40, 20, 60, 80])).toEqual({ base: 20, current: 50, ratio: 2.5 });
  });

  it('gives no ratio when the base has no blocking time at all', () => {
    expect(medianRatio([0, 0, 5], [12, 0, 30]).ratio).toBeUndefined();
    expect(formatRatio(undefined)).toBe('×—');
    expect(formatRatio(0.6)).toBe('×0.60');
  });
});

describe('geometricMean', () => {
  it('lets a page twice as slow and one twice as fast cancel out', () => {
    expect(geometricMean([2, 0.5])).toBeCloseTo(1, 10);
    expect(geometricMean([2, 8])).toBeCloseTo(4, 10);
    expect(geometricMean([])).toBeUndefined();
  });
});

describe('interquartileRange', () => {
  it('is the 4th value minus the 2nd of five runs', () => {
    expect(interquartileRange([50, 10, 40, 20, 30])).toBe(20);
  });
});

describe('byPage', () => {
  it('groups runs by page and language', () => {
    const run = (path: string, language: 'it' | 'en', tbt: number) =>
      ({ figures: { path, language, tbt } }) as AuditResult;
    const pages = byPage([run('/', 'it', 1), run('/', 'en', 2), run('/', 'it', 3)]);
    expect([...pages.keys()]).toEqual(['/ it', '/ en']);
    expect(pages.get('/ it')!.map((r) => r.figures.tbt)).toEqual([1, 3]);
  });
});
