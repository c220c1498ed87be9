import type { BookingSummary } from '@/domain/api/booking';

type Fbq = (command: 'track', event: 'Purchase', data: Record<string, unknown>) => void;

/** Bookings already reported during this page's life: React may run effects twice. */
const reported = new Set<string>();

/**
 * Sends the advertising pixel's purchase event (requirements §4) once per booking. The pixel script is
 * loaded elsewhere, under cookie consent; without it, or without a configured pixel id, nothing
 * is sent.
 */
export function trackPurchase(booking: BookingSummary, pixelId: string | undefined): void {
  if (!pixelId || reported.has(booking.bookingId)) return;
  const fbq = (window as Window & { fbq?: Fbq }).fbq;
  if (!fbq) return;
  reported.add(booking.bookingId);
  fbq('track', 'Purchase', {
    value: booking.totalAmountCents / 100,
    currency: 'EUR',
    content_name: booking.tourName ?? 'E-bike Tour',
  });
}
