import { act } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

/**
 * The browser says whether it has a connection, as it does entering or leaving airplane mode:
 * `navigator.onLine` answers `online` and the matching event has been sent. The test's end gives
 * the real property back.
 */
function sayOnline(online: boolean) {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  onTestFinished(() => onLine.mockRestore());
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

export const goOffline = () => sayOnline(false);
export const goOnline = () => sayOnline(true);
