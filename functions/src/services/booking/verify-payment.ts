import { logger } from 'firebase-functions';
import { retrieveReturnSession } from '@functions/services/booking-base/return-session';
import {
  verifyPaymentRequestSchema,
  type BookingSummary,
  type VerifyPaymentResponse,
} from '@/domain/api/booking';
import { maskEmail, maskPhone } from '@/domain/masking';
import type { CallContext } from '@functions/lib/call-context';
import { failure, parseInput } from '@functions/lib/callable-errors';
import { enforceCallLimits } from '@functions/services/call-limits';
import {
  participantWaiverLinks,
  participantWaivers,
} from '@functions/services/waiver/participant-waivers';
import {
  readBooking,
  toBookingSummary,
  type BookingDoc,
} from '@functions/services/booking-base/booking-doc';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { fulfilCheckoutSession } from './fulfilment';
import { expireBookingOfSession } from './session-expiry';
import type { VerifyRentalPaymentResponse } from '@/domain/api/rental';
import type { VoucherPaymentResponse } from '@/domain/api/vouchers';
import { verifyRentalPayment } from '@functions/services/rental/verify-rental-payment';
import { verifyVoucherPayment } from '@functions/services/vouchers/verify-purchase';
import type { VerifyFeePaymentResponse } from '@/domain/api/membership-fee';
import { verifyFeePayment } from '@functions/services/membership-fee/verify-fee-payment';
import { confirmCoveredBooking, isCoveredSessionId } from './covered-booking';
import { errorText } from '@functions/lib/error-text';
import { showsFullContact } from '@functions/services/booking-base/full-contact';

const notFound = () =>
  failure('not-found', 'NOT_FOUND', 'NOT_FOUND: no booking matches this payment');

/**
 * Brings a still-pending booking up to date from Stripe, through the same code paths the webhook
 * uses. Only the confirmation e-mail may fail here without failing the page: the webhook retries it.
 */
async function catchUpWithStripe(deps: BookingDeps, bookingId: string, sessionId: string) {
  const session = await retrieveReturnSession(deps, sessionId, notFound);
  if (session.metadata?.['bookingId'] !== bookingId) throw notFound();
  try {
    if (session.status === 'complete') await fulfilCheckoutSession(deps, session);
    if (session.status === 'expired') {
      await expireBookingOfSession(deps, session, 'checkout_session_expired');
    }
  } catch (error) {
    logger.error('verifyPayment could not finish fulfilment', {
      bookingId,
      error: errorText(error),
    });
  }
}

/**
 * The success page's address travels (history, a shared screenshot, a forwarded link): the ids
 * alone show the contact in full only right after paying, or to the signed-in owner.
 */
function contactShownTo(
  deps: BookingDeps,
  bookingId: string,
  booking: BookingDoc,
  uid: string | undefined,
): BookingSummary {
  const now = deps.now();
  const summary = toBookingSummary(bookingId, booking);
  const pendingNow = booking.status === 'pending';
  // The participants' signing links are shown on the same terms as the contact in full.
  if (showsFullContact(booking, uid, now)) {
    return { ...summary, waivers: participantWaiverLinks(bookingId, booking, deps.links, now) };
  }
  if (pendingNow) return { ...summary, waivers: participantWaivers(booking) };
  return {
    ...summary,
    customerEmail: maskEmail(summary.customerEmail),
    ...(summary.customerPhone ? { customerPhone: maskPhone(summary.customerPhone) } : {}),
    waivers: participantWaivers(booking),
  };
}

function limitVerifyPayment(deps: BookingDeps, call: CallContext): Promise<void> {
  return enforceCallLimits(deps, { name: 'verifyPayment', caller: call, now: deps.now() });
}

const names = (data: unknown, field: string) =>
  typeof data === 'object' && data !== null && field in data;

/**
 * The verifyPayment callable: a voucher purchase's success page names `voucherId` instead of
 * `bookingId`, a rental's `rentalId`, a membership fee's `applicationId`, and each is answered its own state; every other call is a
 * booking's. All count against the same limits.
 */
export async function verifyAnyPayment(
  deps: BookingDeps,
  call: CallContext,
): Promise<
  | VerifyPaymentResponse
  | VoucherPaymentResponse
  | VerifyRentalPaymentResponse
  | VerifyFeePaymentResponse
> {
  if (names(call.data, 'voucherId')) {
    await limitVerifyPayment(deps, call);
    return verifyVoucherPayment(deps, call);
  }
  if (names(call.data, 'rentalId')) {
    await limitVerifyPayment(deps, call);
    return verifyRentalPayment(deps, call);
  }
  if (names(call.data, 'applicationId')) {
    await limitVerifyPayment(deps, call);
    return verifyFeePayment(deps, call);
  }
  return verifyPayment(deps, call);
}

/**
 * verifyPayment (success page): the booking's state for this session. Both ids must belong
 * together, so nobody can read a booking by guessing one of them.
 */
export async function verifyPayment(
  deps: BookingDeps,
  call: CallContext,
): Promise<VerifyPaymentResponse> {
  await limitVerifyPayment(deps, call);
  const { sessionId, bookingId } = parseInput(verifyPaymentRequestSchema, call.data);
  const before = await readBooking(deps.db, bookingId);
  if (!before || (before.stripeSessionId && before.stripeSessionId !== sessionId)) throw notFound();
  // A booking its voucher paid in full never had a Stripe session (covered-booking.ts).
  const covered = !before.stripeSessionId && isCoveredSessionId(sessionId, bookingId, deps.links);
  if (covered) {
    if (before.status === 'pending') await confirmCoveredBooking(deps, bookingId);
  } else if (before.status === 'pending') await catchUpWithStripe(deps, bookingId, sessionId);
  else if (!before.stripeSessionId) throw notFound();
  const booking = (await readBooking(deps.db, bookingId)) ?? before;
  return {
    success: booking.status === 'paid',
    paymentStatus: booking.status,
    booking: contactShownTo(deps, bookingId, booking, call.uid),
  };
}
