import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type Stripe from 'stripe';
import { isVoucherCode } from '@/domain/vouchers/code';
import { voucherValidUntil } from '@/domain/vouchers/validity';
import type { BookingDeps } from '@functions/services/booking-base/deps';
import type { FulfilOutcome } from '@functions/services/booking-base/fulfil-outcome';
import { paymentIntentIdOf } from '@functions/services/booking-base/stripe-session';
import { queueMailAbout } from '@functions/services/mail/outbox';
import { composeVoucherReceipt } from './voucher-mails';
import { queueVoucherDelivery, voucherMailId } from './delivery';
import { voucherRef } from './voucher-doc';
import { loadVoucherSettings } from './voucher-settings';
import { issueVoucherSaleReceipt } from './voucher-receipt';
import { runReceiptTransaction } from '@functions/services/receipts/receipt-transaction';
import { receiptUrl } from '@functions/services/receipts/receipt-link';
import { voucherSearchGramsAt } from './voucher-search';

/** A voucher is never refunded on its way in: nothing scarce was held for it. */
export type VoucherFulfilOutcome = Exclude<FulfilOutcome, 'refunded'>;

/** The voucher a Checkout Session paid for, from its metadata; null for a booking's session. */
export function voucherCodeOfSession(session: Stripe.Checkout.Session): string | null {
  const code = session.metadata?.['voucherId'];
  return code && isVoucherCode(code) ? code : null;
}

/**
 * Issues the voucher a paid session bought, once: ONE transaction re-reads it and, unless it is
 * issued already, writes its `issue` entry, its validity from the payment's day, and queues its
 * mails (the voucher to the buyer now; or the buyer's receipt, the recipient's mail waiting for
 * the delivery job). A replayed, reordered or concurrent event finds it issued and does nothing.
 * A payment that arrives after its checkout was closed still issues the voucher: nothing scarce
 * was held, and the buyer paid for it.
 */
export async function fulfilVoucherPurchase(
  deps: BookingDeps,
  session: Stripe.Checkout.Session,
): Promise<VoucherFulfilOutcome> {
  const code = voucherCodeOfSession(session);
  if (!code) return 'ignored';
  if (session.payment_status !== 'paid') return 'ignored';
  const ref = voucherRef(deps.db, code);
  const outcome = await runReceiptTransaction(
    deps.db,
    async (tx): Promise<VoucherFulfilOutcome> => {
      const { validityMonths } = await loadVoucherSettings(deps.db, tx);
      const voucher = (await tx.get(ref)).data();
      if (!voucher) return 'ignored';
      if (voucher.stripeSessionId && voucher.stripeSessionId !== session.id) return 'ignored';
      if (voucher.status === 'issued') return 'already_paid';
      const now = deps.now();
      const at = Timestamp.fromDate(now);
      if (session.amount_total !== voucher.amountCents) {
        logger.error('voucher paid a different amount', {
          expected: voucher.amountCents,
          paid: session.amount_total,
        });
      }
      const paymentIntentId = paymentIntentIdOf(session);
      // Numbered in this commit, after its reads and before its writes; linked from the mail the
      // buyer gets now.
      const receipt =
        session.amount_total && session.amount_total > 0
          ? await issueVoucherSaleReceipt(
              tx,
              deps.db,
              code,
              voucher,
              { amountCents: session.amount_total, paymentIntentId },
              now,
            )
          : null;
      const receiptLink = receipt ? receiptUrl(receipt.id, deps.links) : undefined;
      const issued = {
        ...voucher,
        status: 'issued' as const,
        stripeSessionId: session.id,
        ...(paymentIntentId ? { paymentIntentId } : {}),
        issuedAt: at,
        validUntil: voucherValidUntil(now, validityMonths),
        entries: [{ kind: 'issue' as const, amountCents: voucher.amountCents, at }],
        // Found by "Buoni" from now on: an unpaid checkout never is.
        searchGramsAt: voucherSearchGramsAt(code, voucher),
        updatedAt: at,
      };
      tx.set(ref, issued);
      const { delivery } = issued;
      if (delivery.kind === 'scheduled') {
        tx.update(ref, { deliveryDueAt: delivery.at });
        const buyerMail = composeVoucherReceipt(
          code,
          issued,
          delivery.at.toDate(),
          deps.links.siteUrl,
          receiptLink,
        );
        await queueMailAbout(tx, ref, 'receipt', buyerMail, {
          dedupeKey: voucherMailId(code, 'receipt'),
          now,
        });
        return 'paid';
      }
      await queueVoucherDelivery(deps, tx, code, issued, receiptLink);
      return 'paid';
    },
  );
  if (outcome === 'paid') logger.info('voucher issued', { amount: session.amount_total });
  return outcome;
}

/**
 * A purchase checkout that ended unpaid: the pending voucher is cancelled (it never had a
 * balance). An issued voucher is never touched, so `expired` after `completed` changes nothing.
 */
export async function expireVoucherCheckout(
  deps: BookingDeps,
  session: Stripe.Checkout.Session,
): Promise<boolean> {
  const code = voucherCodeOfSession(session);
  if (!code) return false;
  const ref = voucherRef(deps.db, code);
  return deps.db.runTransaction(async (tx) => {
    const voucher = (await tx.get(ref)).data();
    if (!voucher || voucher.status !== 'pending') return false;
    if (voucher.stripeSessionId && voucher.stripeSessionId !== session.id) return false;
    tx.update(ref, { status: 'cancelled', updatedAt: Timestamp.fromDate(deps.now()) });
    return true;
  });
}
