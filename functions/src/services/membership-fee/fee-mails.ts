import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { memberNameOf } from '@/domain/membership-rules';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import { queueMailAbout } from '@functions/services/mail/outbox';
import {
  composeFeePaidMail,
  composeFeeRefundedMail,
  type FeePayerFacts,
} from '@functions/services/mail/templates/fee-mails';
import type { MailMessage } from '@functions/services/mail/types';
import { applicationRef, type ApplicationDoc } from '@functions/services/membership/applications';
import { receiptUrl } from '@functions/services/receipts/receipt-link';

const payerOf = (application: ApplicationDoc): FeePayerFacts => ({
  fullName: application.fullName,
  email: application.email,
  locale: application.locale,
  memberName: memberNameOf(application),
});

/** Which of the two fee mails, the application's flag that says it is queued, its `mail.<key>`. */
const MAILS = {
  paid: { queuedAt: 'feeMailQueuedAt', key: 'feePaid' },
  refunded: { queuedAt: 'feeRefundMailQueuedAt', key: 'feeRefunded' },
} as const;

/**
 * Queues one of an application's fee mails exactly once, as a booking's confirmation is: the
 * transaction that sets the application's `queuedAt` flag also writes the outbox entry, so
 * fulfilments racing (webhook, replayed events, verifyPayment) queue it once; the outbox's
 * trigger sends it, `retryMail` retries it, and `mail.<key>` mirrors its delivery for staff.
 * `compose` answers undefined when the mail is not (yet) due.
 */
async function queueFeeMailOnce(
  deps: BookingDeps,
  applicationId: string,
  which: keyof typeof MAILS,
  compose: (application: ApplicationDoc) => { year: number; message: MailMessage } | undefined,
): Promise<void> {
  const { queuedAt, key } = MAILS[which];
  const ref = applicationRef(deps.db, applicationId);
  const now = deps.now();
  const queued = await deps.db.runTransaction(async (tx) => {
    const application = (await tx.get(ref)).data();
    if (!application || application[queuedAt] !== undefined) return false;
    const mail = compose(application);
    if (!mail) return false;
    tx.update(ref, { [queuedAt]: Timestamp.fromDate(now) });
    await queueMailAbout(tx, ref, key, mail.message, {
      dedupeKey: `fee-${applicationId}-${mail.year}-${which}`,
      now,
    });
    return true;
  });
  if (queued) logger.info(`fee ${which} mail queued`, { applicationId });
}

/**
 * "Quota associativa <year> pagata" with the receipt's signed link, once the fee is recorded.
 * Not for a rejected application: its fee is refunded at once and the refund's mail says so.
 */
export function sendFeePaidMailOnce(deps: BookingDeps, applicationId: string): Promise<void> {
  return queueFeeMailOnce(deps, applicationId, 'paid', (application) => {
    const { fee } = application;
    if (!fee || application.status === 'rejected') return undefined;
    const url = receiptUrl(fee.receiptId, deps.links);
    return { year: fee.year, message: composeFeePaidMail(payerOf(application), fee, url) };
  });
}

/** The rejected application's fee refunded: once Stripe has made the refund. */
export function sendFeeRefundMailOnce(deps: BookingDeps, applicationId: string): Promise<void> {
  return queueFeeMailOnce(deps, applicationId, 'refunded', (application) => {
    const { fee, feeRefund } = application;
    if (!fee || !feeRefund?.refundId) return undefined;
    const refund = { year: fee.year, amountCents: feeRefund.amountCents };
    return { year: fee.year, message: composeFeeRefundedMail(payerOf(application), refund) };
  });
}
