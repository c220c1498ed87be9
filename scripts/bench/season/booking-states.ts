import { Timestamp } from 'firebase-admin/firestore';
import type { BookingDoc } from '../../../functions/src/services/booking-base/booking-doc';
import type { Random } from './random';
import { DAY_MS, MINUTE_MS } from '../../../src/domain/time-units';

/** The states a season's bookings end in, as the staff views tell them apart. */
export const SEASON_STATES = [
  'checked_in',
  'paid',
  'moved',
  'cancelled',
  'refunded',
  'expired',
] as const;
export type SeasonState = (typeof SEASON_STATES)[number];

/** Whether the state's participants are counted in the date's seat counter. */
export const holdsSeatsIn = (state: SeasonState) =>
  state === 'checked_in' || state === 'paid' || state === 'moved';

/** A past day's bookings mostly showed up; an upcoming one's cannot have yet. */
export function drawState(random: Random, past: boolean): SeasonState {
  return past
    ? random.weighted({
        checked_in: 55,
        paid: 10,
        moved: 7,
        cancelled: 13,
        refunded: 3,
        expired: 12,
      })
    : random.weighted({ paid: 70, moved: 8, cancelled: 10, refunded: 2, expired: 10 });
}

const at = (ms: number) => Timestamp.fromMillis(ms);

export interface StateTimes {
  bookingId: string;
  createdMs: number;
  paidMs: number;
  startMs: number;
  nowMs: number;
  /** The same tour's other day a moved booking came from. */
  movedFrom: string;
}

/**
 * The fields a state adds to a paid booking, as the function that made the state writes them:
 * check-in (staffCheckIn), a move (changeBookingDate / staffChangeBookingDate), a cancellation
 * with its refund (cancelPaidBooking, then Stripe's charge.refunded), a payment refunded because
 * its released seats were gone (fulfilment), an expired hold (releaseExpiredBookingHolds).
 */
export function stateFields(
  random: Random,
  state: SeasonState,
  booking: Pick<BookingDoc, 'amountTotalCents' | 'selectedDate'>,
  times: StateTimes,
): Partial<BookingDoc> {
  const { bookingId, createdMs, paidMs, startMs, nowMs } = times;
  const paid = {
    status: 'paid' as const,
    holdsSeats: true,
    stripeSessionId: `cs_test_${bookingId}`,
    paymentIntentId: `pi_${bookingId}`,
    paidAt: at(paidMs),
    updatedAt: at(paidMs),
    confirmationMailQueuedAt: at(paidMs),
  };
  switch (state) {
    case 'paid':
      return paid;
    case 'checked_in': {
      const checkedIn = Math.min(nowMs, startMs - random.int(0, 25) * MINUTE_MS);
      return {
        ...paid,
        checkedInAt: at(checkedIn),
        checkedInBy: 'season-guide',
        checkedInAtDevice: new Date(checkedIn).toISOString(),
        updatedAt: at(checkedIn),
      };
    }
    case 'moved': {
      const movedMs = Math.min(nowMs, paidMs + random.int(1, 5) * DAY_MS);
      const byStaff = random.chance(0.3);
      return {
        ...paid,
        updatedAt: at(movedMs),
        dateChanges: [
          {
            from: times.movedFrom,
            to: booking.selectedDate,
            at: at(movedMs),
            by: byStaff ? 'staff' : 'customer',
            ...(byStaff ? { staffUid: 'season-manager' } : {}),
          },
        ],
      };
    }
    case 'cancelled': {
      const cancelledMs = Math.min(nowMs, paidMs + random.int(1, 10) * DAY_MS);
      const percent = random.weighted({ 100: 60, 50: 25, 0: 15 });
      const amountCents = Math.round((booking.amountTotalCents * percent) / 100);
      const byStaff = random.chance(0.1);
      const refunded = amountCents > 0;
      return {
        ...paid,
        status: 'cancelled',
        holdsSeats: false,
        cancelledAt: at(cancelledMs),
        cancelledBy: byStaff ? 'staff' : 'customer',
        statusReason: byStaff ? 'cancelled_by_staff' : 'cancelled_by_customer',
        updatedAt: at(cancelledMs + MINUTE_MS),
        refund: {
          percent,
          amountCents,
          status: refunded ? 'succeeded' : 'none',
          attempts: refunded ? 1 : 0,
          requestedAt: at(cancelledMs),
          ...(refunded ? { id: `re_${bookingId}`, succeededAt: at(cancelledMs + MINUTE_MS) } : {}),
        },
        ...(refunded
          ? { amountRefundedCents: amountCents, amountRefundedAsOf: at(cancelledMs + MINUTE_MS) }
          : {}),
      };
    }
    case 'refunded':
      // Paid after its hold had lapsed and its seats were sold: the payment went back in full.
      return {
        status: 'refunded',
        holdsSeats: false,
        stripeSessionId: `cs_test_${bookingId}`,
        paymentIntentId: `pi_${bookingId}`,
        statusReason: 'hold_timed_out',
        refundDueAt: at(paidMs),
        refundId: `re_${bookingId}`,
        refundedAt: at(paidMs + MINUTE_MS),
        amountRefundedCents: booking.amountTotalCents,
        amountRefundedAsOf: at(paidMs + MINUTE_MS),
        updatedAt: at(paidMs + MINUTE_MS),
      };
    case 'expired':
      return {
        status: 'expired',
        holdsSeats: false,
        stripeSessionId: `cs_test_${bookingId}`,
        statusReason: 'hold_timed_out',
        expiredAt: at(createdMs + 31 * MINUTE_MS),
        updatedAt: at(createdMs + 31 * MINUTE_MS),
      };
  }
}
