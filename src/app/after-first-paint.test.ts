// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

/** A hero picture still loading, whose decoding the test settles. */
function loadingHero() {
  document.body.innerHTML = '<img fetchpriority="high" src="/images/hero.avif" alt="">';
  const hero = document.querySelector('img')!;
  Object.defineProperty(hero, 'complete', { value: false });
  const decoding = {} as { resolve: () => void; reject: (error: Error) => void };
  const decoded = new Promise<void>((resolve, reject) =>
    Object.assign(decoding, { resolve, reject }),
  );
  hero.decode = () => decoded;
  return { hero, decoding };
}

/** Runs every frame and task queued so far, and what they queue in turn: afterFirstPaint then
 *  waits on nothing but the picture's events. */
const runQueuedWork = () => vi.runAllTimersAsync();

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('waits until the hero picture is loaded and decoded', async () => {
    const { hero, decoding } = loadingHero();
    const task = vi.fn();
    afterFirstPaint(task);
    await runQueuedWork();
    expect(task).not.toHaveBeenCalled();
    hero.dispatchEvent(new Event('load'));
    await runQueuedWork();
    expect(task).not.toHaveBeenCalled();
    decoding.resolve();
    await runQueuedWork();
    expect(task).toHaveBeenCalledOnce();
  });

  it('never lets a picture that fails to load or decode keep the page from starting', async () => {
    const failing = loadingHero();
    const afterError = vi.fn();
    afterFirstPaint(afterError);
    failing.hero.dispatchEvent(new Event('error'));
    await runQueuedWork();
    expect(afterError).toHaveBeenCalledOnce();

    const undecodable = loadingHero();
    const afterBadDecode = vi.fn();
    afterFirstPaint(afterBadDecode);
    undecodable.hero.dispatchEvent(new Event('load'));
    undecodable.decoding.reject(new Error('EncodingError'));
    await runQueuedWork();
    expect(afterBadDecode).toHaveBeenCalledOnce();
  });

  it('starts after the next paint on a page without a hero picture', async () => {
    const task = vi.fn();
    afterFirstPaint(task);
    expect(task).not.toHaveBeenCalled();
    await runQueuedWork();
    expect(task).toHaveBeenCalledOnce();
  });
});
