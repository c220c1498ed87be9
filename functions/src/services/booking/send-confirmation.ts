import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { composeBookingConfirmation } from '../booking-confirmation-mail';
import { bookingRef, type BookingDoc } from './booking-doc';
import type { BookingDeps } from './deps';

/**
 * Sends the customer's confirmation of a paid booking exactly once: a transaction claims it by
 * setting `confirmationMailQueuedAt`, so concurrent fulfilments cannot both send. If the mail
 * server refuses, the claim is withdrawn and the error rethrown, so the webhook answers 5xx and
 * Stripe's retry sends it again.
 */
export async function sendConfirmationOnce(deps: BookingDeps, bookingId: string): Promise<void> {
  const ref = bookingRef(deps.db, bookingId);
  const now = Timestamp.fromDate(deps.now());
  const claimed = await deps.db.runTransaction(async (tx) => {
    const booking = (await tx.get(ref)).data() as BookingDoc | undefined;
    if (!booking || booking.status !== 'paid' || booking.confirmationMailQueuedAt) return null;
    tx.update(ref, { confirmationMailQueuedAt: now });
    return booking;
  });
  if (!claimed) return;
  const mail = composeBookingConfirmation(bookingId, claimed);
  try {
    await deps.sendMail({ to: claimed.customerEmail, ...mail });
    await ref.update({ confirmationMailSentAt: Timestamp.fromDate(deps.now()) });
    logger.info('booking confirmation sent', { bookingId });
  } catch (error) {
    await ref.update({
      confirmationMailQueuedAt: FieldValue.delete(),
      needsStaffAttention: true,
      staffAttentionReasons: FieldValue.arrayUnion('confirmation_mail_failed'),
    });
    logger.error('booking confirmation not sent', {
      bookingId,
      error: error instanceof Error ? error.message : String(error),
    });
    throw error;
  }
}
