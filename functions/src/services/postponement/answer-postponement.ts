import { Timestamp } from 'firebase-admin/firestore';
import {
  answerPostponementRequestSchema,
  type AnswerPostponementResponse,
} from '@/domain/api/date-change';
import { postponementChoiceAt } from '@/domain/date-change';
import { isManageLinkExpired } from '@/domain/manage-link';
import type { Schedule } from '@/domain/schedule';
import {
  failure,
  invalidLink,
  linkNoLongerValid,
  parseInput,
} from '@functions/lib/callable-errors';
import type { CallContext } from '@functions/lib/call-context';
import {
  bookingRef,
  readBooking,
  type BookingDoc,
} from '@functions/services/booking-base/booking-doc';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { cancelPaidBooking } from '@functions/services/cancellation/cancel-paid-booking';
import { enforceCallLimits } from '@functions/services/call-limits';
import { bookingIdOfToken } from '@functions/services/booking-base/manage-link';
import { scheduleForBooked } from '@functions/services/schedules';

type Postponed = BookingDoc & { postponement: NonNullable<BookingDoc['postponement']> };

/** The answer as it stands now: a pending one ends as "kept" once the new date's tour started. */
const recorded = (
  booking: Postponed,
  schedule: Schedule,
  now: Date,
): AnswerPostponementResponse => ({
  choice: postponementChoiceAt(booking, schedule, now) ?? booking.postponement.choice,
  status: booking.status,
});

/**
 * The booking a postponement answer is about, by its manage link. Once answered, the link keeps
 * telling the answer given (a second tap, a refresh) while the manage link would still open it;
 * an answer still to give needs the booking paid, as any use of the link does.
 */
async function postponedBooking(
  deps: BookingDeps,
  token: string,
): Promise<{ bookingId: string; booking: Postponed }> {
  const bookingId = bookingIdOfToken(token, deps.links.secret);
  const booking = bookingId ? await readBooking(deps.db, bookingId) : null;
  if (!bookingId || !booking) throw invalidLink();
  if (isManageLinkExpired(booking.selectedDate, deps.now())) {
    throw linkNoLongerValid('its tour is long past');
  }
  const { postponement } = booking;
  if (!postponement) {
    throw failure('not-found', 'NOT_FOUND', 'NOT_FOUND: this booking was not postponed');
  }
  return { bookingId, booking: { ...booking, postponement } };
}

const stillOpen = (booking: BookingDoc) => {
  if (booking.status !== 'paid') throw linkNoLongerValid('the booking is cancelled');
};

/**
 * "Mantengo la nuova data": recorded once, in a transaction that re-reads the answer. An answer
 * that ended by itself (the tour started, a check-in) is kept all the same, and recorded so.
 */
async function keep(deps: BookingDeps, bookingId: string): Promise<AnswerPostponementResponse> {
  const ref = bookingRef(deps.db, bookingId);
  const now = deps.now();
  return deps.db.runTransaction(async (tx) => {
    const booking = (await tx.get(ref)).data();
    const postponement = booking?.postponement;
    if (!booking || !postponement) throw invalidLink();
    const schedule = await scheduleForBooked(deps.db, booking.tourId, tx);
    if (postponement.choice !== 'pending') {
      return recorded({ ...booking, postponement }, schedule, now);
    }
    stillOpen(booking);
    const at = Timestamp.fromDate(now);
    tx.update(ref, {
      'postponement.choice': 'kept',
      'postponement.answeredAt': at,
      updatedAt: at,
    });
    return { choice: 'kept', status: booking.status };
  });
}

/**
 * "Voglio il rimborso completo": the booking is cancelled with a full refund and the answer
 * recorded in the same commit (cancelPaidBooking, cause 'postponed'), so two taps at once refund
 * once. That transaction judges the answer still open on the server clock: a booking moved to the
 * new date can ask until that tour starts (or it is checked in), after which its answer reads
 * "kept"; one that did not fit, still on the closed day, for as long as its link works.
 */
async function refund(deps: BookingDeps, bookingId: string): Promise<AnswerPostponementResponse> {
  // cancelPaidBooking offers the freed seats to the date's waiting list.
  const outcome = await cancelPaidBooking(deps, bookingId, 'postponed');
  const postponement = outcome.booking.postponement;
  if (!postponement) throw invalidLink();
  const schedule = await scheduleForBooked(deps.db, outcome.booking.tourId);
  return recorded({ ...outcome.booking, postponement }, schedule, deps.now());
}

/**
 * answerPostponement: the customer of a date postponed for bad weather answers from the mail's
 * buttons (by the manage link's token): keep the new date, or take a full refund. Only an answer
 * still pending is taken; any later one changes nothing and is told the answer recorded (or
 * "kept", once the new date's tour started or the booking was checked in).
 */
export async function handleAnswerPostponement(
  deps: BookingDeps,
  call: Pick<CallContext, 'data' | 'clientKey'>,
): Promise<AnswerPostponementResponse> {
  await enforceCallLimits(deps, { name: 'answerPostponement', caller: call, now: deps.now() });
  const { token, choice } = parseInput(answerPostponementRequestSchema, call.data ?? {});
  const { bookingId, booking } = await postponedBooking(deps, token);
  const schedule = await scheduleForBooked(deps.db, booking.tourId);
  const now = deps.now();
  if (postponementChoiceAt(booking, schedule, now) !== 'pending') {
    return recorded(booking, schedule, now);
  }
  stillOpen(booking);
  if (choice === 'refund') return refund(deps, bookingId);
  if (booking.postponement.to === null) {
    // Not on the new date: nothing to keep. Another date or the refund are its choices.
    throw failure('invalid-argument', 'INVALID_INPUT', 'INVALID_INPUT: no new date to keep', {
      fields: ['choice'],
    });
  }
  return keep(deps, bookingId);
}
