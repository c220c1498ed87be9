import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { capacityOn, judgeDate, type Schedule } from '@/domain/schedule';
import { failure } from '@functions/lib/callable-errors';
import { runContendedTransaction } from '@functions/lib/firestore';
import { queueMailAbout } from '@functions/services/mail/outbox';
import type { MailMessage } from '@functions/services/mail/types';
import { loadSchedule, openForBooking } from '@functions/services/schedules';
import { keptUntilAfterMove } from '@functions/services/waiver-base/waiver-holder';
import {
  releaseSeats,
  requireSeatsFor,
  seatCounterRef,
  seatCountFrom,
  seatsLeft,
  takeSeats,
} from '@functions/services/seats/seat-counter';
import { bookingRef, type BookingDoc } from '@functions/services/booking-base/booking-doc';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { issueTicket } from './issue-ticket';

type DateChange = NonNullable<BookingDoc['dateChanges']>[number];

export interface MoveBookingDate {
  bookingId: string;
  newDate: string;
  by: DateChange['by'];
  staffUid?: string;
  /**
   * Only a booking still paid and on this date is moved (a date-wide action's list may be stale):
   * one found elsewhere or no longer paid is left alone and answered `skipped`.
   */
  onlyFrom?: string;
  /** The manager's reason, for a booking whose tour has begun (kept in its `dateChanges`). */
  reason?: string;
  /**
   * Clears a check-in with the move (a manager's move with a reason, after the tour began): the
   * new date's ticket must admit again. The old check-in's time is kept in the change's record.
   */
  clearCheckIn?: boolean;
  /**
   * Throws the failure that forbids this move for this booking (the customer's 72-hour window),
   * judged inside the transaction on the booking as it is and the live schedule.
   */
  check?: (booking: BookingDoc, schedule: Schedule, now: Date) => void;
  /** The mail that tells the customer, queued in the same commit (`mail.<key>` on the booking). */
  mail: {
    key: 'dateChange' | 'postponement';
    /** Given the live schedule (its start time) and may be async (a ticket's QR image, the .ics). */
    compose: (
      bookingId: string,
      moved: BookingDoc,
      from: string,
      schedule: Schedule,
    ) => MailMessage | Promise<MailMessage>;
  };
  /** Further fields written with the move (a postponement's record). */
  extra?: (booking: BookingDoc, at: Timestamp, schedule: Schedule) => Record<string, unknown>;
  /** Writes the move's audit entry in the moving transaction: both commit, or neither. */
  record?: (tx: Transaction, booking: BookingDoc, from: string) => void;
}

export interface MoveOutcome {
  /** False when the booking already was on the new date: nothing was done twice. */
  changed: boolean;
  /** With `onlyFrom`: the booking had left that date, or was no longer paid; nothing was done. */
  skipped?: boolean;
  from: string;
  booking: BookingDoc;
}

const notMovable = (why: string) =>
  failure('failed-precondition', 'DATE_CHANGE_NOT_ALLOWED', `DATE_CHANGE_NOT_ALLOWED: ${why}`);

/**
 * Moves a paid booking to another date of its tour in ONE transaction: the booking, the old
 * date's counter and the new date's counter are read together, the new date is judged on the live
 * schedule as a new booking would be (offered, open, with notice, within the horizon) and must
 * have room for the whole party; the seats move from one counter to the other, the ticket is
 * reissued for the new date, the reminders of the old date are forgotten (they are due again for
 * the new one) and the customer's mail is queued, all in the same commit. Concurrent moves and
 * checkouts contend on the counters, so no date is ever oversold; a repeated call finds the
 * booking already moved and changes nothing.
 */
export async function moveBookingDate(
  deps: BookingDeps,
  move: MoveBookingDate,
): Promise<MoveOutcome> {
  const ref = bookingRef(deps.db, move.bookingId);
  const now = deps.now();
  return runContendedTransaction(deps.db, async (tx): Promise<MoveOutcome> => {
    const booking = (await tx.get(ref)).data();
    if (!booking) throw failure('not-found', 'NOT_FOUND', 'NOT_FOUND: no such booking');
    const from = booking.selectedDate;
    if (move.onlyFrom !== undefined && (from !== move.onlyFrom || booking.status !== 'paid')) {
      return { changed: false, skipped: true, from, booking };
    }
    if (from === move.newDate) return { changed: false, from, booking };
    if (booking.status !== 'paid') notMovableBecause(`the booking is ${booking.status}`);
    const schedule = openForBooking(await loadSchedule(deps.db, booking.tourId, tx));
    move.check?.(booking, schedule, now);
    if (judgeDate(schedule, move.newDate, now) !== 'allowed') {
      throw failure('failed-precondition', 'INVALID_DATE', 'INVALID_DATE: not bookable', {
        fields: ['newDate'],
      });
    }
    const oldDate = { tourId: booking.tourId, date: from };
    const newDate = { tourId: booking.tourId, date: move.newDate };
    const [oldRead, newRead] = await tx.getAll(
      seatCounterRef(deps.db, oldDate),
      seatCounterRef(deps.db, newDate),
    );
    const oldCount = seatCountFrom(deps.db, oldRead!, oldDate);
    const newCount = seatCountFrom(deps.db, newRead!, newDate);
    const remaining = seatsLeft(newCount, capacityOn(schedule, move.newDate));
    requireSeatsFor(booking.participants, remaining);
    const at = Timestamp.fromDate(now);
    if (booking.holdsSeats) releaseSeats(tx, oldCount, booking.participants, at);
    takeSeats(tx, newCount, booking.participants, at);
    const moved: BookingDoc = {
      ...booking,
      selectedDate: move.newDate,
      holdsSeats: true,
      ticket: await issueTicket(
        move.bookingId,
        { ...booking, selectedDate: move.newDate },
        now,
        deps.tickets,
      ),
      updatedAt: at,
    };
    const clearsCheckIn = move.clearCheckIn === true && booking.checkedInAt !== undefined;
    const change: DateChange = {
      from,
      to: move.newDate,
      at,
      by: move.by,
      ...(move.staffUid ? { staffUid: move.staffUid } : {}),
      ...(move.reason ? { reason: move.reason } : {}),
      ...(clearsCheckIn && booking.checkedInAt ? { checkedInAt: booking.checkedInAt } : {}),
    };
    const changes = booking.dateChanges?.length ?? 0;
    const mail = await move.mail.compose(move.bookingId, moved, from, schedule);
    tx.update(ref, {
      selectedDate: moved.selectedDate,
      holdsSeats: true,
      ticket: moved.ticket,
      updatedAt: at,
      dateChanges: FieldValue.arrayUnion(change),
      // Due again for the new date.
      waiverReminderQueuedAt: FieldValue.delete(),
      reminderMailQueuedAt: FieldValue.delete(),
      reminderMailDate: FieldValue.delete(),
      // The signatures are kept for the tour they cover, whose day has moved; never shortened,
      // since a manager may move a booking whose tour had begun on the old day.
      ...(booking.waiversKeptUntil
        ? { waiversKeptUntil: keptUntilAfterMove(booking.waiversKeptUntil, move.newDate) }
        : {}),
      ...(clearsCheckIn
        ? {
            checkedInAt: FieldValue.delete(),
            checkedInBy: FieldValue.delete(),
            checkedInAtDevice: FieldValue.delete(),
          }
        : {}),
      ...move.extra?.(booking, at, schedule),
    });
    await queueMailAbout(tx, ref, move.mail.key, mail, {
      dedupeKey: `booking-${move.bookingId}-date-${changes + 1}`,
      now,
    });
    move.record?.(tx, booking, from);
    return { changed: true, from, booking: moved };
  });
}

function notMovableBecause(why: string): never {
  throw notMovable(why);
}
