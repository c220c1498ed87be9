/** The site's Lighthouse goals (mobile emulation, simulated slow 4G), and the pages they apply to. */
import { CONTENT_PATHS } from '../prerender/routes';
import { LOCALES, type Locale } from '../../src/domain/locale';
import { addressLocale, localeAddress } from '../../src/i18n/locale-address';

/** Every prerendered content route; each is audited in Italian and in English. */
export const AUDITED_PATHS: readonly string[] = CONTENT_PATHS;
export const AUDITED_LANGUAGES = LOCALES;
export type AuditLanguage = Locale;

/**
 * The pages to audit: each path in each language, and in English both ways an English page is
 * reached: at the spec's address by a visitor who chose English, and at its own `/en` address
 * (a link from a search engine). An `/en` address given as such is English only.
 */
export function auditedPages(
  paths: readonly string[],
  languages: readonly AuditLanguage[],
): { path: string; language: AuditLanguage }[] {
  return languages.flatMap((language) =>
    paths.flatMap((path): { path: string; language: AuditLanguage }[] => {
      if (addressLocale(path) === 'en') return language === 'en' ? [{ path, language }] : [];
      return language === 'en'
        ? [
            { path, language },
            { path: localeAddress(path, 'en'), language },
          ]
        : [{ path, language }];
    }),
  );
}

export interface AuditFigures {
  path: string;
  language: AuditLanguage;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  fcp: number;
  /** Milliseconds. */
  lcp: number;
  cls: number;
  /** Lighthouse's Total Blocking Time, milliseconds: wall-clock, so it counts waits for a core. */
  tbt: number;
  /**
   * The same sum over the page's own CPU time (scripts/audit/main-thread-time.ts), milliseconds:
   * what a phone pays, and the figure that decides (docs/performance.md).
   */
  tbtCpu: number;
}

export type FigureKey = Exclude<keyof AuditFigures, 'path' | 'language'>;

export interface Target {
  key: FigureKey;
  /** Column heading. */
  heading: string;
  /** The goal as printed beside the figures. */
  goal: string;
  met: (value: number) => boolean;
  format: (value: number) => string;
}

/** Printed beside the figures for reference, never a goal. */
const reference = (key: FigureKey, heading: string): Target => ({
  key,
  heading,
  goal: '(ref.)',
  met: () => true,
  format: (value) => String(Math.round(value)),
});

const score = (key: FigureKey, heading: string): Target => ({
  key,
  heading,
  goal: '100',
  met: (value) => value === 100,
  format: (value) => String(value),
});
const ms = (key: FigureKey, heading: string, limit: number): Target => ({
  key,
  heading,
  goal: `≤ ${limit}`,
  met: (value) => value <= limit,
  format: (value) => String(Math.round(value)),
});

/** Scores are 0–100; times in milliseconds. */
export const TARGETS: readonly Target[] = [
  score('performance', 'perf'),
  score('accessibility', 'a11y'),
  score('bestPractices', 'b.p.'),
  score('seo', 'seo'),
  ms('fcp', 'FCP ms', 1000),
  ms('lcp', 'LCP ms', 1200),
  {
    key: 'cls',
    heading: 'CLS',
    goal: '0',
    // No shift at all: Lighthouse reports exactly 0 when the page never moved.
    met: (value) => value === 0,
    format: (value) => value.toFixed(3),
  },
  // On two cores Lighthouse's TBT read 0–928 ms for identical builds: its own figure stays beside
  // for reference, and the page's CPU time decides.
  ms('tbtCpu', 'TBT CPU', 50),
  reference('tbt', 'LH TBT'),
];

export function missedTargets(figures: AuditFigures): string[] {
  return TARGETS.filter((target) => !target.met(figures[target.key])).map(
    (target) => `${target.heading} ${target.format(figures[target.key])} (goal ${target.goal})`,
  );
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of each figure over several runs of the same page (each figure on its own). */
export function medianFigures(runs: readonly AuditFigures[]): AuditFigures {
  const [first] = runs;
  if (!first) throw new Error('no runs to summarise');
  const result = { ...first };
  for (const { key } of TARGETS) result[key] = median(runs.map((run) => run[key]));
  return result;
}
