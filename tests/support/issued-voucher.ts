import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { formatVoucherCode, newVoucherCode } from '@/domain/vouchers/code';
import { voucherValidUntil } from '@/domain/vouchers/validity';
import type { VoucherDoc } from '@functions/services/vouchers/voucher-doc';
import { voucherSearchGramsAt } from '@functions/services/vouchers/voucher-search';

/**
 * An issued voucher written straight into Firestore as fulfilment writes it (the purchase itself
 * is tested in voucher-purchase.test.ts), bought by Marco Rossi at `now` for `amountCents`, valid
 * for two years; `changes` name it otherwise (its search grams follow them).
 */
export async function storeIssuedVoucher(
  db: Firestore,
  now: Date,
  amountCents: number,
  changes: Partial<VoucherDoc> = {},
) {
  const code = newVoucherCode();
  const at = Timestamp.fromDate(now);
  const voucher: VoucherDoc = {
    status: 'issued',
    value: { kind: 'amount' },
    amountCents,
    currency: 'eur',
    buyerName: 'Marco Rossi',
    buyerEmail: 'marco@example.com',
    recipientName: 'Giulia Bianchi',
    message: '',
    locale: 'it',
    delivery: { kind: 'now_to_buyer' },
    deliveryQueuedAt: at,
    issuedAt: at,
    validUntil: voucherValidUntil(now, 24),
    entries: [{ kind: 'issue', amountCents, at }],
    createdAt: at,
    updatedAt: at,
    ...changes,
  };
  await db
    .doc(`vouchers/${code}`)
    .create({ ...voucher, searchGramsAt: voucherSearchGramsAt(code, voucher) });
  return { code, printed: formatVoucherCode(code), validUntil: voucher.validUntil };
}
