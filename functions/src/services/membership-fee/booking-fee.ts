import type { Firestore } from 'firebase-admin/firestore';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import type { ApplicationDoc } from '@functions/services/membership/applications';
import { applicationRef } from '@functions/services/membership/applications';
import type { VerifiedMembership } from '@functions/services/membership/verify-membership';
import { feeTermsOf } from '@functions/services/membership/fee-terms';

export type BookingFee = NonNullable<BookingDoc['membershipFee']>;

/**
 * The membership fee a booking made on an application adds to its Checkout (joining, or renewing,
 * inside the booking card): the amount of `settings/membership.fees` for the application's type and
 * the year the fee-year rule gives, by the server's settings and clock. None when the booking is a
 * member's, or the application's fee is paid already (from /modulistica, or with another booking).
 */
export async function feeDueWithBooking(
  db: Firestore,
  membership: VerifiedMembership,
  now: Date,
): Promise<BookingFee | undefined> {
  const { applicationId } = membership;
  if (membership.memberMatch !== 'pending_application' || !applicationId) return undefined;
  const application = (await applicationRef(db, applicationId).get()).data();
  if (!application || application.fee) return undefined;
  const terms = await feeTermsOf(db, application, now);
  return { applicationId, ...terms };
}

/**
 * The booking as its commit stores it: without the fee line when the application, read again in
 * that commit, has its fee paid meanwhile, or when a gift voucher pays the whole tour (no Checkout
 * is opened then; the fee stays payable from /modulistica).
 */
export function withFeeStillDue(booking: BookingDoc, application: ApplicationDoc | undefined) {
  if (!booking.membershipFee) return booking;
  if (application && !application.fee && booking.amountTotalCents > 0) return booking;
  const { membershipFee: _dropped, ...rest } = booking;
  return rest;
}
