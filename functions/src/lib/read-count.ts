import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * `npm run bench -- --season` asks how many documents each staff view and job reads: the emulator
 * counts none. With BENCH_COUNT_READS set to a file path, every Firestore read of an invocation
 * is counted and the total appended to that file as one JSON line per invocation
 * (`{"fn":"staffSeason","reads":42}`). Unset (production, tests, `npm start`), nothing is patched
 * and `countingReads` only calls the handler.
 *
 * Counted as Firestore bills them: each document a query answers (at least 1 per query), each
 * document asked for by id (found or not), 1 per aggregation (billed 1 per 1,000 index entries:
 * an aggregation over a whole season costs 20, so the figure is a floor there).
 */
const scope = new AsyncLocalStorage<{ reads: number }>();

type Patched = { prototype: { _get: (...args: unknown[]) => Promise<{ result: unknown }> } };

let patched = false;

/**
 * Wraps the SDK's one internal read method of each kind (queries, aggregations, documents by id),
 * once per process. A read outside a counted invocation is left as it was.
 */
function patchReads(): void {
  if (patched) return;
  patched = true;
  // The SDK firebase-admin itself loads: its reads are the ones the functions make. Its main
  // module first: the internal ones import each other in a cycle that only it resolves.
  const sdk = createRequire(createRequire(import.meta.url).resolve('firebase-admin/firestore'));
  sdk('@google-cloud/firestore');
  const root = '@google-cloud/firestore/build/src';
  const kinds: [Patched, (result: unknown) => number][] = [
    [
      sdk(`${root}/reference/query`).Query,
      (result) => Math.max(1, (result as { size: number }).size),
    ],
    [sdk(`${root}/reference/aggregate-query`).AggregateQuery, () => 1],
    [sdk(`${root}/document-reader`).DocumentReader, (result) => (result as unknown[]).length],
  ];
  for (const [kind, count] of kinds) {
    const read = kind.prototype._get;
    kind.prototype._get = async function (this: unknown, ...args: unknown[]) {
      const answer = await read.apply(this, args);
      const counter = scope.getStore();
      if (counter) counter.reads += count(answer.result);
      return answer;
    };
  }
}

type Invocation = <T>(name: string, run: () => Promise<T>) => Promise<T>;

/** Counts the reads of each invocation and appends its line to `logFile`. */
export function countReadsInto(logFile: string): Invocation {
  patchReads();
  return async (name, run) => {
    const counter = { reads: 0 };
    try {
      return await scope.run(counter, run);
    } finally {
      appendFileSync(logFile, `${JSON.stringify({ fn: name, reads: counter.reads })}\n`);
    }
  };
}

const logFile = process.env.BENCH_COUNT_READS;

/** Runs one invocation of `name`, its reads counted when BENCH_COUNT_READS names a file. */
export const countingReads: Invocation = logFile ? countReadsInto(logFile) : (_name, run) => run();
