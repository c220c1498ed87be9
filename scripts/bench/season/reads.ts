import { existsSync, readFileSync } from 'node:fs';

/** Issue 49's goal: a staff view's first answer reads fewer documents than this. */
export const VIEW_READS_GOAL = 500;

export interface ReadsOf {
  invocations: number;
  /** The most documents one invocation read. */
  max: number;
}

/**
 * The documents each function's invocations read, from the lines the functions append to the
 * BENCH_COUNT_READS file (functions/src/lib/read-count.ts); null when none were counted (a stack
 * started without the variable).
 */
export function readsByFunction(logFile: string | undefined): Map<string, ReadsOf> | null {
  if (!logFile || !existsSync(logFile)) return null;
  const reads = new Map<string, ReadsOf>();
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line) continue;
    const { fn, reads: count } = JSON.parse(line) as { fn: string; reads: number };
    const seen = reads.get(fn) ?? { invocations: 0, max: 0 };
    reads.set(fn, { invocations: seen.invocations + 1, max: Math.max(seen.max, count) });
  }
  return reads.size > 0 ? reads : null;
}
