/**
 * What the page's own work contributes to Total Blocking Time, read from Lighthouse's trace.
 *
 * Lighthouse's simulated TBT multiplies each main-thread task's observed wall-clock time by the
 * CPU slowdown and counts what goes past 50 ms after the first contentful paint. Wall-clock time
 * includes the moments the renderer waited for a core: on a 2-core machine that also runs
 * Lighthouse, Chromium's browser and GPU processes and the local stack, a task of 2 ms of CPU can
 * take 40 ms. The same sum over the tasks' CPU time (the trace's `tdur`) leaves that waiting out:
 * it is the blocking time the page's code would cause on a device that runs nothing else.
 */

/** The fields of a Chrome trace event used here. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts: number;
  /** Wall-clock duration, microseconds. */
  dur?: number;
  /** CPU time of the thread, microseconds. */
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

export interface BlockingTime {
  /** Milliseconds over 50 of the tasks' wall-clock time × slowdown (what Lighthouse simulates). */
  wallMs: number;
  /** The same over their CPU time: the page's own work. */
  cpuMs: number;
  /** The longest task's CPU time, before the slowdown. */
  longestTaskCpuMs: number;
}

const LONG_TASK_MS = 50;

/** The main thread of the renderer that loaded the audited page. */
function pageMainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | undefined {
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame === true &&
      event.args.data.documentLoaderURL?.startsWith('http') === true,
  );
  return navigation && { pid: navigation.pid, tid: navigation.tid };
}

const NO_FIGURE: BlockingTime = {
  wallMs: Number.NaN,
  cpuMs: Number.NaN,
  longestTaskCpuMs: Number.NaN,
};

export function blockingTime(events: readonly TraceEvent[], slowdown: number): BlockingTime {
  const thread = pageMainThread(events);
  if (!thread) return NO_FIGURE;
  const onThread = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid);
  const firstPaint = onThread.find((event) => event.name === 'firstContentfulPaint');
  if (!firstPaint) return NO_FIGURE;

  const tasks = onThread.filter(
    (event) => event.ph === 'X' && event.name === 'RunTask' && event.ts >= firstPaint.ts,
  );
  // A task run inside another (a nested message loop) is already part of its parent's time.
  const topLevel = tasks.filter(
    (task) =>
      !tasks.some(
        (outer) =>
          outer !== task &&
          outer.ts <= task.ts &&
          outer.ts + (outer.dur ?? 0) >= task.ts + (task.dur ?? 0) &&
          (outer.dur ?? 0) > (task.dur ?? 0),
      ),
  );
  const blocking = (microseconds: number) =>
    Math.max(0, (microseconds / 1000) * slowdown - LONG_TASK_MS);
  return {
    wallMs: topLevel.reduce((sum, task) => sum + blocking(task.dur ?? 0), 0),
    cpuMs: topLevel.reduce((sum, task) => sum + blocking(task.tdur ?? 0), 0),
    longestTaskCpuMs: Math.max(0, ...topLevel.map((task) => (task.tdur ?? 0) / 1000)),
  };
}
