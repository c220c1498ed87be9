import type { Timestamp } from 'firebase-admin/firestore';
import { voucherSearchGrams, type SearchableVoucher } from '@/domain/vouchers/search';
import { gramsStoredAt } from '@functions/services/booking-base/search-grams';
import type { VoucherDoc } from './voucher-doc';

/** The address a voucher's mail goes to: the recipient's, or the buyer's when delivered to them. */
export function deliveryEmailOf(voucher: VoucherDoc): string {
  return voucher.delivery.kind === 'now_to_buyer'
    ? voucher.buyerEmail
    : voucher.delivery.recipientEmail;
}

export function searchableVoucher(code: string, voucher: VoucherDoc): SearchableVoucher {
  return {
    code,
    buyerName: voucher.buyerName,
    buyerEmail: voucher.buyerEmail,
    recipientName: voucher.recipientName,
    deliveryEmail: deliveryEmailOf(voucher),
  };
}

/**
 * The `searchGramsAt` a voucher is stored with under `code` once issued (search-grams.ts: each
 * gram's own index lists the vouchers holding it, newest first). Its names and addresses never
 * change afterwards; the retention job deletes the grams with them.
 */
export function voucherSearchGramsAt(code: string, voucher: VoucherDoc): Record<string, Timestamp> {
  return gramsStoredAt(voucherSearchGrams(searchableVoucher(code, voucher)), voucher.createdAt);
}
