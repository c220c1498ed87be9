import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { todayInRome } from '@/domain/calendar';
import { feeYearOfNewMember, feeYearOfRenewal } from '@/domain/membership-fee/fee-year';
import { renewedValidUntil } from '@/domain/membership-year';
import { membersCollection } from '@functions/services/members';
import type { ApplicationDoc } from './applications';
import { loadMembershipSettings } from './settings';

/**
 * What an application's fee is now, by the server's settings and clock: the amount of its
 * membership type (`settings/membership.fees`) and the year it covers (a new member's by the
 * cut-off; a renewal's, the year its renewed validity ends). Reads inside `tx` when given.
 */
export async function feeTermsOf(
  db: Firestore,
  application: Pick<ApplicationDoc, 'membershipType' | 'renewalOf'>,
  now: Date,
  tx?: Transaction,
): Promise<{ year: number; amountCents: number }> {
  const settings = await loadMembershipSettings(db, tx);
  const today = todayInRome(now);
  const amountCents = settings.fees[application.membershipType];
  if (application.renewalOf) {
    const ref = membersCollection(db).doc(application.renewalOf);
    const member = (await (tx ? tx.get(ref) : ref.get())).data();
    if (member) {
      const validUntil = renewedValidUntil(member.validUntil, today, settings.membershipYearEnds);
      return { year: feeYearOfRenewal(validUntil), amountCents };
    }
  }
  return { year: feeYearOfNewMember(today, settings), amountCents };
}

/**
 * What a booking on the application just stored will add to its Checkout, told to the booking
 * card with the application: none when booking on it is off, or its fee is paid already. The
 * checkout charges what it reads then, never this answer.
 */
export async function bookingFeeQuote(
  db: Firestore,
  provisionalBooking: boolean,
  application: Pick<ApplicationDoc, 'membershipType' | 'renewalOf' | 'fee'> | undefined,
  now: Date,
): Promise<{ fee?: { year: number; amountCents: number } }> {
  if (!provisionalBooking || !application || application.fee) return {};
  return { fee: await feeTermsOf(db, application, now) };
}
