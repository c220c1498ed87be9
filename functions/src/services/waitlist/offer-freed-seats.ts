import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { capacityOn, judgeDate, tourStartsAt, type Schedule } from '@/domain/schedule';
import { waitlistHoldHoursOf } from '@/domain/schedule-schema';
import type { TourId } from '@/domain/tours';
import { runContendedTransaction } from '@functions/lib/firestore';
import { enqueueMail } from '@functions/services/mail/outbox';
import { composeWaitlistOfferMail } from '@functions/services/mail/templates/waitlist-mails';
import { scheduleIn, scheduleRef } from '@functions/services/schedules';
import { moveSeats, readSeatCount, seatsLeft } from '@functions/services/seats/seat-counter';
import type { WaitlistDeps } from './waitlist-deps';
import { liveEntriesOf, type WaitlistEntryDoc } from './waitlist-doc';
import { waitlistLeaveUrl, waitlistOfferUrl } from './waitlist-link';
import { errorText } from '@functions/lib/error-text';
import { HOUR_MS } from '@/domain/time-units';

export interface DateOfTour {
  tourId: TourId;
  date: string;
}

/** What one round on a date did. */
export interface OfferRound {
  lapsed: number;
  offered: number;
  closed: number;
}

/**
 * Until when an offer made now holds its seats: `waitlistHoldHours`, but never past the last
 * moment the date can still be booked (its start less the schedule's notice), since after that
 * the checkout would refuse the date anyway.
 */
function offerEndsAt(schedule: Schedule, date: string, now: Date): Date {
  const lastBookable = tourStartsAt(schedule, date).getTime() - schedule.leadHours * HOUR_MS;
  return new Date(Math.min(now.getTime() + waitlistHoldHoursOf(schedule) * HOUR_MS, lastBookable));
}

/** Whether new bookings, and so offers, can still be made for the date on the live schedule. */
function stillBookable(schedule: Schedule | null, date: string, now: Date): schedule is Schedule {
  return schedule !== null && schedule.bookable && judgeDate(schedule, date, now) === 'allowed';
}

/**
 * The offer engine of one date, in ONE transaction on the date's seat counter, the live schedule
 * and the date's live entries: offers past their `offerExpiresAt` lapse and give their seats
 * back; then the waiting entries are walked oldest first and each whose party fits the free seats
 * gets them held (`holdsSeats`, counted in the counter like a pending booking) until the hold
 * ends, with its offer mail queued in the same commit. A date that can no longer be booked offers
 * nothing: its live entries are closed and their seats given back.
 *
 * Concurrent rounds, cancellations and checkouts all write the counter, and each round reads it
 * with the entries it changes, so Firestore serialises them: a seat is counted for one offer or
 * booking at a time (never promised twice), and every seat an offer stops holding is given back in
 * the commit that ends it (never lost). Idempotent: a second round finds nothing more to do.
 */
export async function offerFreedSeats(deps: WaitlistDeps, where: DateOfTour): Promise<OfferRound> {
  const { db, links } = deps;
  const now = deps.now();
  return runContendedTransaction(db, async (tx): Promise<OfferRound> => {
    const scheduleRead = await tx.get(scheduleRef(db, where.tourId));
    const live = await tx.get(liveEntriesOf(db, where));
    const count = await readSeatCount(tx, db, where);
    const schedule = scheduleIn(where.tourId, scheduleRead);
    const open = stillBookable(schedule, where.date, now);
    const at = Timestamp.fromDate(now);
    const round: OfferRound = { lapsed: 0, offered: 0, closed: 0 };
    let released = 0;
    const waiting: QueryDocumentSnapshot<WaitlistEntryDoc>[] = [];
    for (const doc of live.docs) {
      const entry = doc.data();
      const lapsed =
        entry.status === 'offered' && (entry.offerExpiresAt?.toMillis() ?? 0) <= now.getTime();
      if (open && !lapsed) {
        if (entry.status === 'waiting') waiting.push(doc);
        continue;
      }
      if (entry.holdsSeats) released += entry.partySize;
      tx.update(doc.ref, {
        status: lapsed ? 'lapsed' : 'closed',
        holdsSeats: false,
        endedAt: at,
        updatedAt: at,
      });
      round[lapsed ? 'lapsed' : 'closed'] += 1;
    }

    let taken = 0;
    if (open) {
      let free = seatsLeft(count, capacityOn(schedule, where.date), released);
      const endsAt = offerEndsAt(schedule, where.date, now);
      for (const doc of waiting) {
        const entry = doc.data();
        if (free <= 0) break;
        // A party too big for what is free waits on; a smaller one behind it may fit.
        if (entry.partySize > free) continue;
        free -= entry.partySize;
        taken += entry.partySize;
        const offers = entry.offers + 1;
        tx.update(doc.ref, {
          status: 'offered',
          holdsSeats: true,
          offers,
          offeredAt: at,
          offerExpiresAt: Timestamp.fromDate(endsAt),
          updatedAt: at,
        });
        const urls = {
          offer: waitlistOfferUrl(doc.id, entry.tourId, links),
          leave: waitlistLeaveUrl(doc.id, links),
        };
        await enqueueMail(db, composeWaitlistOfferMail(entry, endsAt, urls), {
          dedupeKey: `waitlist-${doc.id}-offer-${offers}`,
          now,
          writer: tx,
        });
        round.offered += 1;
      }
    }
    if (released > 0 || taken > 0) moveSeats(tx, count, { released, taken }, at);
    return round;
  });
}

/**
 * Runs the offer engine for a date whose seats were just freed (a cancellation, a released
 * checkout, a booking moved away), after the commit that freed them. It never throws: the
 * freeing already happened and must not be reported as failed; a round that fails is logged, and
 * the scheduled `offerWaitlistSeats` offers the seats within 15 minutes.
 */
export async function offerFreedSeatsLater(deps: WaitlistDeps, where: DateOfTour): Promise<void> {
  try {
    const round = await offerFreedSeats(deps, where);
    if (round.offered + round.lapsed + round.closed > 0) {
      logger.info('waiting list moved on', { ...where, ...round });
    }
  } catch (error) {
    logger.error('waiting list round failed; the scheduled round will retry', {
      ...where,
      error: errorText(error),
    });
  }
}
