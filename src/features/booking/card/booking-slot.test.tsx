import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { ViewportObserver } from '@/test/viewport-observer';
import { BookingSlot } from './booking-slot';

const pulsing = (container: HTMLElement) => container.querySelector('[class*="animate-pulse"]');

it('holds a still outline until the visitor nears it, and pulses only while the card loads', async () => {
  ViewportObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', ViewportObserver);
  const { container } = await renderWithProviders(<BookingSlot tourId="pojega" />);
  expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  expect(pulsing(container)).toBeNull();

  const [slotObserver] = ViewportObserver.instances;
  slotObserver!.show(true);
  expect(pulsing(container)).not.toBeNull();

  expect(await screen.findByRole('heading', { name: /Prenota/ })).toBeInTheDocument();
  expect(pulsing(container)).toBeNull();
});
