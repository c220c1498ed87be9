import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack, type RunningStack } from '../../stack/stack';
import { runSeasonBench } from './main';

/** Seeding 27,000 documents, 100 timed calls, the import and the nightly jobs on 2 cores. */
const SEASON_TIME_LIMIT_MS = 45 * 60_000;

/**
 * The season bench on its own stack (built and started here, under the caller's stack lock) or on
 * `url`'s, already running: there the season stays stored afterwards. Answers the exit status.
 */
export async function runSeason(url: string | undefined): Promise<number> {
  let stack: RunningStack | undefined;
  const guard = setTimeout(() => {
    console.error(`bench: still running after ${SEASON_TIME_LIMIT_MS / 60_000} minutes; stopping.`);
    void (stack?.stop() ?? Promise.resolve()).finally(() => process.exit(1));
  }, SEASON_TIME_LIMIT_MS);
  guard.unref();
  let problems: string[];
  // The stack started here counts its functions' reads into this file (its processes inherit
  // the variable); a stack of `npm start` counts them only if it was started with it.
  if (!url && !process.env.BENCH_COUNT_READS) {
    process.env.BENCH_COUNT_READS = join(
      mkdtempSync(join(tmpdir(), 'bench-reads-')),
      'reads.jsonl',
    );
  }
  try {
    const siteUrl =
      url ??
      (stack = await startStack({
        build: !process.env.SKIP_BUILD,
        echo: Boolean(process.env.STACK_ECHO),
        seasonTotalsTrigger: false,
      })).siteUrl;
    problems = await runSeasonBench(siteUrl, { ownStack: !url });
  } catch (error) {
    problems = [error instanceof Error ? (error.stack ?? error.message) : String(error)];
  } finally {
    await stack?.stop();
    clearTimeout(guard);
  }
  if (problems.length > 0) {
    console.error(`bench --season: FAILED\n  ${problems.join('\n  ')}`);
    return 1;
  }
  console.log('bench --season: every goal met.');
  return 0;
}
