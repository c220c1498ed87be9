import { logger } from 'firebase-functions';
import {
  releaseCheckoutRequestSchema,
  type ReleaseCheckoutResponse,
} from '@/domain/api/cancellation';
import { parseInput } from '@functions/lib/callable-errors';
import type { CallContext } from '@functions/lib/call-context';
import { bookingRef, type BookingDoc } from '@functions/services/booking-base/booking-doc';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { settleExpiredSession } from '@functions/services/booking-base/settle-expired-session';
import { fulfilCheckoutSession } from '@functions/services/booking/fulfilment';
import { releasePendingBooking } from '@functions/services/booking/seat-hold';
import { offerFreedSeatsLater } from '@functions/services/waitlist/offer-freed-seats';
import { enforceCallLimits } from '@functions/services/call-limits';
import { releaseOpenRentalCheckout } from '@functions/services/rental/rental-expiry';
import type { StatusReason } from '@/domain/documents/status-reason';

const FREED: readonly BookingDoc['status'][] = ['expired', 'cancelled'];

/**
 * releaseCheckout: the visitor left Stripe's page with "Cancel" (a rental's page: see
 * releaseOpenRentalCheckout, which follows the same steps). The Checkout Session is expired on
 * Stripe first (so nobody can still pay for seats about to be freed), then the pending booking of
 * that session is cancelled and its seats released at once instead of after the 31-minute hold.
 * Only a still-pending booking is touched. A session that turns out paid is fulfilled instead.
 */
export async function handleReleaseCheckout(
  deps: BookingDeps,
  call: Pick<CallContext, 'data' | 'clientKey'>,
): Promise<ReleaseCheckoutResponse> {
  await enforceCallLimits(deps, { name: 'releaseCheckout', caller: call, now: deps.now() });
  const request = parseInput(releaseCheckoutRequestSchema, call.data ?? {});
  if ('rentalId' in request)
    return { released: await releaseOpenRentalCheckout(deps, request.rentalId) };
  return { released: await releaseOpenCheckout(deps, request.bookingId, 'checkout_abandoned') };
}

/**
 * Expires a pending booking's Checkout Session on Stripe, then cancels the booking and frees its
 * seats. Answers whether its seats are free now; a session found paid is fulfilled instead.
 */
export async function releaseOpenCheckout(
  deps: BookingDeps,
  bookingId: string,
  reason: StatusReason,
): Promise<boolean> {
  const doc = await bookingRef(deps.db, bookingId).get();
  const booking = doc.data();
  if (!booking) return false;
  if (booking.status !== 'pending') return FREED.includes(booking.status);
  // Without a session yet (it is being made), there is nothing to close at Stripe: checkout sees
  // the booking released when it records the session, and expires it.
  const sessionId = booking.stripeSessionId;
  if (
    sessionId &&
    (await settleExpiredSession(deps, sessionId, fulfilCheckoutSession)) !== 'release'
  ) {
    return false;
  }
  const releasedHere = await releasePendingBooking(deps.db, bookingId, {
    status: 'cancelled',
    reason,
    now: deps.now(),
  });
  if (releasedHere) {
    await offerFreedSeatsLater(deps, { tourId: booking.tourId, date: booking.selectedDate });
  }
  // The expiry event may have released it first, as `expired`: the seats are free either way.
  const after = (await doc.ref.get()).data();
  const released = after !== undefined && FREED.includes(after.status);
  logger.info('open checkout released', { bookingId, reason, released });
  return released;
}
