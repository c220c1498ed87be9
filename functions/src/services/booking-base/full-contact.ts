import type { Timestamp } from 'firebase-admin/firestore';
import { HOUR_MS } from '@/domain/time-units';

/** How long after paying the page back from Stripe shows the contact and signing links in full. */
export const FULL_CONTACT_WINDOW_MS = HOUR_MS;

/**
 * Whether a success page shows a booking's or a rental's contact and participants' signing links
 * in full: to its owner signed in, or to anyone within FULL_CONTACT_WINDOW_MS of the payment (the
 * page a customer lands on); otherwise only what a guessed id may see.
 */
export function showsFullContact(
  paid: { paidAt?: Timestamp | undefined; uid?: string | undefined },
  callerUid: string | undefined,
  now: Date,
): boolean {
  const owner = callerUid !== undefined && paid.uid === callerUid;
  const justPaid =
    paid.paidAt !== undefined && now.getTime() - paid.paidAt.toMillis() <= FULL_CONTACT_WINDOW_MS;
  return owner || justPaid;
}
