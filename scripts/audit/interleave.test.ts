import { describe, expect, it } from 'vitest';
import { interleavedPlan } from './interleave';

const PAGES = [
  { path: '/', language: 'it' },
  { path: '/eventi', language: 'en' },
] as const;

const written = (plan: ReturnType<typeof interleavedPlan>) =>
  plan.map((run) => `${run.path} ${run.language} ${run.build}`);

describe('interleavedPlan', () => {
  it('runs each page on both builds back to back, all pages per round, the first build alternating', () => {
    expect(written(interleavedPlan(PAGES, 3))).toEqual([
      '/ it base',
      '/ it current',
      '/eventi en base',
      '/eventi en current',
      '/ it current',
      '/ it base',
      '/eventi en current',
      '/eventi en base',
      '/ it base',
      '/ it current',
      '/eventi en base',
      '/eventi en current',
    ]);
  });

  it('gives each build the same number of runs of each page', () => {
    const plan = interleavedPlan(PAGES, 5);
    for (const page of PAGES)
      for (const build of ['base', 'current'])
        expect(plan.filter((run) => run.path === page.path && run.build === build)).toHaveLength(5);
  });
});
