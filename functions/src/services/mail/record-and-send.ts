import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { deliverMail } from './deliver';
import { enqueueMail, MAIL_PENDING } from './outbox';
import type { MailMessage, MailTransport } from './types';

/** What a function that stores a record and mails about it needs. */
export interface MailingDeps {
  db: Firestore;
  now: () => Date;
  transport: MailTransport;
  /** Where contact messages and applications arrive. */
  associationInbox: string;
  /** Longest wait for the immediate delivery attempt; the retry function does the rest. */
  inlineTimeoutMs: number;
}

/**
 * Creates `ref` with `data` and queues `mails` in ONE batch (so a stored record always has its mails
 * queued, and a failed write queues nothing), then tries to send them right away for at most
 * `inlineTimeoutMs`. Mail problems are recorded in `mail.<key>` of the record, never thrown.
 */
export async function recordAndSend(
  deps: MailingDeps,
  ref: DocumentReference,
  data: Record<string, unknown>,
  mails: Record<string, MailMessage>,
): Promise<void> {
  const now = deps.now();
  const batch = deps.db.batch();
  const status = Object.fromEntries(Object.keys(mails).map((key) => [key, MAIL_PENDING]));
  batch.create(ref, { ...data, createdAt: Timestamp.fromDate(now), mail: status });
  const ids = await Promise.all(
    Object.entries(mails).map(async ([key, message]) => {
      const dedupeKey = `${ref.parent.id}-${ref.id}-${key}`;
      const options = { dedupeKey, now, reportTo: { path: ref.path, key }, writer: batch };
      return (await enqueueMail(deps.db, message, options)).id;
    }),
  );
  await batch.commit();
  await Promise.all(
    ids.map((id) =>
      deliverMail(deps.db, deps.transport, id, now, { timeoutMs: deps.inlineTimeoutMs }).catch(
        (error: unknown) => {
          // Stored and queued already: the retry function will send it.
          logger.error('immediate mail attempt failed', { id, error: String(error) });
        },
      ),
    ),
  );
}
