import { act, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { BookingSlot } from './booking-slot';

/** The viewport as the slot watches it: the test says when the visitor scrolls near. */
let scrollNear = () => {};
class ViewportObserver {
  constructor(callback: IntersectionObserverCallback) {
    scrollNear = () =>
      callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
  observe() {}
  disconnect() {}
}

const pulsing = (container: HTMLElement) => container.querySelector('[class*="animate-pulse"]');

it('holds a still outline until the visitor nears it, and pulses only while the card loads', async () => {
  vi.stubGlobal('IntersectionObserver', ViewportObserver);
  const { container } = await renderWithProviders(<BookingSlot tourId="pojega" />);
  expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  expect(pulsing(container)).toBeNull();

  act(() => scrollNear());
  expect(pulsing(container)).not.toBeNull();

  expect(await screen.findByRole('heading', { name: /Prenota/ })).toBeInTheDocument();
  expect(pulsing(container)).toBeNull();
});
