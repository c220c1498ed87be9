import {
  Timestamp,
  Transaction,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import type { CommitWith } from '@functions/lib/firestore';
import { outboxEntrySchema } from '@/domain/documents/mail';
import { timestampSchema, typedCollection } from '@functions/lib/document-converter';
import type {
  MailAttachment,
  MailDeliveryStatus,
  MailMessage,
  OutboxEntry,
  ReportTo,
} from './types';

/**
 * The mail outbox: every e-mail is written to `mailOutbox/{dedupeKey}` before anyone tries to send
 * it, so a slow or failing SMTP server never loses one. Usage:
 *
 *   await enqueueMail(db, message, { dedupeKey: `booking-${id}-confirmation`, now, reportTo })
 *   await deliverMail(db, transport, `booking-${id}-confirmation`, now, { timeoutMs: 4000 })
 *
 * `deliverMail` (deliver.ts) tries once right away; the scheduled `retryMail` function calls
 * `deliverPending` for whatever is still due, with back-off (retry-policy.ts).
 */
export const OUTBOX_COLLECTION = 'mailOutbox';

/** The outbox, typed, for queries. */
export const outboxCollection = typedCollection(
  OUTBOX_COLLECTION,
  outboxEntrySchema(timestampSchema),
);

/** One outbox entry, typed: its id is the mail's dedupe key. */
export function outboxRef(db: Firestore, id: string): DocumentReference<OutboxEntry> {
  return outboxCollection(db).doc(id);
}

/** `mail.<key>` of the source document before the first attempt. */
export const MAIL_PENDING: MailDeliveryStatus = { status: 'pending', attempts: 0 };

/** A mail to queue once another is sent, reported to `mail.<key>` of the same document. */
export type FollowUp = NonNullable<OutboxEntry['followUp']>;

interface EnqueueOptions {
  /**
   * The entry's document id, so enqueueing the same mail twice (a retried webhook, a repeated
   * call) sends it once. Letters, digits, '-' and '_' only.
   */
  dedupeKey: string;
  now: Date;
  /** Mirror the delivery status into `mail.<key>` of this document (which must exist by then). */
  reportTo?: ReportTo;
  /** Write as part of the caller's batch or transaction, committed with the caller's own writes. */
  writer?: CommitWith;
  /** A mail the outbox queues once this one is sent (deliver.ts), never before. */
  followUp?: FollowUp;
}

const DEDUPE_KEY = /^[A-Za-z0-9_-]{1,200}$/;
const ALREADY_EXISTS = 6;

/**
 * Stores a mail for delivery. Answers `created: false` when an entry with this dedupeKey exists
 * (then nothing is written). With a `writer`, the entry is created when the caller commits, and a
 * duplicate key fails that commit.
 */
export async function enqueueMail(
  db: Firestore,
  message: MailMessage,
  options: EnqueueOptions,
): Promise<{ id: string; created: boolean }> {
  const { dedupeKey, now, reportTo, writer, followUp } = options;
  for (const key of [dedupeKey, ...(followUp ? [followUp.dedupeKey] : [])]) {
    if (!DEDUPE_KEY.test(key)) throw new Error(`Invalid mail dedupeKey: ${key}`);
  }
  const ref = outboxRef(db, dedupeKey);
  const entry: OutboxEntry = {
    message: withoutUndefined(message),
    status: 'pending',
    attempts: 0,
    createdAt: Timestamp.fromDate(now),
    nextAttemptAt: Timestamp.fromDate(now),
    ...(reportTo ? { reportTo } : {}),
    ...(followUp ? { followUp: { ...followUp, message: withoutUndefined(followUp.message) } } : {}),
  };
  if (writer) {
    writer.create(ref, entry);
    return { id: ref.id, created: true };
  }
  try {
    await ref.create(entry);
    return { id: ref.id, created: true };
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS)
      return { id: ref.id, created: false };
    throw error;
  }
}

/**
 * Queues `message` about the document `ref` in the caller's transaction or batch, its delivery
 * reported to `mail.<key>` of `ref`, and marks that pending in the same writer (after any write of
 * `ref` the caller made before). Both land in one commit: the document never says pending for a
 * mail that was not queued, and the delivery's report, which can only follow the commit, is never
 * overwritten by a late mark.
 */
export async function queueMailAbout(
  writer: CommitWith,
  ref: DocumentReference,
  key: string,
  message: MailMessage,
  options: { dedupeKey: string; now: Date; followUp?: FollowUp },
): Promise<void> {
  await enqueueMail(ref.firestore, message, {
    ...options,
    reportTo: { path: ref.path, key },
    writer,
  });
  const pending = { [`mail.${key}`]: MAIL_PENDING };
  // The two writers' `update` overloads do not unite into one callable signature.
  if (writer instanceof Transaction) writer.update(ref, pending);
  else writer.update(ref, pending);
}

/** Firestore rejects `undefined` fields; an optional reply-to or name may be absent. */
function withoutUndefined(message: MailMessage): MailMessage {
  const address = ({ name, address }: { name?: string; address: string }) =>
    name ? { name, address } : { address };
  return {
    to: message.to.map(address),
    ...(message.replyTo ? { replyTo: address(message.replyTo) } : {}),
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.attachments ? { attachments: message.attachments.map(attachment) } : {}),
  };
}

function attachment({ filename, contentType, contentBase64, cid }: MailAttachment): MailAttachment {
  return { filename, contentType, contentBase64, ...(cid ? { cid } : {}) };
}
