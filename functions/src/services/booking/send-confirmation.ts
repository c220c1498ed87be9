import { logger } from 'firebase-functions';
import { composeBookingConfirmation } from '@functions/services/mail/templates/booking-confirmation-mail';
import { queueConfirmationIn } from '@functions/services/mail/queue-confirmation';
import { manageUrl } from '@functions/services/booking-base/manage-link';
import { scheduleForBooked } from '@functions/services/schedules';
import { participantWaiverLinks } from '@functions/services/waiver/participant-waivers';
import type { MailMessage } from '@functions/services/mail/types';
import { bookingRef, type BookingDoc } from '@functions/services/booking-base/booking-doc';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { ticketAttachments } from './ticket-attachments';
import { receiptUrl } from '@functions/services/receipts/receipt-link';
import { receiptLinkOfBooking } from './booking-receipt';

const confirmationMailId = (bookingId: string) => `booking-${bookingId}-confirmation`;

/**
 * The confirmation of a paid booking as it stands: its ticket, manage, waiver and receipt links
 * (the membership fee's too, when it was paid on the same Checkout).
 */
export async function confirmationMessage(
  deps: BookingDeps,
  bookingId: string,
  booking: BookingDoc,
  now: Date,
): Promise<MailMessage> {
  const schedule = await scheduleForBooked(deps.db, booking.tourId);
  const attachments = await ticketAttachments(bookingId, booking, schedule.startTime);
  const bookingReceiptUrl = await receiptLinkOfBooking(deps, bookingId);
  const feeReceiptId = booking.membershipFee?.receiptId;
  return composeBookingConfirmation(
    bookingId,
    booking,
    {
      manageUrl: manageUrl(bookingId, deps.links),
      waivers: participantWaiverLinks(bookingId, booking, deps.links, now),
      ...(bookingReceiptUrl ? { receiptUrl: bookingReceiptUrl } : {}),
      ...(feeReceiptId ? { feeReceiptUrl: receiptUrl(feeReceiptId, deps.links) } : {}),
    },
    attachments,
  );
}

/**
 * Queues the customer's confirmation of a paid booking exactly once. The transaction that sets
 * `confirmationMailQueuedAt` also writes the outbox entry, so concurrent fulfilments cannot queue
 * it twice; the outbox's trigger sends it and `retryMail` retries it. `mail.confirmation` on the
 * booking mirrors the delivery status for staff.
 */
export async function sendConfirmationOnce(deps: BookingDeps, bookingId: string): Promise<void> {
  const ref = bookingRef(deps.db, bookingId);
  const now = deps.now();
  const outboxId = confirmationMailId(bookingId);
  const queued = await deps.db.runTransaction(async (tx) => {
    const booking = (await tx.get(ref)).data();
    if (!booking || booking.status !== 'paid' || booking.confirmationMailQueuedAt) return false;
    const mail = await confirmationMessage(deps, bookingId, booking, now);
    await queueConfirmationIn(tx, ref, mail, { dedupeKey: outboxId, now });
    return true;
  });
  if (queued) logger.info('booking confirmation queued', { bookingId });
}
