import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePageRestored } from './use-page-restored';

function pageShow(persisted: boolean) {
  const event = new Event('pageshow') as PageTransitionEvent;
  Object.defineProperty(event, 'persisted', { value: persisted });
  act(() => void window.dispatchEvent(event));
}

describe('usePageRestored', () => {
  it('answers a restore from the back-forward cache only, with the latest callback, until unmounted', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender, unmount } = renderHook(({ onRestored }) => usePageRestored(onRestored), {
      initialProps: { onRestored: first },
    });

    pageShow(false);
    expect(first).not.toHaveBeenCalled();

    rerender({ onRestored: latest });
    pageShow(true);
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);

    unmount();
    pageShow(true);
    expect(latest).toHaveBeenCalledTimes(1);
  });
});
