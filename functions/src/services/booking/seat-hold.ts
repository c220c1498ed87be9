import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { capacityDocId, remainingSeats } from '@/domain/capacity';
import { capacityOn, judgeDate } from '@/domain/schedule';
import { loadSchedule } from '@functions/services/schedules';
import { failure } from '@functions/lib/callable-errors';
import { bookingRef, type BookingDoc } from './booking-doc';

interface CapacityDoc {
  tourId: string;
  date: string;
  seatsHeld: number;
}

export function capacityRef(db: Firestore, tourId: string, date: string) {
  return db.collection('capacity').doc(capacityDocId(tourId, date));
}

// Concurrent checkouts for one date contend on one counter; Firestore retries the losers.
const MAX_ATTEMPTS = 25;

/**
 * Checks the remaining seats and writes the pending booking with its seat hold in one transaction,
 * so concurrent checkouts can never hold more seats than the tour has. The live schedule is read in
 * the same transaction: a capacity lowered, a day closed or a tour paused in the console takes
 * effect at once, and a change during the transaction makes it run again. The body only reads and
 * writes Firestore: it may run several times.
 */
export async function createBookingWithHold(
  db: Firestore,
  bookingId: string,
  booking: BookingDoc,
  now: Date,
): Promise<void> {
  const counter = capacityRef(db, booking.tourId, booking.selectedDate);
  await db.runTransaction(
    async (tx) => {
      const schedule = await loadSchedule(db, booking.tourId, tx);
      if (!schedule || !schedule.bookable) {
        throw failure(
          'failed-precondition',
          'BOOKING_CLOSED',
          'BOOKING_CLOSED: online booking is paused for this tour',
        );
      }
      if (judgeDate(schedule, booking.selectedDate, now) !== 'allowed') {
        throw failure(
          'failed-precondition',
          'INVALID_DATE',
          'INVALID_DATE: the selected date is not valid for this tour',
        );
      }
      const snapshot = await tx.get(counter);
      const seatsHeld = (snapshot.data() as CapacityDoc | undefined)?.seatsHeld ?? 0;
      const remaining = remainingSeats(capacityOn(schedule, booking.selectedDate), seatsHeld);
      if (booking.participants > remaining) {
        throw failure(
          'failed-precondition',
          'CAPACITY_EXCEEDED',
          `CAPACITY_EXCEEDED: only ${remaining} seats remain on this date`,
          { remaining },
        );
      }
      tx.set(counter, {
        tourId: booking.tourId,
        date: booking.selectedDate,
        seatsHeld: seatsHeld + booking.participants,
        updatedAt: booking.createdAt,
      } satisfies CapacityDoc & { updatedAt: Timestamp });
      tx.create(bookingRef(db, bookingId), { ...booking, holdsSeats: true });
    },
    { maxAttempts: MAX_ATTEMPTS },
  );
}

type ReleaseStatus = 'expired' | 'cancelled';

/**
 * Ends a pending booking as expired or cancelled and gives its seats back, once: a booking that is
 * no longer pending (paid, already released) is left alone. Answers whether it changed anything.
 */
export async function releasePendingBooking(
  db: Firestore,
  bookingId: string,
  change: { status: ReleaseStatus; reason: string; now: Date },
): Promise<boolean> {
  const ref = bookingRef(db, bookingId);
  return db.runTransaction(
    async (tx) => {
      const snapshot = await tx.get(ref);
      const booking = snapshot.data() as BookingDoc | undefined;
      if (!booking || booking.status !== 'pending') return false;
      const at = Timestamp.fromDate(change.now);
      if (booking.holdsSeats) {
        const counter = capacityRef(db, booking.tourId, booking.selectedDate);
        const held = ((await tx.get(counter)).data() as CapacityDoc | undefined)?.seatsHeld ?? 0;
        tx.set(
          counter,
          { seatsHeld: Math.max(0, held - booking.participants), updatedAt: at },
          { merge: true },
        );
      }
      tx.update(ref, {
        status: change.status,
        holdsSeats: false,
        statusReason: change.reason,
        [change.status === 'expired' ? 'expiredAt' : 'cancelledAt']: at,
        updatedAt: at,
      });
      return true;
    },
    { maxAttempts: MAX_ATTEMPTS },
  );
}
