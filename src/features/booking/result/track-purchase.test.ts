// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingSummary } from '@/domain/api/booking';
import { trackPurchase } from './track-purchase';

const booking: BookingSummary = {
  bookingId: 'bk-track-1',
  tourId: 'emotion-in-villa',
  tourName: 'E-Motion in Villa',
  selectedDate: '2026-11-28',
  participants: 2,
  customerEmail: 'giulia@example.org',
  totalAmountCents: 26000,
  currency: 'eur',
  status: 'paid',
  waivers: [],
};

describe('trackPurchase', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends one purchase event per booking when a pixel is configured and loaded', () => {
    const fbq = vi.fn();
    vi.stubGlobal('fbq', fbq);
    trackPurchase(booking, '123456');
    trackPurchase(booking, '123456');
    expect(fbq).toHaveBeenCalledTimes(1);
    expect(fbq).toHaveBeenCalledWith('track', 'Purchase', {
      value: 260,
      currency: 'EUR',
      content_name: 'E-Motion in Villa',
    });
  });

  it("names the purchase 'E-bike Tour' when the tour name is missing", () => {
    const fbq = vi.fn();
    vi.stubGlobal('fbq', fbq);
    trackPurchase({ ...booking, bookingId: 'bk-track-2', tourName: undefined }, '123456');
    expect(fbq).toHaveBeenCalledWith(
      'track',
      'Purchase',
      expect.objectContaining({
        content_name: 'E-bike Tour',
      }),
    );
  });

  it('sends nothing without a configured pixel or without the pixel script', () => {
    const fbq = vi.fn();
    vi.stubGlobal('fbq', fbq);
    trackPurchase({ ...booking, bookingId: 'bk-track-3' }, undefined);
    expect(fbq).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
    expect(() => trackPurchase({ ...booking, bookingId: 'bk-track-4' }, '123456')).not.toThrow();
  });
});
