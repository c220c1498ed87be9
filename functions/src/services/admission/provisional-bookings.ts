import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { todayInRome } from '@/domain/calendar';
import { bookingsCollection, type BookingDoc } from '@functions/services/booking-base/booking-doc';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { cancelPaidBooking } from '@functions/services/cancellation/cancel-paid-booking';
import { releaseOpenCheckout } from '@functions/services/cancellation/release-checkout';
import { errorText } from '@functions/lib/error-text';
import type { StatusReason } from '@/domain/documents/status-reason';
import { chunked } from '@functions/lib/chunked';

export interface ProvisionalBooking {
  id: string;
  booking: BookingDoc;
}

/** Firestore's limit on the values of one `in` filter. */
const IN_FILTER_MAX = 30;

/**
 * The bookings made on the applications `applicationIds` before the board decided
 * (`gating.memberMatch` 'pending_application'), by application. One equality or `in` filter on
 * one field: served by its single-field index.
 */
export async function provisionalBookingsOf(
  db: Firestore,
  applicationIds: readonly string[],
): Promise<Map<string, ProvisionalBooking[]>> {
  const byApplication = new Map<string, ProvisionalBooking[]>();
  // Side by side: the board's list waits for the slowest chunk, not for their sum.
  const snapshots = await Promise.all(
    chunked(applicationIds, IN_FILTER_MAX).map((chunk) =>
      bookingsCollection(db).where('gating.applicationId', 'in', chunk).get(),
    ),
  );
  for (const snapshot of snapshots) {
    for (const doc of snapshot.docs) {
      const booking = doc.data();
      const applicationId = booking.gating.applicationId;
      if (!applicationId || booking.gating.memberMatch !== 'pending_application') continue;
      const list = byApplication.get(applicationId) ?? [];
      list.push({ id: doc.id, booking });
      byApplication.set(applicationId, list);
    }
  }
  return byApplication;
}

/** Why a booking the rejection cancelled (or whose checkout it closed) was called off. */
export const REJECTED_STATUS_REASON = 'membership_rejected' satisfies StatusReason;

/**
 * How many of an application's provisional bookings its rejection has called off so far: those
 * that ended (cancelled, or expired by the checkout the rejection closed) at or after the
 * decision. Counted from the bookings' end times rather than their reason: Stripe's expiry event
 * may release a closed checkout before the rejection does, under its own reason. The same figure
 * answers whichever of two concurrent or repeated rejections asks, once both have swept.
 */
export async function cancelledByRejection(
  db: Firestore,
  applicationId: string,
  decidedAt: Timestamp,
): Promise<number> {
  const provisional = (await provisionalBookingsOf(db, [applicationId])).get(applicationId) ?? [];
  return provisional.filter(({ booking }) => {
    const endedAt =
      booking.status === 'cancelled'
        ? booking.cancelledAt
        : booking.status === 'expired'
          ? booking.expiredAt
          : undefined;
    return endedAt !== undefined && endedAt.toMillis() >= decidedAt.toMillis();
  }).length;
}

/**
 * Cancels the provisional bookings of a rejected application through the cancellation path
 * staff use for a date called off: open checkouts are closed at Stripe and their seats freed
 * first (so none can be paid afterwards), then every paid one is cancelled with a 100 % refund
 * and a mail saying why. Each step is idempotent (a booking already cancelled is left alone and
 * never refunded twice), so a rejection repeated or run twice at once is safe. A tour that has
 * already run is left as it is: the rider took part, and there is nothing left to call off.
 */
export async function cancelProvisionalBookings(
  deps: BookingDeps,
  applicationId: string,
): Promise<{ failed: number }> {
  const today = todayInRome(deps.now());
  const upcoming = async () =>
    ((await provisionalBookingsOf(deps.db, [applicationId])).get(applicationId) ?? []).filter(
      ({ booking }) => booking.selectedDate >= today,
    );
  let failed = 0;
  for (const { id } of (await upcoming()).filter(({ booking }) => booking.status === 'pending')) {
    try {
      await releaseOpenCheckout(deps, id, REJECTED_STATUS_REASON);
    } catch (error) {
      failed += 1;
      logger.error('open checkout of a rejected application not released', {
        bookingId: id,
        error: errorText(error),
      });
    }
  }
  // Read again: a checkout found paid while being released is cancelled with the paid ones.
  for (const { id } of (await upcoming()).filter(({ booking }) => booking.status === 'paid')) {
    try {
      await cancelPaidBooking(deps, id, 'membership_rejected');
    } catch (error) {
      failed += 1;
      logger.error('provisional booking of a rejected application not cancelled', {
        bookingId: id,
        error: errorText(error),
      });
    }
  }
  return { failed };
}
