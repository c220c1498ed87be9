import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import { capacityOn, judgeDate } from '@/domain/schedule';
import { openForBooking, scheduleIn, scheduleRef } from '@functions/services/schedules';
import { applicationRef } from '@functions/services/membership/applications';
import { withFeeStillDue } from '@functions/services/membership-fee/booking-fee';
import { failure } from '@functions/lib/callable-errors';
import type { KeyedStore } from '@functions/lib/keyed-id';
import { snapshotOf } from '@functions/lib/document-converter';
import { runContendedTransaction } from '@functions/lib/firestore';
import {
  commitOptimistically,
  guardUnchanged,
  writeIfUnchanged,
} from '@functions/lib/optimistic-commit';
import {
  moveSeatsIfUnchanged,
  readSeatCount,
  releaseSeats,
  seatCounterRef,
  seatCountFrom,
  requireSeatsFor,
  seatsLeft,
} from '@functions/services/seats/seat-counter';
import { waitlistRef, type WaitlistEntryDoc } from '@functions/services/waitlist/waitlist-doc';
import { holdsOffer, offerEnded } from '@functions/services/waitlist/waitlist-offer';
import {
  readBookingVoucher,
  reserveVoucher,
  settleBookingVoucher,
} from '@functions/services/vouchers/booking-voucher';
import { voucherMoves } from '@functions/services/vouchers/checkout-vouchers';
import { bookingRef, type BookingDoc } from '@functions/services/booking-base/booking-doc';
import { openListedHolds, stillOpenHolds } from '@functions/services/rental/open-holds';
import {
  holdOwnerRefs,
  listHoldOnOwners,
  requireUnderHoldLimit,
  type ListedHold,
} from '@functions/services/booking-base/hold-owners';
import type { StatusReason } from '@/domain/documents/status-reason';

/**
 * The application a provisional booking rests on, read again in the booking's own commit: the
 * board may have rejected it since checkout judged it. Refused like any booking without a member.
 */
async function provisionalApplicationRead(db: Firestore, booking: BookingDoc) {
  const { memberMatch, applicationId } = booking.gating;
  if (memberMatch !== 'pending_application' || !applicationId) return undefined;
  const read = await applicationRef(db, applicationId).get();
  if (!read.exists || read.data()?.status === 'rejected') {
    throw failure(
      'failed-precondition',
      'MEMBER_NOT_FOUND',
      'MEMBER_NOT_FOUND: the membership application was rejected',
    );
  }
  return read;
}

/** An open hold of the same person, as read in this commit. */
interface HeldBooking {
  booking: BookingDoc;
  read: DocumentSnapshot<BookingDoc>;
}

/** A previous hold of the same person on the same date, ended by a new attempt. */
export interface ReplacedHold {
  bookingId: string;
  stripeSessionId?: string;
}

/**
 * The waiting-list offer a checkout takes (`booking.waitlistEntryId`), read in the booking's own
 * commit: it must still hold its seats for this tour and date, else the checkout is refused with
 * WAITLIST_OFFER_ENDED (the card then books like any other). Answers the seats it gives back.
 */
function takenOffer(
  booking: BookingDoc,
  read: DocumentSnapshot<WaitlistEntryDoc> | undefined,
  now: Date,
) {
  if (!read) return undefined;
  const entry = read.data();
  if (!holdsOffer(entry, now)) throw offerEnded('the seats are no longer held');
  if (entry.tourId !== booking.tourId || entry.date !== booking.selectedDate) {
    throw offerEnded('the offer is for another date');
  }
  return { read, seats: entry.partySize };
}

/**
 * Checks the remaining seats and writes the pending booking with its seat hold in one atomic
 * commit that only lands if the date's seat counter, the schedule (and every other document it
 * updates) are unchanged since they were read, so concurrent checkouts can never hold more seats
 * than the tour has (optimistic-commit.ts: a checkout that lost the race decides again on the
 * winner's count).
 * The live schedule is read right before: a capacity lowered, a day closed or a tour paused in the
 * console takes effect at once.
 *
 * Nobody may block a date without paying: an earlier unpaid hold of the same member, e-mail or
 * account on the same tour and date is released here and replaced by this one (the caller expires
 * its Checkout Session), and each of them may keep at most MAX_OPEN_HOLDS unpaid bookings and
 * rentals together.
 * Two attempts of one person contend on their owner documents, so the limit holds under
 * concurrency. A checkout taking a waiting-list offer gets the offer's held seats back as free for
 * itself in the same commit, which marks the entry `booked`; a second use finds it booked.
 * The decision only reads and writes Firestore: it may run several times.
 *
 * `leftOver` is how many seats the commit freed beyond what it holds (a replaced hold or an
 * offer for more seats than this booking takes): the caller passes them to the waiting list.
 */
export async function createBookingWithHold(
  store: KeyedStore,
  bookingId: string,
  requested: BookingDoc,
  now: Date,
  voucherCode?: string,
): Promise<{ replaced: ReplacedHold[]; leftOver: number; booking: BookingDoc }> {
  const booking = requested;
  const { db } = store;
  const date = { tourId: booking.tourId, date: booking.selectedDate };
  const owners = holdOwnerRefs(store, booking);
  const offer = booking.waitlistEntryId ? waitlistRef(db, booking.waitlistEntryId) : undefined;
  return commitOptimistically(db, async (batch) => {
    const [scheduleRead, counterRead, ...rest] = await db.getAll(
      scheduleRef(db, booking.tourId),
      seatCounterRef(db, date),
      ...owners,
      ...(offer ? [offer] : []),
    );
    const ownerReads = owners.map((owner, index) => snapshotOf(owner, rest[index]!));
    const offerRead = offer ? snapshotOf(offer, rest[owners.length]!) : undefined;
    const schedule = openForBooking(scheduleIn(booking.tourId, scheduleRead!));
    if (judgeDate(schedule, booking.selectedDate, now) !== 'allowed') {
      throw failure(
        'failed-precondition',
        'INVALID_DATE',
        'INVALID_DATE: the selected date is not valid for this tour',
      );
    }
    // A manager's seat cut or closed day ("Calendario") counts the seats held when it lands: a
    // hold decided on the schedule as it was before must decide again.
    guardUnchanged(batch, scheduleRead!, 'capacity');
    const taken = takenOffer(booking, offerRead, now);
    const application = await provisionalApplicationRead(db, booking);
    const open = await openListedHolds(db, ownerReads, now);
    // The same person's earlier hold on this date gives way to this one (a retry, another party);
    // their unpaid rentals count against the limit but never give way to a booking.
    const replaced = [...open.bookings]
      .map(([id, read]): [string, HeldBooking] => [id, { booking: read.data()!, read }])
      .filter(
        ([, { booking: held }]) =>
          held.tourId === booking.tourId && held.selectedDate === booking.selectedDate,
      );
    const vouchers = await voucherMoves(db, replaced, voucherCode, now);
    const stillOpen = stillOpenHolds(open, new Set(replaced.map(([id]) => id)));
    requireUnderHoldLimit(stillOpen);

    const released =
      replaced.reduce((sum, [, { booking: held }]) => sum + held.participants, 0) +
      (taken?.seats ?? 0);
    const count = seatCountFrom(db, counterRead!, date);
    const remaining = seatsLeft(count, capacityOn(schedule, booking.selectedDate), released);
    requireSeatsFor(booking.participants, remaining);
    // The gift voucher pays its part in this same commit, on its ledger as read here.
    const reserved = voucherCode
      ? reserveVoucher(voucherCode, vouchers.now(voucherCode), booking, bookingId, now)
      : undefined;
    if (reserved) vouchers.add(voucherCode!, reserved.entry);
    const stored = withFeeStillDue(reserved?.booking ?? booking, application?.data());
    vouchers.write(batch, now);
    const at = Timestamp.fromDate(now);
    // A replaced hold paid or released meanwhile makes the commit fail and the decision rerun.
    for (const [id, { read, booking: held }] of replaced) {
      writeIfUnchanged(batch, bookingRef(db, id), read, {
        status: 'expired',
        holdsSeats: false,
        statusReason: 'replaced_by_new_attempt' satisfies StatusReason,
        expiredAt: at,
        updatedAt: at,
        ...(held.voucher?.state === 'reserved' ? { 'voucher.state': 'released' } : {}),
      });
    }
    moveSeatsIfUnchanged(
      batch,
      count,
      { released, taken: booking.participants },
      booking.createdAt,
    );
    batch.create(bookingRef(db, bookingId), { ...stored, holdsSeats: true });
    // Lands only if the entry is as read: its offer lapsed or left meanwhile reruns the decision.
    if (taken) {
      writeIfUnchanged(batch, taken.read.ref, taken.read, {
        status: 'booked',
        holdsSeats: false,
        bookingId,
        endedAt: at,
        updatedAt: at,
      });
    }
    // Lands only if the application is as read: a rejection committed meanwhile reruns the
    // decision, which then refuses; one committed after finds this booking and cancels it.
    if (application) {
      writeIfUnchanged(batch, application.ref, application, {
        provisionalBookingIds: FieldValue.arrayUnion(bookingId),
      });
    }
    const mine: ListedHold = {
      bookingId,
      tourId: booking.tourId,
      date: booking.selectedDate,
      expiresAt: booking.expiresAt,
    };
    listHoldOnOwners(batch, { refs: owners, reads: ownerReads }, stillOpen, mine);
    return {
      booking: stored,
      leftOver: Math.max(0, released - booking.participants),
      replaced: replaced.map(([id, { booking: held }]) => ({
        bookingId: id,
        ...(held.stripeSessionId ? { stripeSessionId: held.stripeSessionId } : {}),
      })),
    };
  });
}

type ReleaseStatus = 'expired' | 'cancelled';

/**
 * Ends a pending booking as expired or cancelled and gives its seats back, once: a booking that is
 * no longer pending (paid, already released) is left alone. Answers whether it changed anything.
 */
export async function releasePendingBooking(
  db: Firestore,
  bookingId: string,
  change: { status: ReleaseStatus; reason: StatusReason; now: Date },
): Promise<boolean> {
  const ref = bookingRef(db, bookingId);
  return runContendedTransaction(db, async (tx) => {
    const snapshot = await tx.get(ref);
    const booking = snapshot.data();
    if (!booking || booking.status !== 'pending') return false;
    const at = Timestamp.fromDate(change.now);
    const count = booking.holdsSeats
      ? await readSeatCount(tx, db, { tourId: booking.tourId, date: booking.selectedDate })
      : null;
    // The checkout's voucher reserve goes back with its seats, in the same commit.
    const voucher = await readBookingVoucher(tx, db, booking, 'reserved');
    if (count) releaseSeats(tx, count, booking.participants, at);
    const voucherUpdate = settleBookingVoucher(
      tx,
      voucher,
      bookingId,
      booking,
      'release',
      change.now,
    );
    tx.update(ref, {
      ...voucherUpdate,
      status: change.status,
      holdsSeats: false,
      statusReason: change.reason,
      [change.status === 'expired' ? 'expiredAt' : 'cancelledAt']: at,
      updatedAt: at,
    });
    return true;
  });
}
