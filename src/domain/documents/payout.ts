import { z } from '@/domain/zod';
import type { TimestampSchema } from './stored';

/**
 * What a line of a payout is, in the treasurer's terms: a payment taken (`charge`), money given
 * back (`refund`, and `refund_failure` when a refund bounced), a chargeback (`dispute`), a fee
 * Stripe billed to the balance (`stripe_fee`), or anything else Stripe did (`other`).
 */
export const PAYOUT_LINE_KINDS = [
  'charge',
  'refund',
  'refund_failure',
  'dispute',
  'stripe_fee',
  'other',
] as const;
export type PayoutLineKind = (typeof PAYOUT_LINE_KINDS)[number];

/** What a line paid for: the id of the booking, voucher (its code) or rental. */
export const PAID_FOR_KINDS = ['booking', 'voucher', 'rental', 'fee'] as const;
export type PaidForKind = (typeof PAID_FOR_KINDS)[number];

const cents = z.number().int();
const numbered = z.object({ id: z.string(), number: z.string() });

export function payoutLineSchema<T>(timestamp: TimestampSchema<T>) {
  return z.object({
    balanceTransactionId: z.string(),
    kind: z.enum(PAYOUT_LINE_KINDS),
    /** Stripe's own `type` of the balance transaction, kept for what `other` hides. */
    stripeType: z.string(),
    at: timestamp,
    /** Signed, as Stripe gives them: a refund's gross is negative; `net` = `gross` − `fee`. */
    grossCents: cents,
    feeCents: cents,
    netCents: cents,
    /** The charge, refund or dispute (`ch_…`, `re_…`, `dp_…`), or null for Stripe's own lines. */
    sourceId: z.string().nullable(),
    paymentIntentId: z.string().nullable(),
    paidFor: z.object({ kind: z.enum(PAID_FOR_KINDS), id: z.string() }).nullable(),
    /** The receipts of the payment (a fee and a tour paid together have two). */
    receipts: z.array(numbered),
    /** The credit notes of a refund. */
    creditNotes: z.array(numbered),
    /** False when the project cannot say what the line is for: it is "Da controllare". */
    matched: z.boolean(),
  });
}

/**
 * `payouts/{po_…}`: one Stripe payout to the association's bank, keyed by Stripe's id and
 * rewritten by `reconcilePayouts` only when something in it changed. `addsUp` is true when the
 * lines' net sum is the amount that reached the bank, to the cent.
 */
export function payoutDocumentSchema<T>(timestamp: TimestampSchema<T>) {
  return z.object({
    amountCents: cents,
    currency: z.string(),
    /** Stripe's status: `pending`, `in_transit`, `paid`, `failed` or `canceled`. */
    status: z.string(),
    createdAt: timestamp,
    arrivalAt: timestamp,
    grossCents: cents,
    /** Stripe's fees in the payout: the lines' fees and the fees billed as lines of their own. */
    feeCents: cents,
    netCents: cents,
    addsUp: z.boolean(),
    unmatchedCount: z.number().int().min(0),
    lines: z.array(payoutLineSchema(timestamp)),
    /** When the stored content last changed. */
    reconciledAt: timestamp,
  });
}
