import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { todayInRome } from '@/domain/calendar';
import { tourStartsAt, type Schedule } from '@/domain/schedule';
import type { TourId } from '@/domain/tours';
import { readableDocs } from '@functions/lib/document-converter';
import {
  bookingRef,
  bookingsCollection,
  type BookingDoc,
} from '@functions/services/booking-base/booking-doc';
import type { ManageLinkSettings } from '@functions/services/booking-base/deps';
import { enqueueMail, outboxRef } from '@functions/services/mail/outbox';
import { composeWaiverReminder } from '@functions/services/mail/templates/waiver-reminder-mail';
import {
  rentalRef,
  rentalsCollection,
  type RentalDoc,
} from '@functions/services/rental/rental-docs';
import { rentalWaiverHolder } from '@functions/services/rental/rental-waivers';
import {
  holderWaiverLinks,
  someWaiverMissing,
} from '@functions/services/waiver-base/waiver-holder';
import { scheduleForBooked } from '@functions/services/schedules';
import { participantWaiverLinks, participantWaivers } from './participant-waivers';
import { HOUR_MS } from '@/domain/time-units';

/** How long before the tour's start the booker is reminded of the waivers still to sign. */
export const WAIVER_REMINDER_HOURS = 48;
const WINDOW_MS = WAIVER_REMINDER_HOURS * HOUR_MS;

export interface WaiverReminderDeps {
  db: Firestore;
  now: () => Date;
  /** The site the signing links open and the key they are signed with (BOOKING_LINK_SECRET). */
  links: ManageLinkSettings;
}

export interface WaiverReminderReport {
  sent: number;
  /** Bookings of the window that cannot be read (logged, named by path). */
  malformed: number;
}

export const waiverReminderMailId = (bookingId: string) => `booking-${bookingId}-waiver-reminder`;
export const rentalWaiverReminderMailId = (rentalId: string) =>
  `rental-${rentalId}-waiver-reminder`;

/**
 * Whether the booking is due its reminder at `now`: paid, leaving within the next 48 hours, not
 * reminded yet, with someone still to sign. A booking paid after its reminder's time is left out:
 * its confirmation, a few hours old at most, already listed the same links.
 */
function isDue(booking: BookingDoc, startsAt: Date, now: Date): boolean {
  const remindFrom = startsAt.getTime() - WINDOW_MS;
  return (
    booking.status === 'paid' &&
    !booking.waiverReminderQueuedAt &&
    booking.customerEmail !== '' &&
    startsAt.getTime() > now.getTime() &&
    remindFrom <= now.getTime() &&
    (booking.paidAt?.toMillis() ?? 0) <= remindFrom &&
    participantWaivers(booking).some((participant) => participant.state === 'missing')
  );
}

/**
 * Queues the reminder of one booking if it is still due, in the transaction that records
 * `waiverReminderQueuedAt`, so runs that overlap or repeat send it once. Answers whether it did.
 */
async function remindOnce(
  deps: WaiverReminderDeps,
  bookingId: string,
  schedule: Schedule,
  now: Date,
): Promise<boolean> {
  const ref = bookingRef(deps.db, bookingId);
  const outboxId = waiverReminderMailId(bookingId);
  return deps.db.runTransaction(async (tx) => {
    const booking = (await tx.get(ref)).data();
    if (!booking) return false;
    const startsAt = tourStartsAt(schedule, booking.selectedDate);
    if (!isDue(booking, startsAt, now)) return false;
    const missing = participantWaiverLinks(bookingId, booking, deps.links, now).filter(
      (waiver) => waiver.state === 'missing',
    );
    const queued = (await tx.get(outboxRef(deps.db, outboxId))).exists;
    if (!queued) {
      const mail = composeWaiverReminder(
        {
          kind: 'tour',
          id: bookingId,
          to: booking,
          name: booking.tourName,
          date: booking.selectedDate,
          startsAt,
        },
        missing,
      );
      await enqueueMail(deps.db, mail, { dedupeKey: outboxId, now, writer: tx });
    }
    tx.update(ref, { waiverReminderQueuedAt: Timestamp.fromDate(now) });
    return !queued;
  });
}

/** A rental's reminder is due as a booking's is, measured to its pick-up. */
function isRentalDue(rentalId: string, rental: RentalDoc, now: Date): boolean {
  const startsAt = rental.startsAt.toMillis();
  const remindFrom = startsAt - WINDOW_MS;
  return (
    rental.status === 'paid' &&
    !rental.waiverReminderQueuedAt &&
    rental.customerEmail !== '' &&
    startsAt > now.getTime() &&
    remindFrom <= now.getTime() &&
    (rental.paidAt?.toMillis() ?? 0) <= remindFrom &&
    someWaiverMissing(rentalWaiverHolder(rentalId, rental))
  );
}

/** Queues one rental's reminder once, in the transaction that records it (as remindOnce). */
async function remindRentalOnce(
  deps: WaiverReminderDeps,
  rentalId: string,
  now: Date,
): Promise<boolean> {
  const ref = rentalRef(deps.db, rentalId);
  const outboxId = rentalWaiverReminderMailId(rentalId);
  return deps.db.runTransaction(async (tx) => {
    const rental = (await tx.get(ref)).data();
    if (!rental || !isRentalDue(rentalId, rental, now)) return false;
    const missing = holderWaiverLinks(rentalWaiverHolder(rentalId, rental), deps.links, now).filter(
      (waiver) => waiver.state === 'missing',
    );
    const queued = (await tx.get(outboxRef(deps.db, outboxId))).exists;
    if (!queued) {
      const mail = composeWaiverReminder(
        {
          kind: 'rental',
          id: rentalId,
          to: rental,
          name: rental.modelName,
          date: rental.startDate,
          startsAt: rental.startsAt.toDate(),
        },
        missing,
      );
      await enqueueMail(deps.db, mail, { dedupeKey: outboxId, now, writer: tx });
    }
    tx.update(ref, { waiverReminderQueuedAt: Timestamp.fromDate(now) });
    return !queued;
  });
}

/** The rentals picked up in the window whose riders have not all signed, each reminded once. */
async function remindRentals(
  deps: WaiverReminderDeps,
  first: string,
  last: string,
  now: Date,
): Promise<WaiverReminderReport> {
  const window = await rentalsCollection(deps.db)
    .where('startDate', '>=', first)
    .where('startDate', '<=', last)
    .get();
  const readable = readableDocs(window, 'rental malformed: no waiver reminder');
  const report: WaiverReminderReport = { sent: 0, malformed: readable.malformed };
  for (const { id, data: rental } of readable.docs) {
    if (!isRentalDue(id, rental, now)) continue;
    if (await remindRentalOnce(deps, id, now)) report.sent += 1;
  }
  return report;
}

/**
 * sendWaiverReminders (hourly): each paid booking leaving within the next 48 hours whose
 * participants have not all signed the waiver gets one mail to the booker listing who is missing,
 * with their own links; so does each paid rental picked up within them whose riders have not. The bookings are found by `selectedDate` over the few Rome days the window
 * spans (a range on one field, no composite index), and judged on the tour's start time from the
 * live schedule.
 */
export async function sendWaiverReminders(deps: WaiverReminderDeps): Promise<WaiverReminderReport> {
  const now = deps.now();
  const first = todayInRome(now);
  const last = todayInRome(new Date(now.getTime() + WINDOW_MS));
  const window = await bookingsCollection(deps.db)
    .where('selectedDate', '>=', first)
    .where('selectedDate', '<=', last)
    .get();
  const schedules = new Map<TourId, Schedule>();
  const scheduleOf = async (tourId: TourId) => {
    const schedule = schedules.get(tourId) ?? (await scheduleForBooked(deps.db, tourId));
    schedules.set(tourId, schedule);
    return schedule;
  };
  const report: WaiverReminderReport = { sent: 0, malformed: 0 };
  const readable = readableDocs(window, 'booking malformed: no waiver reminder');
  report.malformed = readable.malformed;
  for (const { id, data: booking } of readable.docs) {
    const schedule = await scheduleOf(booking.tourId);
    // Judged first on the query's copy, so the many bookings not due cost no transaction.
    if (!isDue(booking, tourStartsAt(schedule, booking.selectedDate), now)) continue;
    if (await remindOnce(deps, id, schedule, now)) report.sent += 1;
  }
  // A rental's riders are reminded the same way, before their pick-up.
  const rentals = await remindRentals(deps, first, last, now);
  report.sent += rentals.sent;
  report.malformed += rentals.malformed;
  logger.info('waiver reminders queued', { ...report, from: first, until: last });
  return report;
}
