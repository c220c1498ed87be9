import { describe, expect, it } from 'vitest';
import { auditedPages, medianFigures, missedTargets, type AuditFigures } from './targets';

const perfect: AuditFigures = {
  path: '/',
  language: 'it',
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 900,
  lcp: 1100,
  cls: 0,
  tbt: 40,
  tbtCpu: 30,
};

describe('missedTargets', () => {
  it('names every goal a page misses, with its figure and the goal', () => {
    expect(missedTargets(perfect)).toEqual([]);
    expect(missedTargets({ ...perfect, lcp: 1201, cls: 0.001, seo: 92 })).toEqual([
      'seo 92 (goal 100)',
      'LCP ms 1201 (goal ≤ 1200)',
      'CLS 0.001 (goal 0)',
    ]);
  });

  it("judges the main thread by the page's CPU time, Lighthouse's TBT only shown", () => {
    expect(missedTargets({ ...perfect, tbt: 900, tbtCpu: 50 })).toEqual([]);
    expect(missedTargets({ ...perfect, tbt: 0, tbtCpu: 51 })).toEqual(['TBT CPU 51 (goal ≤ 50)']);
  });
});

describe('medianFigures', () => {
  it('takes the median of each figure separately', () => {
    const runs = [
      { ...perfect, lcp: 1500, tbt: 10 },
      { ...perfect, lcp: 1000, tbt: 90 },
      { ...perfect, lcp: 1100, tbt: 30 },
    ];
    expect(medianFigures(runs)).toMatchObject({ lcp: 1100, tbt: 30, performance: 100 });
  });
});

describe('auditedPages', () => {
  it('audits English at the chosen spec address and at the /en address', () => {
    expect(auditedPages(['/', '/tour'], ['it', 'en'])).toEqual([
      { path: '/', language: 'it' },
      { path: '/tour', language: 'it' },
      { path: '/', language: 'en' },
      { path: '/en', language: 'en' },
      { path: '/tour', language: 'en' },
      { path: '/en/tour', language: 'en' },
    ]);
  });

  it('audits an /en address in English only', () => {
    expect(auditedPages(['/en/tour'], ['it', 'en'])).toEqual([
      { path: '/en/tour', language: 'en' },
    ]);
  });
});
