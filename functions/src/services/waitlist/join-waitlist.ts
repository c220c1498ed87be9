import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  joinWaitlistRequestSchema,
  WAITLIST_CONFIRM_HOURS,
  type JoinWaitlistResponse,
} from '@/domain/api/waitlist';
import { capacityOn, judgeDate } from '@/domain/schedule';
import { UNLIMITED_SEATS } from '@/domain/tours';
import type { CallContext } from '@functions/lib/call-context';
import { failure, parseInput } from '@functions/lib/callable-errors';
import { mayConfirmTo } from '@functions/services/mail/confirmation-limit';
import { enqueueMail } from '@functions/services/mail/outbox';
import { composeWaitlistJoinedMail } from '@functions/services/mail/templates/waitlist-mails';
import { openForBooking, scheduleIn, scheduleRef } from '@functions/services/schedules';
import { readSeatCount, seatsLeft } from '@functions/services/seats/seat-counter';
import type { WaitlistDeps } from './waitlist-deps';
import {
  entriesOfEmail,
  liveEntriesOf,
  newWaitlistEntryId,
  waitlistRef,
  type WaitlistEntryDoc,
} from './waitlist-doc';
import { enforceCallLimits } from '@functions/services/call-limits';
import { waitlistConfirmUrl, waitlistLeaveUrl } from './waitlist-link';
import { HOUR_MS } from '@/domain/time-units';
import { emailIdentity } from '@/domain/email-address';

const notForThisDate = (why: string, extra: { remaining?: number } = {}) =>
  failure('failed-precondition', 'INVALID_DATE', `INVALID_DATE: ${why}`, {
    fields: ['date'],
    ...extra,
  });

/**
 * joinWaitlist ("Avvisami se si libera un posto"): only for a limited tour or event, on a date
 * the live schedule still books, whose free seats are fewer than the party (a date with room is
 * booked, not waited for: refused with the seats left, so the card can offer them). The entry
 * starts `unconfirmed`: it is in line only once the visitor follows the link of its first mail
 * (confirmWaitlist) within WAITLIST_CONFIRM_HOURS, so invented addresses hold no seats. That mail
 * goes to a typed address, so it counts against the per-recipient limit the forms' confirmations
 * share (mayConfirmTo): past it the join is refused, since nobody could confirm it. One entry per
 * e-mail address and date, unconfirmed ones included until they expire. The date's counter is read in the same transaction that
 * stores the entry, so a seat freed meanwhile either makes this refuse (there is room now) or
 * lands after the entry, whose round of the offer engine then finds it in line. Transactions are
 * serializable, queries included: two joins of one address at once cannot both find it absent.
 */
export async function handleJoinWaitlist(
  deps: WaitlistDeps,
  call: Pick<CallContext, 'data' | 'clientKey'>,
): Promise<JoinWaitlistResponse> {
  await enforceCallLimits(deps, { name: 'joinWaitlist', caller: call, now: deps.now() });
  const request = parseInput(joinWaitlistRequestSchema, call.data ?? {});
  const { db } = deps;
  const now = deps.now();
  const where = { tourId: request.tourId, date: request.date };
  const email = emailIdentity(request.email);
  if (!(await mayConfirmTo(deps, 'waitlist', email, now))) {
    throw failure(
      'resource-exhausted',
      'TOO_MANY_MAILS_TO_ADDRESS',
      'TOO_MANY_MAILS_TO_ADDRESS: this address has had its mails for today',
      { fields: ['email'] },
    );
  }
  const entryId = newWaitlistEntryId(db);
  const position = await db.runTransaction(async (tx) => {
    const scheduleRead = await tx.get(scheduleRef(db, request.tourId));
    const live = await tx.get(liveEntriesOf(db, where));
    const sameEmail = await tx.get(entriesOfEmail(db, where, email));
    const count = await readSeatCount(tx, db, where);
    const schedule = openForBooking(scheduleIn(request.tourId, scheduleRead));
    const capacity = capacityOn(schedule, request.date);
    if (capacity >= UNLIMITED_SEATS) throw notForThisDate('this tour has no waiting list');
    if (judgeDate(schedule, request.date, now) !== 'allowed') {
      throw notForThisDate('the date cannot be booked');
    }
    if (request.partySize > capacity) {
      throw failure(
        'failed-precondition',
        'CAPACITY_EXCEEDED',
        `CAPACITY_EXCEEDED: the tour takes ${capacity} people at most`,
        { fields: ['partySize'], remaining: capacity },
      );
    }
    const remaining = seatsLeft(count, capacity);
    if (remaining >= request.partySize) {
      throw notForThisDate('the date has room: book it', { remaining });
    }
    const holdsTheAddress = (entry: WaitlistEntryDoc) =>
      entry.status === 'waiting' ||
      entry.status === 'offered' ||
      (entry.status === 'unconfirmed' && (entry.confirmBy?.toMillis() ?? 0) > now.getTime());
    if (sameEmail.docs.some((doc) => holdsTheAddress(doc.data()))) {
      throw failure(
        'failed-precondition',
        'ALREADY_ON_WAITLIST',
        'ALREADY_ON_WAITLIST: this e-mail is already waiting for this date',
        { fields: ['email'] },
      );
    }
    const at = Timestamp.fromDate(now);
    const entry: WaitlistEntryDoc = {
      tourId: request.tourId,
      date: request.date,
      name: request.name,
      email,
      partySize: request.partySize,
      locale: request.locale,
      status: 'unconfirmed',
      confirmBy: Timestamp.fromMillis(now.getTime() + WAITLIST_CONFIRM_HOURS * HOUR_MS),
      holdsSeats: false,
      createdAt: at,
      updatedAt: at,
      offers: 0,
      anonymisedAt: null,
    };
    const inLine = live.size + 1;
    tx.create(waitlistRef(db, entryId), entry);
    await enqueueMail(
      db,
      composeWaitlistJoinedMail(entry, {
        confirm: waitlistConfirmUrl(entryId, deps.links),
        leave: waitlistLeaveUrl(entryId, deps.links),
      }),
      { dedupeKey: `waitlist-${entryId}-joined`, now, writer: tx },
    );
    return inLine;
  });
  logger.info('waiting list joined, to be confirmed', { ...where, entryId, position });
  return { position };
}
