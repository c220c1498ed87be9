/**
 * `npm run audit:compare`: the same pages measured on two builds, medians side by side.
 *
 *   npm run audit:compare -- --base <git rev> [--runs 5] [--path /eventi …] [--lang it]
 *                            [--cpu-slowdown 8]
 *     Builds <rev>'s web app in a temporary worktree and this tree's as the stack does, then
 *     runs Lighthouse on each page for both builds back to back (base, current; then current,
 *     base; …: scripts/audit/interleave.ts), swapping the folder Hosting serves between runs.
 *     Load on the machine then falls on both builds alike, so a change reads as a ratio
 *     (current ÷ base of the medians; below 1 is faster) instead of against figures from
 *     another hour. The functions are this tree's for both. Starts its own stack (queued on the
 *     stack's lock); SKIP_BUILD=1 serves the `dist` already built as the current build.
 *
 *   npm run audit:compare -- <with.json> <without.json>
 *     Two `npm run audit -- --json` files of the same pages (the site with a speed trick and
 *     without it): per page and language the median of each timing in both, the trick's saving
 *     (without − with) and the run-to-run spread, the interquartile range of the runs with the
 *     trick (with 5 runs, the 4th value minus the 2nd). A saving no larger than the spread is
 *     marked "within spread".
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildBase, restoreCurrent, serve } from './audit/base-build';
import {
  byPage,
  COMPARED_METRICS,
  formatRatio,
  geometricMean,
  interquartileRange,
  medianRatio,
} from './audit/compare-figures';
import { interleavedPlan, type ComparedBuild } from './audit/interleave';
import { auditPages, DEFAULT_CPU_SLOWDOWN, type AuditResult } from './audit/run-lighthouse';
import {
  AUDITED_LANGUAGES,
  AUDITED_PATHS,
  auditedPages,
  median,
  type AuditLanguage,
} from './audit/targets';
import { startStack, type RunningStack } from './stack/stack';
import { runUnderStackLock } from './stack/stack-lock';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string' },
    runs: { type: 'string', default: '5' },
    path: { type: 'string', multiple: true },
    lang: { type: 'string', multiple: true },
    'cpu-slowdown': { type: 'string' },
  },
});

const USAGE =
  'Usage: npm run audit:compare -- --base <git rev> [--runs 5] [--path /…] [--lang it|en] [--cpu-slowdown 8]\n' +
  '       npm run audit:compare -- <with-the-trick.json> <without-it.json>';

if (values.base) await compareWithBase(values.base);
else compareFiles(positionals);

function compareFiles([withPath, withoutPath]: string[]) {
  if (!withPath || !withoutPath) {
    console.error(USAGE);
    process.exit(2);
  }
  interface AuditFile {
    cpuSlowdown: number;
    runs: AuditResult[];
  }
  const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as AuditFile;
  const withTrick = read(withPath);
  const withoutTrick = read(withoutPath);
  if (withTrick.cpuSlowdown !== withoutTrick.cpuSlowdown) {
    console.error('The two files were measured at different CPU slowdowns.');
    process.exit(2);
  }
  const withoutPages = byPage(withoutTrick.runs);
  console.log(
    `CPU slowdown ${withTrick.cpuSlowdown}×; medians in ms, with → without the trick; ` +
      `saving = without − with; spread = interquartile range of the runs with it`,
  );
  for (const [page, withRuns] of byPage(withTrick.runs)) {
    const withoutRuns = withoutPages.get(page);
    if (!withoutRuns) continue;
    const cells = COMPARED_METRICS.map(({ name, value }) => {
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
}

async function compareWithBase(revision: string) {
  const cpuSlowdown = values['cpu-slowdown'] ? Number(values['cpu-slowdown']) : undefined;
  if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1)) {
    console.error('--cpu-slowdown takes a multiplier of 1 or more, e.g. --cpu-slowdown 8');
    process.exit(2);
  }
  const rounds = Math.max(1, Number(values.runs) || 1);
  const languages = (values.lang ?? AUDITED_LANGUAGES).filter((lang): lang is AuditLanguage =>
    (AUDITED_LANGUAGES as readonly string[]).includes(lang),
  );
  const plan = interleavedPlan(auditedPages(values.path ?? AUDITED_PATHS, languages), rounds);

  // A stack of its own waits for any other run (e2e, bench, audit) to end.
  runUnderStackLock();
  const commit = buildBase(revision);
  let stack: RunningStack | undefined;
  try {
    stack = await startStack({ build: !process.env.SKIP_BUILD });
    console.log(
      `Lighthouse ${stack.siteUrl}: base ${revision} (${commit.slice(0, 10)}) against this tree, ` +
        `${plan.length} runs (${rounds} per page and build), interleaved…`,
    );
    let done = 0;
    const results = await auditPages(
      stack.siteUrl,
      plan,
      () => {
        done += 1;
        if (done % 10 === 0) console.log(`  ${done}/${plan.length}`);
      },
      cpuSlowdown,
      (run) => serve(run.build),
    );
    // auditPages answers in the plan's order.
    const of = (build: ComparedBuild) => results.filter((_, i) => plan[i]!.build === build);
    printRatios(of('base'), of('current'), cpuSlowdown ?? DEFAULT_CPU_SLOWDOWN);
  } finally {
    restoreCurrent();
    await stack?.stop();
  }
}

function printRatios(base: AuditResult[], current: AuditResult[], cpuSlowdown: number) {
  console.log(
    `\nCPU slowdown ${cpuSlowdown}×; medians in ms, base → current (ratio current ÷ base: ` +
      `below ×1 is faster; ×— when the base's median is 0); spread = interquartile range of each build's runs`,
  );
  const currentPages = byPage(current);
  const ratios = new Map<string, number[]>(COMPARED_METRICS.map(({ name }) => [name, []]));
  for (const [page, baseRuns] of byPage(base)) {
    const currentRuns = currentPages.get(page) ?? [];
    const cells = COMPARED_METRICS.map(({ name, value }) => {
      const baseValues = baseRuns.map(value);
      const currentValues = currentRuns.map(value);
      const figures = medianRatio(baseValues, currentValues);
      if (figures.ratio !== undefined) ratios.get(name)!.push(figures.ratio);
      return (
        `${name} ${Math.round(figures.base)} → ${Math.round(figures.current)} ${formatRatio(figures.ratio)} ` +
        `(spread ${Math.round(interquartileRange(baseValues))}/${Math.round(interquartileRange(currentValues))})`
      );
    });
    console.log(`${page.padEnd(30)} ${cells.join('; ')}`);
  }
  const summary = COMPARED_METRICS.map(
    ({ name }) => `${name} ${formatRatio(geometricMean(ratios.get(name)!))}`,
  );
  console.log(`\nAll pages (geometric mean of the ratios): ${summary.join('; ')}`);
}
