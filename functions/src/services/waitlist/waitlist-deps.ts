import type { BookingDeps } from '@functions/services/booking-base/deps';

/**
 * What the waiting list works with: Firestore, the clock, the signed links of its mails and the
 * key of the rate-limit counters. The booking services' dependencies are a superset, so a
 * cancellation hands its own on when it runs the offer engine.
 */
export type WaitlistDeps = Pick<BookingDeps, 'db' | 'now' | 'links' | 'keyHashSecret'>;
