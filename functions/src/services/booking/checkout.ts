import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { bookingRequestSchema, type CheckoutSessionResponse } from '@/domain/api/booking';
import { firstBookingProblem, type BookingProblem } from '@/domain/booking-checks';
import { DEFAULT_SCHEDULES } from '@/domain/schedule';
import type { CallContext } from '@functions/lib/call-context';
import { failure, parseInput } from '@functions/lib/callable-errors';
import { verifyMembership } from '@functions/services/membership/verify-membership';
import { feeDueWithBooking } from '@functions/services/membership-fee/booking-fee';
import { enforceCallLimits } from '@functions/services/call-limits';
import { loadSchedule } from '@functions/services/schedules';
import { offerFreedSeatsLater } from '@functions/services/waitlist/offer-freed-seats';
import { offerEnded } from '@functions/services/waitlist/waitlist-offer';
import { restoreOfferOfFailedCheckout } from '@functions/services/waitlist/restore-offer';
import { entryIdOfToken } from '@functions/services/waitlist/waitlist-link';
import { bookingRef, newBookingId } from '@functions/services/booking-base/booking-doc';
import { newBookingRecord } from './booking-record';
import type { BookingDeps, CheckoutSettings } from '@functions/services/booking-base/deps';
import { createBookingWithHold, releasePendingBooking, type ReplacedHold } from './seat-hold';
import {
  createCheckoutSessionFor,
  sessionExpiry,
} from '@functions/services/booking-base/stripe-session';
import { normalizeVoucherCode } from '@/domain/vouchers/code';
import { confirmCoveredBooking, coveredSessionId } from './covered-booking';
import { errorText } from '@functions/lib/error-text';

const PROBLEM_MESSAGES: Record<BookingProblem, string> = {
  BOOKING_CLOSED: 'BOOKING_CLOSED: online booking is paused for this tour',
  INVALID_DATE: 'INVALID_DATE: the selected date is not valid for this tour',
  MEMBER_NOT_FOUND: 'MEMBER_NOT_FOUND: membership verification required',
  TERMS_NOT_ACCEPTED: 'TERMS_NOT_ACCEPTED: the current terms and conditions must be accepted',
  MEDICAL_CERT_REQUIRED: 'MEDICAL_CERT_REQUIRED: a valid medical certificate must be declared',
};

/**
 * The sessions of holds a new attempt replaced: nobody can pay for them any more. A session that
 * was paid meanwhile is fulfilled by its webhook (it re-seats or refunds a released booking).
 */
async function expireReplacedSessions(deps: BookingDeps, replaced: ReplacedHold[]) {
  for (const { bookingId, stripeSessionId } of replaced) {
    logger.info('unpaid hold replaced by a new attempt', { bookingId });
    if (!stripeSessionId) continue;
    try {
      await deps.stripe.checkout.sessions.expire(stripeSessionId);
    } catch (error) {
      logger.warn('replaced session could not be expired', {
        bookingId,
        error: errorText(error),
      });
    }
  }
}

/**
 * The waiting-list entry whose offer the checkout takes, from the offer link's token. A token
 * that is not ours ends here as an ended offer; whether it still holds seats is judged in the
 * booking's own commit (createBookingWithHold).
 */
function offerEntryId(deps: BookingDeps, token: string): string {
  const entryId = entryIdOfToken(token, deps.links.secret);
  if (!entryId) throw offerEnded('not a waiting-list link');
  return entryId;
}

/**
 * Records the Checkout Session on its booking. Answers false when the booking was cancelled
 * meanwhile (released with its date): the session id is still recorded, so a payment made on it
 * anyway is matched to the booking and refunded. A hold replaced by the same person's newer attempt
 * keeps its session: a payment on it is re-seated or refunded like any late payment.
 */
function attachSession(
  deps: BookingDeps,
  bookingId: string,
  sessionId: string,
  expiresAt: Date,
): Promise<boolean> {
  const ref = bookingRef(deps.db, bookingId);
  return deps.db.runTransaction(async (tx) => {
    const status = (await tx.get(ref)).data()?.status;
    tx.update(ref, {
      stripeSessionId: sessionId,
      // The hold ends with the session; holds are listed with their first estimate, which is earlier.
      ...(status === 'pending' ? { expiresAt: Timestamp.fromDate(expiresAt) } : {}),
    });
    return status !== 'cancelled';
  });
}

/** The voucher code typed in the card, as stored; a code that cannot exist is refused here. */
function voucherCodeOf(typed: string | undefined): string | undefined {
  if (!typed) return undefined;
  const code = normalizeVoucherCode(typed);
  if (code) return code;
  throw failure(
    'failed-precondition',
    'VOUCHER_NOT_FOUND',
    'VOUCHER_NOT_FOUND: no voucher has this code',
    { fields: ['voucherCode'] },
  );
}

/**
 * createCheckoutSession: re-checks every rule of the form, holds the seats with the pending booking
 * in one transaction, then opens the Stripe Checkout Session. Stripe is called only after the
 * transaction, and a failure there gives the seats back.
 */
export async function createCheckout(
  deps: BookingDeps,
  settings: CheckoutSettings,
  call: CallContext,
): Promise<CheckoutSessionResponse> {
  const now = deps.now();
  await enforceCallLimits(deps, { name: 'createCheckoutSession', caller: call, now });
  const request = parseInput(bookingRequestSchema, call.data, 'MISSING_FIELDS');
  // A missing or malformed schedule reads as paused: no booking is accepted against it.
  const schedule = (await loadSchedule(deps.db, request.tourId)) ?? {
    ...DEFAULT_SCHEDULES[request.tourId],
    bookable: false,
  };
  const problem = firstBookingProblem(request, schedule, now);
  if (problem) throw failure('failed-precondition', problem, PROBLEM_MESSAGES[problem]);
  const voucherCode = voucherCodeOf(request.voucherCode);
  const membership = await verifyMembership(deps, request.gating, request.selectedDate, settings);

  const bookingId = newBookingId(deps.db);
  // Joining (or renewing) inside the card: the fee is a line of this same Checkout.
  const membershipFee = await feeDueWithBooking(deps.db, membership, now);
  const booking = {
    ...newBookingRecord(bookingId, request, membership, call.uid, now),
    ...(membershipFee ? { membershipFee } : {}),
    ...(request.waitlistOffer
      ? { waitlistEntryId: offerEntryId(deps, request.waitlistOffer) }
      : {}),
  };
  const {
    replaced,
    leftOver,
    booking: held,
  } = await createBookingWithHold(deps, bookingId, booking, now, voucherCode);
  await expireReplacedSessions(deps, replaced);
  const date = { tourId: booking.tourId, date: booking.selectedDate };
  if (leftOver > 0) await offerFreedSeatsLater(deps, date);
  // Paid in full by a gift voucher: no card, no Stripe; confirmed at once like a paid booking.
  if (held.voucher && held.amountTotalCents === 0) {
    await confirmCoveredBooking(deps, bookingId);
    const site = settings.siteUrl.replace(/\/+$/, '');
    const sessionId = coveredSessionId(bookingId, deps.links);
    return {
      url: `${site}/booking-success?session_id=${sessionId}&booking_id=${encodeURIComponent(bookingId)}`,
      bookingId,
    };
  }

  let session;
  const expiresAt = sessionExpiry(deps.now());
  try {
    session = await createCheckoutSessionFor(
      deps.stripe,
      bookingId,
      held,
      settings.siteUrl,
      expiresAt,
    );
    if (!session.url) throw new Error('Stripe returned a session without a URL');
  } catch (error) {
    logger.error('checkout session failed, seats released', {
      bookingId,
      error: errorText(error),
    });
    // An offer taken from the waiting list goes back to its visitor, who did nothing wrong.
    const restored =
      booking.waitlistEntryId !== undefined &&
      (await restoreOfferOfFailedCheckout(deps.db, bookingId, deps.now()));
    if (!restored) {
      await releasePendingBooking(deps.db, bookingId, {
        status: 'cancelled',
        reason: 'payment_provider_unavailable',
        now: deps.now(),
      });
      await offerFreedSeatsLater(deps, date);
    }
    throw failure(
      'unavailable',
      'PAYMENT_PROVIDER_UNAVAILABLE',
      'PAYMENT_PROVIDER_UNAVAILABLE: the payment service did not answer, nothing was charged',
    );
  }
  if (!(await attachSession(deps, bookingId, session.id, expiresAt))) {
    // Released while the session was being made (its date was called off): nobody may pay for it.
    await deps.stripe.checkout.sessions.expire(session.id).catch((error: unknown) => {
      logger.warn('session of a released booking could not be expired', {
        bookingId,
        error: errorText(error),
      });
    });
    throw failure(
      'failed-precondition',
      'INVALID_DATE',
      'INVALID_DATE: the date was closed while the payment was being prepared',
    );
  }
  logger.info('checkout session created', { bookingId, tourId: booking.tourId });
  return { url: session.url, bookingId };
}
