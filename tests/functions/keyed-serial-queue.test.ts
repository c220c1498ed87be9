import { describe, expect, it } from 'vitest';
import { createKeyedSerialQueue } from '@functions/lib/keyed-serial-queue';

/** A task that records when it starts and ends, and ends when the test says so. */
function controlledTask(log: string[], name: string) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const ended = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const task = async () => {
    log.push(`${name} starts`);
    try {
      return await ended;
    } finally {
      log.push(`${name} ends`);
    }
  };
  return { task, finish: () => finish(name), fail: () => fail(new Error(name)) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keyed serial queue', () => {
  it('runs one key’s tasks one after another in order, and other keys beside them', async () => {
    const queue = createKeyedSerialQueue();
    const log: string[] = [];
    const a1 = controlledTask(log, 'a1');
    const a2 = controlledTask(log, 'a2');
    const b1 = controlledTask(log, 'b1');
    const results = [queue('a', a1.task), queue('a', a2.task), queue('b', b1.task)];
    await settle();
    expect(log).toEqual(['a1 starts', 'b1 starts']);

    a1.finish();
    await settle();
    expect(log).toEqual(['a1 starts', 'b1 starts', 'a1 ends', 'a2 starts']);
    a2.finish();
    b1.finish();
    expect(await Promise.all(results)).toEqual(['a1', 'a2', 'b1']);
  });

  it('goes on with the next task when one fails, and hands the failure to its caller', async () => {
    const queue = createKeyedSerialQueue();
    const log: string[] = [];
    const first = controlledTask(log, 'first');
    const second = controlledTask(log, 'second');
    const failed = queue('a', first.task);
    const next = queue('a', second.task);
    first.fail();
    await expect(failed).rejects.toThrow('first');
    second.finish();
    expect(await next).toBe('second');
    expect(log).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
  });
});
