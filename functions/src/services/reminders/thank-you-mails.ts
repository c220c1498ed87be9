import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { addDays, todayInRome } from '@/domain/calendar';
import { readableDocs } from '@functions/lib/document-converter';
import {
  bookingRef,
  bookingsCollection,
  type BookingDoc,
} from '@functions/services/booking-base/booking-doc';
import { outboxRef, queueMailAbout } from '@functions/services/mail/outbox';
import { composeThankYouMail } from '@functions/services/mail/templates/thank-you-mail';
import { loadMailSettings } from './reminder-settings';
import { isPastRomeTime } from './rome-days';

/**
 * The thank-you leaves the morning after the tour, from this hour (Rome): every tour of the day
 * is over by then, the evening ones too, and nobody gets it at night.
 */
export const THANK_YOU_FROM = '10:00';
/**
 * Tours further back than this many days get no thank-you: a job that was down for a while must
 * not thank people for a tour they did a week ago.
 */
export const THANK_YOU_WITHIN_DAYS = 3;

export interface ThankYouDeps {
  db: Firestore;
  now: () => Date;
}

export interface ThankYouReport {
  /** The tour days looked at (YYYY-MM-DD, both included). */
  from: string;
  until: string;
  sent: number;
  /** Bookings of those days that cannot be read (logged, named by path). */
  malformed: number;
}

export const thankYouMailId = (bookingId: string) => `booking-${bookingId}-review`;

/** Checked in at the tour (someone came), still paid, someone to write to, not thanked yet. */
function isDue(booking: BookingDoc): boolean {
  return (
    booking.status === 'paid' &&
    booking.checkedInAt !== undefined &&
    booking.customerEmail !== '' &&
    !booking.reviewMailQueuedAt
  );
}

/** Queues one booking's thank-you in the transaction that records `reviewMailQueuedAt`. */
async function thankOnce(
  deps: ThankYouDeps,
  bookingId: string,
  reviewUrl: string,
  now: Date,
): Promise<boolean> {
  const ref = bookingRef(deps.db, bookingId);
  const outboxId = thankYouMailId(bookingId);
  return deps.db.runTransaction(async (tx) => {
    const booking = (await tx.get(ref)).data();
    if (!booking || !isDue(booking)) return false;
    const queued = (await tx.get(outboxRef(deps.db, outboxId))).exists;
    tx.update(ref, { reviewMailQueuedAt: Timestamp.fromDate(now) });
    if (!queued) {
      await queueMailAbout(tx, ref, 'review', composeThankYouMail(booking, reviewUrl), {
        dedupeKey: outboxId,
        now,
      });
    }
    return !queued;
  });
}

/**
 * sendThankYouMails (hourly): from 10:00 the day after a tour, each booking that was checked in
 * gets one thank-you in its language, with the review link of `settings/mail` when one is set.
 * Tours of the last THANK_YOU_WITHIN_DAYS days only; bookings never checked in (no-shows,
 * cancelled, unpaid) get nothing.
 */
export async function sendThankYouMails(deps: ThankYouDeps): Promise<ThankYouReport> {
  const now = deps.now();
  const today = todayInRome(now);
  const from = addDays(today, -THANK_YOU_WITHIN_DAYS);
  const until = addDays(today, isPastRomeTime(now, THANK_YOU_FROM) ? -1 : -2);
  const report: ThankYouReport = { from, until, sent: 0, malformed: 0 };
  const { reviewUrl } = await loadMailSettings(deps.db);
  const bookings = await bookingsCollection(deps.db)
    .where('selectedDate', '>=', from)
    .where('selectedDate', '<=', until)
    .get();
  const readable = readableDocs(bookings, 'booking malformed: no thank-you mail');
  report.malformed = readable.malformed;
  for (const { id, data: booking } of readable.docs) {
    if (!isDue(booking)) continue;
    if (await thankOnce(deps, id, reviewUrl, now)) report.sent += 1;
  }
  logger.info('thank-you mails queued', { ...report, review: reviewUrl !== '' });
  return report;
}
