import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSafariRerender } from './use-safari-rerender';

const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

function Probe() {
  return <p data-testid="tick">{useSafariRerender()}</p>;
}

const tick = () => screen.getByTestId('tick').textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useSafariRerender', () => {
  it('re-renders 100 ms after focus or becoming visible, 150 ms after a cache restore', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(SAFARI);
    render(<Probe />);
    act(() => void window.dispatchEvent(new Event('focus')));
    advance(99);
    expect(tick()).toBe('0');
    advance(1);
    expect(tick()).toBe('1');

    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    advance(100);
    expect(tick()).toBe('2');

    const restored = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(restored, 'persisted', { value: true });
    act(() => void window.dispatchEvent(restored));
    advance(149);
    expect(tick()).toBe('2');
    advance(1);
    expect(tick()).toBe('3');
  });

  it('does nothing in other browsers', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CHROME);
    render(<Probe />);
    act(() => void window.dispatchEvent(new Event('focus')));
    advance(1000);
    expect(tick()).toBe('0');
  });
});
