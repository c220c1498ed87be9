import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { formatEuros } from '@/domain/format';
import { issueReceipt, type IssuedReceipt } from '@functions/services/receipts/issue-receipt';
import type { VoucherDoc } from './voucher-doc';

function valueLine(voucher: VoucherDoc): { it: string; en: string } {
  const { value } = voucher;
  if (value.kind === 'tour') {
    return {
      it: `Buono regalo: ${value.tourName}, ${value.people} ${value.people === 1 ? 'persona' : 'persone'}`,
      en: `Gift voucher: ${value.tourName}, ${value.people} ${value.people === 1 ? 'person' : 'people'}`,
    };
  }
  return {
    it: `Buono regalo da ${formatEuros(voucher.amountCents, 'it')}`,
    en: `Gift voucher worth ${formatEuros(voucher.amountCents, 'en')}`,
  };
}

/**
 * The receipt of a voucher sale, issued in the transaction that issues the voucher. It names the
 * voucher's value, never its code: the code pays, and a receipt is shown to the accountant.
 */
export function issueVoucherSaleReceipt(
  tx: Transaction,
  db: Firestore,
  code: string,
  voucher: VoucherDoc,
  paid: { amountCents: number; paymentIntentId: string | null },
  now: Date,
): Promise<IssuedReceipt> {
  return issueReceipt(
    tx,
    db,
    {
      subject: { kind: 'voucher_sale', voucherId: code },
      amountCents: paid.amountCents,
      paymentIntentId: paid.paymentIntentId,
      payer: { name: voucher.buyerName, taxCode: null },
      description: [valueLine(voucher)],
      locale: voucher.locale,
    },
    now,
  );
}
