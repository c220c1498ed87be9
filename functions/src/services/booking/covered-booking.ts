import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { runContendedTransaction } from '@functions/lib/firestore';
import { bookingRef } from '@functions/services/booking-base/booking-doc';
import type { BookingDeps, ManageLinkSettings } from '@functions/services/booking-base/deps';
import { issueTicket } from './issue-ticket';
import { linkMac, sameMac } from '@functions/services/links/signed-link';
import { sendConfirmationOnce } from './send-confirmation';
import {
  readBookingVoucher,
  settleBookingVoucher,
} from '@functions/services/vouchers/booking-voucher';

/**
 * A booking its voucher pays in full never meets Stripe, so the success page is sent an id of
 * ours in place of the Checkout Session's: `cs_voucher_` and the booking id's signature (the
 * links' one signing owner, in hex as a session id allows), so verifyPayment still needs two ids
 * that belong together.
 */
export function coveredSessionId(bookingId: string, links: ManageLinkSettings): string {
  const mac = linkMac('covered-booking:v1', [bookingId], links.secret, 'hex');
  return `cs_voucher_${mac.slice(0, 40)}`;
}

export function isCoveredSessionId(
  sessionId: string,
  bookingId: string,
  links: ManageLinkSettings,
): boolean {
  return sameMac(coveredSessionId(bookingId, links), sessionId);
}

/**
 * Confirms at once a pending booking its voucher pays in full: in ONE transaction the booking
 * becomes paid with its ticket and the voucher's reserve is settled as a `spend`, then the
 * confirmation mail is queued as for a paid booking. A hold that lapsed meanwhile (its reserve
 * released) is not confirmed.
 */
export async function confirmCoveredBooking(
  deps: BookingDeps,
  bookingId: string,
): Promise<boolean> {
  const ref = bookingRef(deps.db, bookingId);
  const now = deps.now();
  const confirmed = await runContendedTransaction(deps.db, async (tx) => {
    const booking = (await tx.get(ref)).data();
    if (!booking || booking.status !== 'pending' || !booking.holdsSeats) return false;
    if (booking.amountTotalCents !== 0 || booking.voucher?.state !== 'reserved') return false;
    const voucher = await readBookingVoucher(tx, deps.db, booking, 'reserved');
    const at = Timestamp.fromDate(now);
    tx.update(ref, {
      ...settleBookingVoucher(tx, voucher, bookingId, booking, 'spend', now),
      status: 'paid',
      paidAt: at,
      updatedAt: at,
      ticket: await issueTicket(bookingId, booking, now, deps.tickets),
    });
    return true;
  });
  if (confirmed) {
    logger.info('booking paid in full by a gift voucher', { bookingId });
    await sendConfirmationOnce(deps, bookingId);
  }
  return confirmed;
}
