import { foldSearchText, trigrams } from '@/domain/booking-search';
import { formatVoucherCode } from './code';

/**
 * "Buoni"'s search, one rule where a voucher is stored (its grams) and where a query is answered,
 * folded as the booking search folds text: a voucher carries the trigrams of its keys, a query
 * reads the vouchers holding one of its trigrams and keeps those whose keys hold all of it.
 */

/** What a voucher is found by: its code (stored and printed), its buyer and its recipient. */
export interface SearchableVoucher {
  code: string;
  buyerName: string;
  buyerEmail: string;
  recipientName: string;
  /** Where its delivery goes: the buyer's address, or the recipient's. */
  deliveryEmail: string;
}

export function voucherSearchKeys(voucher: SearchableVoucher): string[] {
  return [
    voucher.code,
    formatVoucherCode(voucher.code),
    voucher.buyerName,
    voucher.buyerEmail,
    voucher.recipientName,
    voucher.deliveryEmail,
  ]
    .map(foldSearchText)
    .filter((key) => key !== '');
}

/** The grams a voucher is stored under: each trigram of its keys once, sorted. */
export function voucherSearchGrams(voucher: SearchableVoucher): string[] {
  return [...new Set(voucherSearchKeys(voucher).flatMap(trigrams))].sort();
}

/** Whether a voucher's keys hold the whole folded query. */
export function voucherMatches(voucher: SearchableVoucher, needle: string): boolean {
  return voucherSearchKeys(voucher).some((key) => key.includes(needle));
}
