import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { queueMailAbout } from './outbox';
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
  tx.update(ref, { confirmationMailQueuedAt: Timestamp.fromDate(options.now) });
  await queueMailAbout(tx, ref, 'confirmation', mail, options);
}
