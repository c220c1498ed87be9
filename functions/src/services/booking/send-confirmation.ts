import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { composeBookingConfirmation } from '@functions/services/mail/templates/booking-confirmation-mail';
import { deliverMail } from '@functions/services/mail/deliver';
import { enqueueMail, MAIL_PENDING } from '@functions/services/mail/outbox';
import { bookingRef, type BookingDoc } from './booking-doc';
import type { BookingDeps } from './deps';

/** A callable or webhook waits this long for the first attempt; the outbox retries the rest. */
const INLINE_DELIVERY_TIMEOUT_MS = 4_000;

const confirmationMailId = (bookingId: string) => `booking-${bookingId}-confirmation`;

/**
 * Queues the customer's confirmation of a paid booking exactly once, then tries to send it. The
 * transaction that sets `confirmationMailQueuedAt` also writes the outbox entry, so concurrent
 * fulfilments cannot queue it twice and a failed send is retried by the outbox's schedule.
 * `mail.confirmation` on the booking mirrors the delivery status for staff.
 */
export async function sendConfirmationOnce(deps: BookingDeps, bookingId: string): Promise<void> {
  const ref = bookingRef(deps.db, bookingId);
  const now = deps.now();
  const outboxId = confirmationMailId(bookingId);
  const queued = await deps.db.runTransaction(async (tx) => {
    const booking = (await tx.get(ref)).data() as BookingDoc | undefined;
    if (!booking || booking.status !== 'paid' || booking.confirmationMailQueuedAt) return false;
    await enqueueMail(deps.db, composeBookingConfirmation(bookingId, booking), {
      dedupeKey: outboxId,
      now,
      reportTo: { path: ref.path, key: 'confirmation' },
      writer: tx,
    });
    tx.update(ref, {
      confirmationMailQueuedAt: Timestamp.fromDate(now),
      'mail.confirmation': MAIL_PENDING,
    });
    return true;
  });
  if (!queued) return;
  const outcome = await deliverMail(deps.db, deps.mail, outboxId, now, {
    timeoutMs: INLINE_DELIVERY_TIMEOUT_MS,
  });
  logger.info('booking confirmation queued', { bookingId, outcome });
}
