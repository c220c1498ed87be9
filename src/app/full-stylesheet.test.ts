// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { loadFullStylesheet } from './full-stylesheet';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Whether `promise` has settled by the time queued work has run. */
async function isSettled(promise: Promise<unknown>) {
  let settled = false;
  void promise.then(() => (settled = true));
  await settle();
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
