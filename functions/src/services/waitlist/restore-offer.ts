import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { runContendedTransaction } from '@functions/lib/firestore';
import { bookingRef } from '@functions/services/booking-base/booking-doc';
import { moveSeats, readSeatCount } from '@functions/services/seats/seat-counter';
import {
  readBookingVoucher,
  settleBookingVoucher,
} from '@functions/services/vouchers/booking-voucher';
import { waitlistRef } from './waitlist-doc';
import type { StatusReason } from '@/domain/documents/status-reason';

/**
 * A checkout that took a waiting-list offer and then could not open its payment page (Stripe
 * did not answer): the visitor did nothing wrong, so the offer is given back rather than passed
 * on. In ONE transaction the pending booking is cancelled and its seats move back to the entry,
 * which is `offered` again until its original end. Answers false, changing nothing, when the
 * booking is no longer pending or the entry no longer its own or its hold is over: the caller then
 * releases the booking as usual.
 */
export async function restoreOfferOfFailedCheckout(
  db: Firestore,
  bookingId: string,
  now: Date,
): Promise<boolean> {
  return runContendedTransaction(db, async (tx) => {
    const booking = (await tx.get(bookingRef(db, bookingId))).data();
    const entryId = booking?.waitlistEntryId;
    if (!booking || !entryId || booking.status !== 'pending' || !booking.holdsSeats) {
      return false;
    }
    const entryRef = waitlistRef(db, entryId);
    const entry = (await tx.get(entryRef)).data();
    const ended = (entry?.offerExpiresAt?.toMillis() ?? 0) <= now.getTime();
    if (!entry || entry.status !== 'booked' || entry.bookingId !== bookingId || ended) {
      return false;
    }
    // A booking for fewer seats than the offer passed the rest on: they may be held by someone
    // else now, so such an offer is not given back whole.
    if (booking.participants < entry.partySize) return false;
    const where = { tourId: booking.tourId, date: booking.selectedDate };
    const count = await readSeatCount(tx, db, where);
    const voucher = await readBookingVoucher(tx, db, booking, 'reserved');
    const at = Timestamp.fromDate(now);
    // The booking holds at least the offer's seats: the counter gives the booking's back and
    // holds the offer's, never more than it held.
    moveSeats(tx, count, { released: booking.participants, taken: entry.partySize }, at);
    tx.update(bookingRef(db, bookingId), {
      ...settleBookingVoucher(tx, voucher, bookingId, booking, 'release', now),
      status: 'cancelled',
      holdsSeats: false,
      statusReason: 'payment_provider_unavailable' satisfies StatusReason,
      cancelledAt: at,
      updatedAt: at,
    });
    tx.update(entryRef, {
      status: 'offered',
      holdsSeats: true,
      bookingId: FieldValue.delete(),
      endedAt: FieldValue.delete(),
      updatedAt: at,
    });
    return true;
  });
}
