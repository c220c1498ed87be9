import { act } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

/**
 * The browser says it has no connection, as it does in airplane mode: `navigator.onLine` is false
 * and the `offline` event has been sent. The test's end gives the real property back.
 */
export function goOffline() {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  onTestFinished(() => onLine.mockRestore());
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}
