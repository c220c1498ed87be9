/**
 * `npm run audit`: Lighthouse (mobile emulation, simulated slow 4G, Debian's Chromium) on the built
 * site served by the local stack, for every prerendered content route in Italian and in English
 * (English both at the spec's address, as chosen, and at the page's /en address).
 * Prints one row per page and language with the goals beside the figures (the median of --runs
 * runs, 5 unless --runs says otherwise), what cost points, and exits 1 when a goal is missed.
 *   npm run audit                                  builds, starts the stack (queued on its lock)
 *   npm run audit -- --url http://127.0.0.1:5000   against a stack already running (`npm start`)
 *   npm run audit -- --runs 3 --path / --path /tour/pojega --lang it
 *   npm run audit -- --path /en/tour/pojega       the English address alone
 *   npm run audit -- --cpu-slowdown 8            a CPU slowdown other than Lighthouse's 4×
 *   npm run audit -- --json runs.json             also writes every run's figures (for spreads)
 * Lighthouse's simulated timings scale with how busy the machine is, so each figure is the median
 * of several runs (Lighthouse's own advice on variability: 5). TBT suffers most: Lighthouse counts a
 * task's wall-clock time, which on a 2-core machine includes the renderer's waits for a core. So
 * the main thread's goal is judged on "TBT CPU", the same sum over its tasks' CPU time read from
 * the trace (scripts/audit/main-thread-time.ts): the page's own work, without the waits;
 * Lighthouse's own TBT is printed beside it ("LH TBT") for reference. The table's header gives
 * Lighthouse's CPU benchmark of the machine: its docs calibrate the default 4× slowdown for a
 * benchmark of 1500–2000 and advise a higher one above that (`--cpu-slowdown`); the line under it
 * says which slowdown stands for a mid-tier and a low-tier phone here (scripts/audit/device-class.ts).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  auditPages,
  DEFAULT_CPU_SLOWDOWN,
  type AuditResult,
  type AuditRun,
} from './audit/run-lighthouse';
import {
  AUDITED_LANGUAGES,
  AUDITED_PATHS,
  auditedPages,
  median,
  medianFigures,
  missedTargets,
  TARGETS,
  type AuditFigures,
  type AuditLanguage,
} from './audit/targets';
import { deviceClassLine } from './audit/device-class';
import { startStack, type RunningStack } from './stack/stack';
import { runUnderStackLock } from './stack/stack-lock';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '5' },
    path: { type: 'string', multiple: true },
    lang: { type: 'string', multiple: true },
    'cpu-slowdown': { type: 'string' },
    json: { type: 'string' },
  },
});
const cpuSlowdown = values['cpu-slowdown'] ? Number(values['cpu-slowdown']) : undefined;
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1)) {
  console.error('--cpu-slowdown takes a multiplier of 1 or more, e.g. --cpu-slowdown 8');
  process.exit(2);
}
const runsPerPage = Math.max(1, Number(values.runs) || 1);
const paths = values.path ?? AUDITED_PATHS;
const languages = (values.lang ?? AUDITED_LANGUAGES).filter((lang): lang is AuditLanguage =>
  (AUDITED_LANGUAGES as readonly string[]).includes(lang),
);

// A stack of its own waits for any other run (e2e, bench, audit) to end.
if (!values.url) runUnderStackLock();

const COLUMNS = [
  { heading: 'page', width: 26 },
  { heading: 'lang', width: 4 },
  ...TARGETS.map((target) => ({ heading: target.heading, width: 9 })),
];
const row = (cells: string[]) =>
  cells.map((cell, i) => (i < 2 ? cell.padEnd(COLUMNS[i]!.width) : cell.padStart(9))).join(' ');

function figureRow(figures: AuditFigures): string {
  return row([
    figures.path,
    figures.language,
    ...TARGETS.map((target) => {
      const value = figures[target.key];
      return `${target.format(value)}${target.met(value) ? ' ' : '✗'}`;
    }),
  ]);
}

/** Where a page's own work goes over: both readings of its tasks, and the longest one. */
function ownWork(pageResults: readonly AuditResult[]): string {
  const cpu = median(pageResults.map((result) => result.blocking.cpuMs));
  const wall = median(pageResults.map((result) => result.blocking.wallMs));
  const longest = Math.max(...pageResults.map((result) => result.blocking.longestTaskCpuMs));
  return (
    `TBT estimated from the trace's tasks after the first paint: ${Math.round(wall)} ms ` +
    `counting their wall-clock time, ${Math.round(cpu)} ms counting only their CPU time ` +
    `(longest task ${longest.toFixed(1)} ms of CPU before the slowdown); the difference is ` +
    `time the page waited for a core`
  );
}

let stack: RunningStack | undefined;
const siteUrl =
  values.url ?? (stack = await startStack({ build: !process.env.SKIP_BUILD })).siteUrl;

try {
  // Runs of one page are spread out (all pages once, then again) so a burst of load on the
  // machine does not land on every run of the same page.
  const plan: AuditRun[] = [];
  for (let run = 0; run < runsPerPage; run += 1) plan.push(...auditedPages(paths, languages));
  console.log(`Lighthouse ${siteUrl}: ${plan.length} runs (${runsPerPage} per page)…`);
  let done = 0;
  const results = await auditPages(
    siteUrl,
    plan,
    () => {
      done += 1;
      if (done % 5 === 0) console.log(`  ${done}/${plan.length}`);
    },
    cpuSlowdown,
  );
  if (values.json)
    writeFileSync(
      values.json,
      JSON.stringify(
        { cpuSlowdown: cpuSlowdown ?? DEFAULT_CPU_SLOWDOWN, runs: results },
        undefined,
        2,
      ),
    );
  const benchmarks = results.map((result) => result.benchmarkIndex).sort((a, b) => a - b);

  const byPage = new Map<string, AuditResult[]>();
  for (const result of results) {
    const key = `${result.figures.language} ${result.figures.path}`;
    byPage.set(key, [...(byPage.get(key) ?? []), result]);
  }

  console.log(
    `\nLighthouse 12, mobile, simulated slow 4G, CPU slowdown ${cpuSlowdown ?? DEFAULT_CPU_SLOWDOWN}× ` +
      `(this machine's benchmark index ${benchmarks[0]}–${benchmarks.at(-1)}) — ` +
      `median of ${runsPerPage} run(s); ✗ = goal missed\n${deviceClassLine(benchmarks)}\n`,
  );
  console.log(row(COLUMNS.map((column) => column.heading)));
  console.log(row(['goal', '', ...TARGETS.map((target) => target.goal)]));
  let missed = 0;
  const notes: string[] = [];
  for (const pageResults of byPage.values()) {
    const figures = medianFigures(pageResults.map((result) => result.figures));
    console.log(figureRow(figures));
    const targets = missedTargets(figures);
    missed += targets.length;
    const failures = [...new Set(pageResults.flatMap((result) => result.failures))];
    if (targets.length > 0)
      notes.push(
        `${figures.path} (${figures.language}) misses ${targets.join(', ')}`,
        ...failures.map((failure) => `  - ${failure}`),
        ...(TARGETS.find((target) => target.key === 'tbtCpu')!.met(figures.tbtCpu)
          ? []
          : [`  - ${ownWork(pageResults)}`]),
      );
  }
  if (notes.length > 0) console.log(`\n${notes.join('\n')}`);
  console.log(missed === 0 ? '\nAll goals met.' : `\n${missed} goal(s) missed.`);
  process.exitCode = missed === 0 ? 0 : 1;
} finally {
  await stack?.stop();
}
