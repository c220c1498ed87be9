/**
 * Which phone a CPU slowdown stands for on the machine that ran the audit. Lighthouse records the
 * machine's BenchmarkIndex with every run; Chrome DevTools' CPU calibration
 * (front_end/panels/mobile_throttling/CalibrationController.ts) scores a mid-tier phone (a Pixel 5)
 * at 1000 on that same benchmark and a low-tier one (a Moto G4 Power, 2022) at 264. DevTools finds
 * the slowdown by bisecting, since the benchmark does not scale exactly with the throttling; the
 * ratio below is the starting estimate of that bisection, good enough to say which device class a
 * slowdown stands for.
 */
export const MID_TIER_BENCHMARK = 1000;
export const LOW_TIER_BENCHMARK = 264;

export interface DeviceSlowdowns {
  midTier: number;
  lowTier: number;
}

/** The slowdowns that make a machine of this benchmark a mid-tier and a low-tier phone. */
export function deviceSlowdowns(benchmarkIndex: number): DeviceSlowdowns {
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    midTier: round(Math.max(1, benchmarkIndex / MID_TIER_BENCHMARK)),
    lowTier: round(Math.max(1, benchmarkIndex / LOW_TIER_BENCHMARK)),
  };
}

/** One line for the audit's header: what the runs' benchmarks make of a mid and a low phone. */
export function deviceClassLine(benchmarks: readonly number[]): string {
  const sorted = [...benchmarks].sort((a, b) => a - b);
  const low = deviceSlowdowns(sorted[0] ?? MID_TIER_BENCHMARK);
  const high = deviceSlowdowns(sorted.at(-1) ?? MID_TIER_BENCHMARK);
  const range = (from: number, to: number) => (from === to ? `${from}×` : `${from}–${to}×`);
  return (
    `On this machine a mid-tier phone (Pixel 5, benchmark ${MID_TIER_BENCHMARK}) is about ` +
    `${range(low.midTier, high.midTier)} and a low-tier one (Moto G4 Power, ` +
    `${LOW_TIER_BENCHMARK}) about ${range(low.lowTier, high.lowTier)} (DevTools' CPU calibration)`
  );
}
