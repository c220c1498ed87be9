import { describe, expect, it } from 'vitest';
import { blockingTime, type TraceEvent } from './main-thread-time';

const PAGE = { pid: 7, tid: 1 };
const ms = (value: number) => value * 1000;

const navigation: TraceEvent = {
  name: 'navigationStart',
  ph: 'R',
  ...PAGE,
  ts: 0,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1:5000/eventi' } },
};
const firstPaint: TraceEvent = { name: 'firstContentfulPaint', ph: 'R', ...PAGE, ts: ms(100) };

function task(startMs: number, wallMs: number, cpuMs: number, thread = PAGE): TraceEvent {
  return { name: 'RunTask', ph: 'X', ...thread, ts: ms(startMs), dur: ms(wallMs), tdur: ms(cpuMs) };
}

describe('blockingTime', () => {
  it('counts what each task after the first paint, slowed down, takes past 50 ms', () => {
    const result = blockingTime(
      [navigation, firstPaint, task(200, 30, 5), task(300, 10, 10), task(400, 20, 16)],
      4,
    );
    // Wall clock: 30×4−50 = 70, 10×4 = 40 (not long), 20×4−50 = 30.
    expect(result.wallMs).toBe(100);
    // CPU: 5×4 = 20 and 10×4 = 40 are not long; 16×4−50 = 14.
    expect(result.cpuMs).toBe(14);
    expect(result.longestTaskCpuMs).toBe(16);
  });

  it('leaves out tasks before the first paint and tasks of other threads or renderers', () => {
    const result = blockingTime(
      [
        navigation,
        firstPaint,
        task(10, 80, 80),
        task(200, 80, 80, { pid: 7, tid: 2 }),
        task(200, 80, 80, { pid: 9, tid: 1 }),
        task(300, 15, 15),
      ],
      4,
    );
    expect(result).toEqual({ wallMs: 10, cpuMs: 10, longestTaskCpuMs: 15 });
  });

  it('counts a task run inside another task once, as part of its parent', () => {
    const result = blockingTime([navigation, firstPaint, task(200, 40, 30), task(210, 20, 20)], 4);
    expect(result).toEqual({ wallMs: 110, cpuMs: 70, longestTaskCpuMs: 30 });
  });

  it('applies the slowdown it is given', () => {
    expect(blockingTime([navigation, firstPaint, task(200, 10, 10)], 8).cpuMs).toBe(30);
  });

  it('gives no figure when the trace has no first paint of a page', () => {
    expect(blockingTime([task(200, 80, 80)], 4).cpuMs).toBeNaN();
    expect(blockingTime([navigation, task(200, 80, 80)], 4).wallMs).toBeNaN();
  });
});
