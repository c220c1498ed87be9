import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { tomorrowInRome } from '@/domain/calendar';
import { tourStartsAt, type Schedule } from '@/domain/schedule';
import type { TourId } from '@/domain/tours';
import { readableDocs } from '@functions/lib/document-converter';
import {
  bookingRef,
  bookingsCollection,
  type BookingDoc,
} from '@functions/services/booking-base/booking-doc';
import type { ManageLinkSettings } from '@functions/services/booking-base/deps';
import { ticketAttachments } from '@functions/services/booking/ticket-attachments';
import { manageUrl } from '@functions/services/booking-base/manage-link';
import { outboxRef, queueMailAbout } from '@functions/services/mail/outbox';
import { composeDayBeforeReminder } from '@functions/services/mail/templates/day-before-reminder-mail';
import { scheduleForBooked } from '@functions/services/schedules';
import { loadMailSettings } from './reminder-settings';
import { isPastRomeTime } from './rome-days';

export interface DayBeforeReminderDeps {
  db: Firestore;
  now: () => Date;
  /** The site the manage link opens and the key it is signed with (BOOKING_LINK_SECRET). */
  links: ManageLinkSettings;
}

export interface DayBeforeReminderReport {
  /** The tour day reminded, or null before today's reminder time. */
  date: string | null;
  sent: number;
  /** Bookings of that day that cannot be read (logged, named by path). */
  malformed: number;
}

/** One entry per booking and date: a booking moved to another day is reminded again for it. */
export const dayBeforeReminderMailId = (bookingId: string, date: string) =>
  `booking-${bookingId}-reminder-${date}`;

/** Paid, with someone to write to, on `date`, and not yet reminded of that date. */
function isDue(booking: BookingDoc, date: string): boolean {
  return (
    booking.status === 'paid' &&
    booking.selectedDate === date &&
    booking.customerEmail !== '' &&
    !(booking.reminderMailQueuedAt && booking.reminderMailDate === date)
  );
}

/**
 * Queues one booking's reminder if it is still due, in the transaction that records
 * `reminderMailQueuedAt` and `reminderMailDate`: runs that overlap or repeat find the booking
 * reminded (or its outbox entry there) and queue nothing more. Answers whether it queued.
 */
async function remindOnce(
  deps: DayBeforeReminderDeps,
  bookingId: string,
  date: string,
  schedule: Schedule,
  now: Date,
): Promise<boolean> {
  const ref = bookingRef(deps.db, bookingId);
  const outboxId = dayBeforeReminderMailId(bookingId, date);
  return deps.db.runTransaction(async (tx) => {
    const booking = (await tx.get(ref)).data();
    if (!booking || !isDue(booking, date)) return false;
    const queued = (await tx.get(outboxRef(deps.db, outboxId))).exists;
    if (!queued) {
      const attachments = await ticketAttachments(bookingId, booking, schedule.startTime);
      const message = composeDayBeforeReminder(
        bookingId,
        booking,
        tourStartsAt(schedule, date),
        manageUrl(bookingId, deps.links),
        attachments,
      );
      await queueMailAbout(tx, ref, 'reminder', message, { dedupeKey: outboxId, now });
    }
    tx.update(ref, { reminderMailQueuedAt: Timestamp.fromDate(now), reminderMailDate: date });
    return !queued;
  });
}

/**
 * sendDayBeforeReminders (every 15 minutes): once today's `reminderTime` (settings/mail, Rome)
 * has struck, every paid booking of tomorrow gets one reminder in its language. Each run after
 * that hour looks at tomorrow's bookings again, so a booking paid later in the evening is
 * reminded at the next run; the bookings are found by `selectedDate` alone (no composite index).
 * Nobody is reminded of a day the live schedule has closed.
 */
export async function sendDayBeforeReminders(
  deps: DayBeforeReminderDeps,
): Promise<DayBeforeReminderReport> {
  const now = deps.now();
  const { reminderTime } = await loadMailSettings(deps.db);
  if (!isPastRomeTime(now, reminderTime)) return { date: null, sent: 0, malformed: 0 };
  const date = tomorrowInRome(now);
  const bookings = await bookingsCollection(deps.db).where('selectedDate', '==', date).get();
  const schedules = new Map<TourId, Schedule>();
  const report: DayBeforeReminderReport = { date, sent: 0, malformed: 0 };
  const readable = readableDocs(bookings, 'booking malformed: no reminder of the day before');
  report.malformed = readable.malformed;
  for (const { id, data: booking } of readable.docs) {
    // Judged first on the query's copy, so the bookings not due cost no transaction.
    if (!isDue(booking, date)) continue;
    const schedule =
      schedules.get(booking.tourId) ?? (await scheduleForBooked(deps.db, booking.tourId));
    schedules.set(booking.tourId, schedule);
    // A day closed in the schedule (bad weather, a postponed date whose party did not fit on the
    // new one) has no tour to be reminded of: staff or the postponement mail tell them instead.
    if (schedule.closedDates.includes(date)) continue;
    if (await remindOnce(deps, id, date, schedule, now)) report.sent += 1;
  }
  logger.info('reminders of the day before queued', { ...report, reminderTime });
  return report;
}
