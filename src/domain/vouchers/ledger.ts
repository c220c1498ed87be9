/**
 * A voucher's ledger: every change of its value is an entry, and its balance is their sum, never
 * a counter kept beside them. Amounts are signed integer cents: an issue, a release and a refund
 * add; a reserve takes its part while a checkout is open; the payment's `spend` settles that
 * reserve for good (amount 0: the money already left the balance with the reserve); an
 * extension changes only the validity (amount 0); a void takes the whole balance.
 */
export const VOUCHER_ENTRY_KINDS = [
  'issue',
  'reserve',
  'spend',
  'release',
  'refund',
  'extend',
  'void',
] as const;
export type VoucherEntryKind = (typeof VOUCHER_ENTRY_KINDS)[number];

export interface LedgerEntry {
  kind: VoucherEntryKind;
  amountCents: number;
}

/** What a voucher is worth now: the sum of its ledger. */
export function voucherBalanceCents(entries: readonly LedgerEntry[]): number {
  return entries.reduce((sum, entry) => sum + entry.amountCents, 0);
}

/** Stripe refuses a Checkout total under 50 cents in euros. */
export const STRIPE_MINIMUM_CENTS = 50;

/**
 * How much of a price a balance pays: all of it, or as much as leaves the card a part Stripe
 * accepts (a remainder under 50 cents is left to the card as 50 cents, the voucher paying less).
 */
export function voucherShareCents(balanceCents: number, priceCents: number): number {
  const share = Math.max(0, Math.min(balanceCents, priceCents));
  const remainder = priceCents - share;
  if (remainder > 0 && remainder < STRIPE_MINIMUM_CENTS) {
    return Math.max(0, priceCents - STRIPE_MINIMUM_CENTS);
  }
  return share;
}
