// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { keepEarlyClicks } from './early-clicks';

function page() {
  document.body.innerHTML =
    '<div id="root"><button id="open"><span id="label">Apri</span></button><a href="#x" id="link">Link</a></div><button id="outside">Fuori</button>';
  const root = document.getElementById('root')!;
  const byId = (id: string) => document.getElementById(id)!;
  return { root, byId };
}

describe('clicks before hydration', () => {
  it('presses the last button pressed before React listened, once, when replayed', () => {
    const { root, byId } = page();
    const early = keepEarlyClicks(root);
    byId('label').click();
    const pressed = vi.fn();
    byId('open').addEventListener('click', pressed);
    early.replay();
    expect(pressed).toHaveBeenCalledTimes(1);
    // Nothing kept any more: a second replay presses nothing.
    early.replay();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('keeps neither links nor buttons outside the app, and forgets on discard', () => {
    const { root, byId } = page();
    const linkOrOutside = keepEarlyClicks(root);
    const pressed = vi.fn();
    byId('open').addEventListener('click', pressed);
    byId('link').click();
    byId('outside').click();
    linkOrOutside.replay();
    expect(pressed).not.toHaveBeenCalled();

    const discarded = keepEarlyClicks(root);
    byId('open').click();
    pressed.mockClear();
    discarded.discard();
    expect(pressed).not.toHaveBeenCalled();
  });
});
