// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { loadFullStylesheet } from './full-stylesheet';

/**
 * Whether `promise` has settled once every promise reaction already queued, and each one those
 * queue in turn, has run: Node runs them all before an immediate. loadFullStylesheet waits on
 * events and promises only, never on a timer, so a promise pending then waits on an event.
 */
async function isSettled(promise: Promise<unknown>) {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

describe('loadFullStylesheet', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('enables the disabled sheet and resolves once it has loaded', async () => {
    document.head.innerHTML =
      '<style>p{}</style><link rel="stylesheet" href="/assets/index-1.css" disabled>';
    const link = document.querySelector('link')!;
    const loaded = loadFullStylesheet();
    expect(link.hasAttribute('disabled')).toBe(false);
    expect(await isSettled(loaded)).toBe(false);
    link.dispatchEvent(new Event('load'));
    expect(await isSettled(loaded)).toBe(true);
  });

  it('does not hold the page back when the sheet fails to load', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/index-1.css" disabled>';
    const loaded = loadFullStylesheet();
    document.querySelector('link')!.dispatchEvent(new Event('error'));
    expect(await isSettled(loaded)).toBe(true);
  });

  it('leaves an enabled sheet (the SPA shell) alone and resolves at once', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/index-1.css">';
    expect(await isSettled(loadFullStylesheet())).toBe(true);
  });
});
