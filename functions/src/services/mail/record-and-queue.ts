import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { queueMailAbout } from './outbox';
import type { MailMessage } from './types';

/** What a function that stores a record and mails about it needs. */
export interface MailingDeps {
  db: Firestore;
  now: () => Date;
  /** Where contact messages and applications arrive. */
  associationInbox: string;
  /** Keys the ids of rate-limit counters (the KEY_HASH_SECRET Functions secret). */
  keyHashSecret: string;
}

/**
 * Creates `ref` with `data` and queues `mails` in ONE batch, so a stored record always has its
 * mails queued and a failed write queues nothing. Sending is not the caller's business: the
 * outbox's trigger (sendQueuedMail) sends each entry once it is written, whatever the caller
 * does next, and `retryMail` takes over what fails.
 */
export async function recordAndQueue(
  deps: MailingDeps,
  ref: DocumentReference,
  data: Record<string, unknown>,
  mails: Record<string, MailMessage>,
): Promise<void> {
  const now = deps.now();
  const batch = deps.db.batch();
  batch.create(ref, { ...data, createdAt: Timestamp.fromDate(now) });
  for (const [key, message] of Object.entries(mails)) {
    await queueMailAbout(batch, ref, key, message, {
      dedupeKey: `${ref.parent.id}-${ref.id}-${key}`,
      now,
    });
  }
  await batch.commit();
}
