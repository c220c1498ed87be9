import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { queueMailAbout } from '@functions/services/mail/outbox';
import { composeVoucherMail } from './voucher-mails';
import type { BookingDeps, ManageLinkSettings } from '@functions/services/booking-base/deps';
import { voucherRef, vouchersCollection, type VoucherDoc } from './voucher-doc';
import { errorText } from '@functions/lib/error-text';

export const voucherMailId = (code: string, key: string) => `voucher-${code}-${key}`;

/** What queueing a voucher's mails needs: the database, the clock and the site's address. */
export type VoucherMailDeps = Pick<BookingDeps, 'db' | 'now'> & {
  links: Pick<ManageLinkSettings, 'siteUrl'>;
};

/**
 * Queues a voucher's delivery in the caller's transaction, which has read `voucher` and found
 * `deliveryQueuedAt` unset: the voucher to the buyer (delivered now), or to the recipient with a
 * copy to the buyer once it has been sent (scheduled, or issued by hand). The outbox sends them,
 * retries them and, when it gives up, lists them in "Da controllare" (the copy then never goes);
 * `mail.delivery` and `mail.deliveryCopy` mirror the deliveries for staff.
 * `receiptUrl`: the sale's receipt, for the buyer's mail when it goes as they pay.
 */
export async function queueVoucherDelivery(
  deps: VoucherMailDeps,
  tx: Transaction,
  code: string,
  voucher: VoucherDoc,
  receiptUrl?: string,
): Promise<void> {
  const now = deps.now();
  const ref = voucherRef(deps.db, code);
  const siteUrl = deps.links.siteUrl;
  tx.update(ref, {
    deliveryQueuedAt: Timestamp.fromDate(now),
    deliveryDueAt: FieldValue.delete(),
    updatedAt: Timestamp.fromDate(now),
  });
  const delivery = { dedupeKey: voucherMailId(code, 'delivery'), now };
  if (voucher.delivery.kind === 'now_to_buyer') {
    const mail = composeVoucherMail(code, voucher, 'buyer', siteUrl, receiptUrl);
    await queueMailAbout(tx, ref, 'delivery', mail, delivery);
    return;
  }
  // The buyer's copy says the recipient's mail went out: queued by the outbox once it has.
  await queueMailAbout(
    tx,
    ref,
    'delivery',
    composeVoucherMail(code, voucher, 'recipient', siteUrl),
    {
      ...delivery,
      followUp: {
        key: 'deliveryCopy',
        dedupeKey: voucherMailId(code, 'deliveryCopy'),
        message: composeVoucherMail(code, voucher, 'buyer_copy', siteUrl),
      },
    },
  );
}

/**
 * The scheduled job: every voucher whose chosen delivery time has come is delivered once. The
 * transaction re-reads each and queues its mails only while `deliveryQueuedAt` is unset, so two
 * runs at once, or a run after a crash, never send a voucher twice.
 */
export async function sendDueVoucherDeliveries(deps: BookingDeps): Promise<number> {
  const now = deps.now();
  const due = await vouchersCollection(deps.db)
    .where('deliveryDueAt', '<=', Timestamp.fromDate(now))
    .get();
  let queued = 0;
  for (const doc of due.docs) {
    try {
      const sent = await deps.db.runTransaction(async (tx) => {
        const voucher = (await tx.get(doc.ref)).data();
        if (!voucher || voucher.deliveryQueuedAt || voucher.status !== 'issued') return false;
        if (voucher.voidedAt) {
          tx.update(doc.ref, { deliveryDueAt: FieldValue.delete() });
          return false;
        }
        await queueVoucherDelivery(deps, tx, doc.id, voucher);
        return true;
      });
      if (sent) queued += 1;
    } catch (error) {
      logger.error('a voucher delivery could not be queued', {
        path: doc.ref.path,
        error: errorText(error),
      });
    }
  }
  if (queued > 0) logger.info('scheduled voucher deliveries queued', { queued });
  return queued;
}
