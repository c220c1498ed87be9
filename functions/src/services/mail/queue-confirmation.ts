import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { enqueueMail, MAIL_PENDING } from './outbox';
import type { MailMessage } from './types';

/**
 * Queues a paid document's confirmation mail in `tx` and marks the document queued in the same
 * transaction (`confirmationMailQueuedAt`, `mail.confirmation` pending), so concurrent fulfilments
 * that check the mark first queue it once. The outbox reports the delivery back to `ref`.
 */
export async function queueConfirmationIn(
  tx: Transaction,
  ref: DocumentReference,
  mail: MailMessage,
  options: { dedupeKey: string; now: Date },
): Promise<void> {
  const { dedupeKey, now } = options;
  await enqueueMail(ref.firestore, mail, {
    dedupeKey,
    now,
    reportTo: { path: ref.path, key: 'confirmation' },
    writer: tx,
  });
  tx.update(ref, {
    confirmationMailQueuedAt: Timestamp.fromDate(now),
    'mail.confirmation': MAIL_PENDING,
  });
}
