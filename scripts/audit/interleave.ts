import type { AuditRun } from './run-lighthouse';

/** The two builds `npm run audit:compare -- --base <rev>` measures in one run. */
export type ComparedBuild = 'base' | 'current';

export interface InterleavedRun extends AuditRun {
  build: ComparedBuild;
}

/**
 * Every page run on both builds back to back, `rounds` times: round 1 visits all pages before
 * round 2 (as `npm run audit` does), so a burst of load on the machine lands on both builds of a
 * page rather than on every run of one build. Which build goes first alternates each round
 * (base, current, then current, base), so neither always runs on a cache or core the other warmed.
 */
export function interleavedPlan(pages: readonly AuditRun[], rounds: number): InterleavedRun[] {
  const plan: InterleavedRun[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const order: ComparedBuild[] = round % 2 === 0 ? ['base', 'current'] : ['current', 'base'];
    for (const page of pages) for (const build of order) plan.push({ ...page, build });
  }
  return plan;
}
