/**
 * `npm run audit:compare -- <with.json> <without.json>`: compares two `npm run audit -- --json`
 * files of the same pages (the site with a speed trick and without it) and prints, per page and
 * language, the median of each timing in both, the trick's saving (without − with) and the
 * run-to-run spread: the interquartile range of the runs with the trick (with 5 runs, the 4th
 * value minus the 2nd). A saving no larger than the spread is marked "within spread".
 */
import { readFileSync } from 'node:fs';
import type { AuditResult } from './audit/run-lighthouse';
import { median } from './audit/targets';

interface AuditFile {
  cpuSlowdown: number;
  runs: AuditResult[];
}

const [withPath, withoutPath] = process.argv.slice(2);
if (!withPath || !withoutPath) {
  console.error('Usage: npm run audit:compare -- <with-the-trick.json> <without-it.json>');
  process.exit(2);
}
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as AuditFile;
const withTrick = read(withPath);
const withoutTrick = read(withoutPath);
if (withTrick.cpuSlowdown !== withoutTrick.cpuSlowdown) {
  console.error('The two files were measured at different CPU slowdowns.');
  process.exit(2);
}

/** The timings the tricks are about: the main thread's (TBT, and its CPU-only reading) and LCP. */
const METRICS = [
  { name: 'TBT', value: (run: AuditResult) => run.figures.tbt },
  { name: 'TBT (CPU)', value: (run: AuditResult) => run.blocking.cpuMs },
  { name: 'LCP', value: (run: AuditResult) => run.figures.lcp },
] as const;

function interquartileRange(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const quartile = (q: number) => sorted[Math.round(q * (sorted.length - 1))]!;
  return quartile(0.75) - quartile(0.25);
}

const pageKey = (run: AuditResult) => `${run.figures.path} ${run.figures.language}`;
function byPage(runs: readonly AuditResult[]): Map<string, AuditResult[]> {
  const pages = new Map<string, AuditResult[]>();
  for (const run of runs) pages.set(pageKey(run), [...(pages.get(pageKey(run)) ?? []), run]);
  return pages;
}

const withPages = byPage(withTrick.runs);
const withoutPages = byPage(withoutTrick.runs);
console.log(
  `CPU slowdown ${withTrick.cpuSlowdown}×; medians in ms, with → without the trick; ` +
    `saving = without − with; spread = interquartile range of the runs with it`,
);
for (const [page, withRuns] of withPages) {
  const withoutRuns = withoutPages.get(page);
  if (!withoutRuns) continue;
  const cells = METRICS.map(({ name, value }) => {
    const withValues = withRuns.map(value);
    const saving = median(withoutRuns.map(value)) - median(withValues);
    const spread = interquartileRange(withValues);
    const verdict = saving > spread ? 'beyond spread' : 'within spread';
    return (
      `${name} ${Math.round(median(withValues))} → ${Math.round(median(withoutRuns.map(value)))} ` +
      `(saving ${Math.round(saving)}, spread ${Math.round(spread)}: ${verdict})`
    );
  });
  console.log(`${page.padEnd(30)} ${cells.join('; ')}`);
}
