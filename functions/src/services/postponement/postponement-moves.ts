import { Timestamp } from 'firebase-admin/firestore';
import { tourStartsAt } from '@/domain/schedule';
import type { TourId } from '@/domain/tours';
import { bookingRef, type BookingDoc } from '@functions/services/booking-base/booking-doc';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { moveBookingDate, type MoveOutcome } from '@functions/services/booking/move-booking-date';
import { ticketAttachments } from '@functions/services/booking/ticket-attachments';
import { manageUrl } from '@functions/services/booking-base/manage-link';
import { queueMailAbout } from '@functions/services/mail/outbox';
import { composePostponementMail } from '@functions/services/mail/templates/postponement-mail';
import { scheduleForBooked } from '@functions/services/schedules';

/** One date of a tour postponed to another. */
export interface Postponement {
  tourId: TourId;
  date: string;
  newDate: string;
}

/**
 * Moves one paid booking of the postponed date to the new one (moveBookingDate: seats, ticket and
 * mail in one transaction), recording the postponement with the customer's answer pending. The
 * transaction re-reads the booking: one no longer paid on the postponed date (moved or cancelled
 * since the date's list was read) is left alone and answered `skipped`. Throws CAPACITY_EXCEEDED
 * when its party does not fit.
 */
export function moveForPostponement(
  deps: BookingDeps,
  bookingId: string,
  postponement: Postponement,
): Promise<MoveOutcome> {
  const { date, newDate } = postponement;
  return moveBookingDate(deps, {
    bookingId,
    newDate,
    by: 'postponement',
    onlyFrom: date,
    mail: {
      key: 'postponement',
      compose: async (id, moved, from, schedule) =>
        composePostponementMail(id, moved, {
          from,
          to: newDate,
          moved: true,
          startsAt: tourStartsAt(schedule, newDate),
          manageUrl: manageUrl(id, deps.links),
          attachments: await ticketAttachments(id, moved, schedule.startTime),
        }),
    },
    extra: (_booking, at) => ({ postponement: { from: date, to: newDate, at, choice: 'pending' } }),
  });
}

/** One postponement mail per booking and postponed date, however often the date is postponed. */
const notFittedMailId = (bookingId: string, date: string) =>
  `booking-${bookingId}-postponed-${date}`;

/**
 * A paid booking of the postponed date whose party did not fit on the new one: it keeps its seats
 * on the old (now closed) day, its postponement is recorded with no new date and the customer is
 * asked to choose another date or a full refund, in one transaction. Answers whether it was marked
 * now (false: already marked, moved or cancelled meanwhile).
 */
export async function markNotFitted(
  deps: BookingDeps,
  bookingId: string,
  postponement: Postponement,
): Promise<boolean> {
  const { date, newDate } = postponement;
  const ref = bookingRef(deps.db, bookingId);
  const now = deps.now();
  const schedule = await scheduleForBooked(deps.db, postponement.tourId);
  return deps.db.runTransaction(async (tx) => {
    const booking = (await tx.get(ref)).data();
    if (!booking || booking.status !== 'paid' || booking.selectedDate !== date) return false;
    if (booking.postponement?.from === date && booking.postponement.to === null) return false;
    const at = Timestamp.fromDate(now);
    const record: NonNullable<BookingDoc['postponement']> = {
      from: date,
      to: null,
      at,
      choice: 'pending',
    };
    tx.update(ref, { postponement: record, updatedAt: at });
    const mail = composePostponementMail(bookingId, booking, {
      from: date,
      to: newDate,
      moved: false,
      startsAt: tourStartsAt(schedule, newDate),
      manageUrl: manageUrl(bookingId, deps.links),
      attachments: [],
    });
    await queueMailAbout(tx, ref, 'postponement', mail, {
      dedupeKey: notFittedMailId(bookingId, date),
      now,
    });
    return true;
  });
}
