/**
 * Runs the stages of `npm test` side by side as far as their dependencies and the machine's cores
 * allow: each stage says how many cores it keeps busy, and stages start while their sum fits.
 * A stage's output is kept and printed in one piece when it ends, so parallel stages never
 * interleave; the first failure stops every stage still running and starts no other.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface Stage {
  title: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** Titles of the stages that must pass first; 'all' waits for every stage listed before it. */
  after?: readonly string[] | 'all';
  /**
   * The cores it keeps busy (default 1); 'all' runs it alone. A stage that mostly waits (on an
   * emulator, say) counts one, so a single-core check can use the core it leaves.
   */
  cores?: number | 'all';
}

interface Finished {
  title: string;
  seconds: number;
  passed: boolean;
  /** The end of its output, where a test runner sums up what failed. */
  tail: string;
}

const FAILURE_TAIL_LINES = 80;

const seconds = (since: number) => (performance.now() - since) / 1000;

/** The stages whose dependencies have all passed and that have not started yet. */
export function readyStages(
  stages: readonly Stage[],
  started: ReadonlySet<string>,
  passed: ReadonlySet<string>,
): Stage[] {
  return stages.filter((stage, index) => {
    if (started.has(stage.title)) return false;
    const needs =
      stage.after === 'all'
        ? stages.slice(0, index).map((earlier) => earlier.title)
        : (stage.after ?? []);
    return needs.every((title) => passed.has(title));
  });
}

/** The cores a stage claims on a machine with `capacity` of them. */
export function coresOf(stage: Stage, capacity: number): number {
  return stage.cores === 'all' ? capacity : Math.min(stage.cores ?? 1, capacity);
}

/**
 * Of the ready stages, in their order, those that fit in the cores the running stages leave: a
 * stage that does not fit waits while smaller ones after it start.
 */
export function stagesToStart(
  ready: readonly Stage[],
  coresInUse: number,
  capacity: number,
): Stage[] {
  let used = coresInUse;
  const chosen: Stage[] = [];
  for (const stage of ready) {
    const needs = coresOf(stage, capacity);
    if (used + needs > capacity) continue;
    used += needs;
    chosen.push(stage);
  }
  return chosen;
}

function runStage(stage: Stage, children: Set<ChildProcess>): Promise<Finished> {
  const startedAt = performance.now();
  console.log(`▶ ${stage.title}`);
  const output: Buffer[] = [];
  const child = spawn(stage.command, stage.args, {
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0', ...stage.env },
    // Its own process group, so a stop reaches the stage's whole tree (emulators, browsers).
    detached: true,
  });
  children.add(child);
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      children.delete(child);
      const text = Buffer.concat(output).toString().trimEnd();
      const finished = {
        title: stage.title,
        seconds: seconds(startedAt),
        passed: code === 0,
        tail: text.split('\n').slice(-FAILURE_TAIL_LINES).join('\n'),
      };
      console.log(`\n=== ${stage.title} (${finished.seconds.toFixed(1)} s)`);
      if (text) console.log(text);
      if (!finished.passed) console.error(`✗ ${stage.title} failed (exit ${code ?? signal}).`);
      resolve(finished);
    });
  });
}

function stopAll(children: Set<ChildProcess>) {
  for (const child of children) {
    if (child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
}

function printTimings(finished: readonly Finished[], since: number, passed: boolean) {
  const lines = finished.map(
    (stage) =>
      `  ${stage.seconds.toFixed(1).padStart(6)} s  ${stage.passed ? ' ' : '✗'} ${stage.title}`,
  );
  const verdict = passed ? 'All checks passed' : 'Stopped at the first failure';
  console.log(`\n${verdict} in ${seconds(since).toFixed(0)} s (wall clock); each stage:`);
  console.log(lines.join('\n'));
}

/** Runs every stage; true when all passed. */
export async function runStages(stages: readonly Stage[], cores: number): Promise<boolean> {
  const capacity = Math.max(1, cores);
  const since = performance.now();
  const started = new Set<string>();
  const passed = new Set<string>();
  const finished: Finished[] = [];
  const children = new Set<ChildProcess>();
  const running = new Map<string, Promise<Finished>>();
  const claimed = new Map<string, number>();
  let failed = false;

  const onSignal = () => {
    stopAll(children);
    process.exit(130);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  while (!failed && passed.size < stages.length) {
    const inUse = [...claimed.values()].reduce((sum, n) => sum + n, 0);
    for (const stage of stagesToStart(readyStages(stages, started, passed), inUse, capacity)) {
      started.add(stage.title);
      claimed.set(stage.title, coresOf(stage, capacity));
      running.set(stage.title, runStage(stage, children));
    }
    if (running.size === 0) break;
    const done = await Promise.race(running.values());
    running.delete(done.title);
    claimed.delete(done.title);
    finished.push(done);
    if (done.passed) passed.add(done.title);
    else failed = true;
  }
  if (failed) {
    stopAll(children);
    finished.push(...(await Promise.all(running.values())));
  }
  const allPassed = !failed && passed.size === stages.length;
  const cause = finished.find((stage) => !stage.passed);
  // The stages stopped because of it print after it: repeat the cause last, where a reader of
  // the log's end (CI keeps the tail) finds it.
  if (cause) console.error(`\n=== Why it stopped: ${cause.title} (its last lines)\n${cause.tail}`);
  printTimings(finished, since, allPassed);
  return allPassed;
}
