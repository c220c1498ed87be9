import {
  FieldPath,
  FieldValue,
  Timestamp,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { recordSystemProblem } from '@functions/services/system-problems/record-problem';
import { enqueueMail, outboxCollection, outboxRef, queueMailAbout, type FollowUp } from './outbox';
import { LEASE_MS, MAX_ATTEMPTS, retryDelayMs } from './retry-policy';
import { retentionAfterSending } from './retention';
import type {
  DeliveryState,
  MailDeliveryStatus,
  MailTransport,
  OutboxEntry,
  ReportTo,
} from './types';

type DeliveryOutcome = 'sent' | 'failed' | 'abandoned' | 'not-due' | 'in-flight';

interface DeliverOptions {
  /**
   * Stop waiting after this long and answer 'in-flight'. The attempt keeps its lease: if it ends
   * later its result is still recorded, and if it never ends the entry is due again after the lease.
   */
  timeoutMs?: number;
}

/** The time now; read when an attempt is claimed and again when its result is recorded. */
export type Clock = () => Date;

/**
 * Tries to send one outbox entry now, if it is due; records the result on it (and its source).
 * The entry's id (its dedupe key) becomes the Message-ID, so even a mail that goes out twice (an
 * attempt that outlived its lease) is one message to the receiving servers and mail programs.
 */
export async function deliverMail(
  db: Firestore,
  transport: MailTransport,
  id: string,
  clock: Clock,
  options: DeliverOptions = {},
): Promise<DeliveryOutcome> {
  const claimed = await claim(db, id, clock());
  if (!claimed) return 'not-due';
  const attempt = transport.send(claimed.message, { dedupeKey: id }).then(
    async ({ messageId }) => {
      await record(db, id, claimed, clock(), { status: 'sent', messageId });
      return 'sent' as const;
    },
    async (error: unknown) => {
      const status = claimed.attempts >= MAX_ATTEMPTS ? 'abandoned' : 'failed';
      const lastError = describeError(error);
      const log = status === 'abandoned' ? logger.error : logger.warn;
      log('mail delivery failed', {
        id,
        attempts: claimed.attempts,
        status,
        reason: lastError.replace(/\S+@\S+/g, '<address>'),
      });
      const now = clock();
      const recorded = await record(db, id, claimed, now, { status, lastError });
      if (recorded && status === 'abandoned') {
        await recordSystemProblem({ db, now: () => now }, 'mail_given_up', smtpCodes(error));
      }
      return status;
    },
  );
  if (options.timeoutMs === undefined) return attempt;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'in-flight'>((resolve) => {
    timer = setTimeout(() => resolve('in-flight'), options.timeoutMs).unref();
  });
  const outcome = await Promise.race([attempt, timeout]);
  clearTimeout(timer);
  if (outcome === 'in-flight') logger.info('mail still sending, left to its lease', { id });
  return outcome;
}

interface PendingReport {
  sent: number;
  failed: number;
  abandoned: number;
}

/**
 * Delivers every due entry (oldest due first, at most `limit`), one after another. Each claim
 * reads the clock anew: a run that lasts minutes must not judge leases by its start time.
 */
export async function deliverPending(
  db: Firestore,
  transport: MailTransport,
  clock: Clock,
  { limit = 50 }: { limit?: number } = {},
): Promise<PendingReport> {
  const due = await outboxCollection(db)
    .where('nextAttemptAt', '<=', Timestamp.fromDate(clock()))
    .orderBy('nextAttemptAt')
    .limit(limit)
    .get();
  const report: PendingReport = { sent: 0, failed: 0, abandoned: 0 };
  for (const doc of due.docs) {
    let outcome: DeliveryOutcome;
    try {
      outcome = await deliverMail(db, transport, doc.id, clock);
    } catch (error) {
      // A malformed entry (the error names its path) is left for staff; the others still go.
      logger.error('mail entry not delivered', { id: doc.id, error: describeError(error) });
      continue;
    }
    if (outcome === 'sent' || outcome === 'failed' || outcome === 'abandoned') report[outcome] += 1;
  }
  return report;
}

/** The entry as claimed; `attempts` is the attempt's fencing token. */
type Claimed = OutboxEntry & { attempts: number };

/** Takes the entry for one attempt, unless it is sent, abandoned, leased or not yet due. */
async function claim(db: Firestore, id: string, now: Date): Promise<Claimed | null> {
  const ref = outboxRef(db, id);
  return db.runTransaction(async (tx) => {
    const entry = (await tx.get(ref)).data();
    if (!entry?.nextAttemptAt || entry.nextAttemptAt.toMillis() > now.getTime()) return null;
    const attempts = entry.attempts + 1;
    tx.update(ref, {
      status: 'sending',
      attempts,
      lastAttemptAt: Timestamp.fromDate(now),
      nextAttemptAt: Timestamp.fromMillis(now.getTime() + LEASE_MS),
    });
    return { ...entry, attempts };
  });
}

type Result =
  | { status: 'sent'; messageId: string }
  | { status: Exclude<DeliveryState, 'sent' | 'pending' | 'sending'>; lastError: string };

async function record(
  db: Firestore,
  id: string,
  claimed: Claimed,
  now: Date,
  result: Result,
): Promise<boolean> {
  const ref = outboxRef(db, id);
  const at = Timestamp.fromDate(now);
  const nextAttemptAt =
    result.status === 'failed'
      ? Timestamp.fromMillis(now.getTime() + retryDelayMs(claimed.attempts))
      : undefined;
  const wrote = await db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    // Fencing: only the attempt that holds the entry records a result. One that outlived its lease
    // was taken over (the entry counts more attempts, or is settled): what it says is ignored, so
    // a late failure cannot undo a success and a late success cannot end a newer attempt early.
    if (!current || current.status !== 'sending' || current.attempts !== claimed.attempts) {
      logger.warn('stale mail attempt ignored', { id, attempt: claimed.attempts });
      return false;
    }
    // Sent: its follow-up is queued now, in this commit, once (its key is its id), and marked
    // pending on the document here too, so its own delivery's report can never come first.
    const followUp = result.status === 'sent' ? current.followUp : undefined;
    if (followUp) await queueFollowUp(tx, db, followUp, current.reportTo, now);
    tx.update(ref, {
      ...(followUp ? { followUp: FieldValue.delete() } : {}),
      status: result.status,
      nextAttemptAt: nextAttemptAt ?? FieldValue.delete(),
      ...(result.status === 'sent'
        ? {
            sentAt: at,
            messageId: result.messageId,
            lastError: FieldValue.delete(),
            ...retentionAfterSending(now),
          }
        : { lastError: result.lastError }),
      // Given up: listed in the staff area ("Da controllare") until resent or resolved.
      ...(result.status === 'abandoned'
        ? { ...retentionAfterSending(now), needsStaffAttention: true }
        : {}),
    });
    return true;
  });
  if (!wrote) return false;
  if (!claimed.reportTo) return true;
  const status: MailDeliveryStatus = {
    status: result.status,
    attempts: claimed.attempts,
    updatedAt: at,
    ...(result.status === 'sent' ? { sentAt: at } : { lastError: result.lastError }),
    ...(nextAttemptAt ? { nextAttemptAt } : {}),
  };
  try {
    await db.doc(claimed.reportTo.path).update(new FieldPath('mail', claimed.reportTo.key), status);
  } catch (error) {
    // The outbox entry is the record that matters; a missing source document only loses the mirror.
    logger.error('mail status not mirrored', { id, error: describeError(error) });
  }
  return true;
}

/**
 * Creates a sent mail's follow-up entry, unless it exists, and marks it pending on the document
 * the first one reports to (when that document exists). Reads before it writes, as a transaction
 * must; the caller's own writes follow.
 */
async function queueFollowUp(
  tx: Transaction,
  db: Firestore,
  followUp: FollowUp,
  parentReport: ReportTo | undefined,
  now: Date,
): Promise<void> {
  const followRef = outboxRef(db, followUp.dedupeKey);
  const reportRef = parentReport ? db.doc(parentReport.path) : undefined;
  const queued = await tx.get(followRef);
  const report = reportRef ? await tx.get(reportRef) : undefined;
  if (queued.exists) return;
  const options = { dedupeKey: followUp.dedupeKey, now };
  if (reportRef && report?.exists) {
    await queueMailAbout(tx, reportRef, followUp.key, followUp.message, options);
    return;
  }
  // Nothing to mark pending: no document is named, or it is gone (the entry's mirroring logs that).
  await enqueueMail(db, followUp.message, {
    ...options,
    writer: tx,
    ...(parentReport ? { reportTo: { path: parentReport.path, key: followUp.key } } : {}),
  });
}

/**
 * The SMTP server's codes only ('EAUTH 535'), for the system problem every staff member reads:
 * the reply's text may quote an address.
 */
function smtpCodes(error: unknown): string {
  const source = error as { code?: unknown; responseCode?: unknown };
  const codes = [source.code, source.responseCode].filter(
    (part) => typeof part === 'string' || typeof part === 'number',
  );
  return codes.length > 0 ? `SMTP ${codes.join(' ')}` : 'SMTP error';
}

/** A short reason for staff: the SMTP reply or network error, without the message itself. */
function describeError(error: unknown): string {
  const source = error as { code?: unknown; responseCode?: unknown; message?: unknown };
  const parts = [source.code, source.responseCode, source.message].filter(
    (part) => typeof part === 'string' || typeof part === 'number',
  );
  return (parts.join(' ') || 'unknown error').slice(0, 300);
}
