import { UID_MAX_LENGTH } from '@/domain/api/lengths';
import { z } from '@/domain/zod';
import type { TimestampSchema } from './stored';

/**
 * A membership fee paid for one year, as the application and the register record it: written
 * by the fee's fulfilment (functions/src/services/membership-fee/), never by the browser.
 */
export function feePaymentSchema<T>(timestamp: TimestampSchema<T>) {
  return z.object({
    /** The membership year it covers (src/domain/membership-fee/fee-year.ts). */
    year: z.number().int(),
    amountCents: z.number().int().min(1),
    paymentIntentId: z.string().nullable(),
    /** A fee recorded by staff, paid outside Stripe (none: paid online by card). */
    method: z.enum(['cash', 'bank_transfer']).optional(),
    paidAt: timestamp,
    /** `receipts/{receiptId}`, the fee's receipt, and its printed number. */
    receiptId: z.string(),
    receiptNumber: z.string(),
  });
}

/** The fee's open Checkout: reused by a second tap while it runs, so one fee has one session. */
export function feeCheckoutSchema<T>(timestamp: TimestampSchema<T>) {
  return z.object({
    /** Which Checkout this is for the application: part of Stripe's idempotency key. */
    attempt: z.number().int().min(1),
    year: z.number().int(),
    amountCents: z.number().int().min(1),
    expiresAt: timestamp,
    sessionId: z.string().optional(),
    url: z.string().optional(),
    /**
     * The signed-in account that opened it, if any (the verified token's): the fee's receipt is
     * then that account's, in its "Rendiconto annuale".
     */
    uid: z.string().max(UID_MAX_LENGTH).optional(),
  });
}

/** The full refund of a rejected application's fee (functions/src/services/membership-fee/). */
export function feeRefundSchema<T>(timestamp: TimestampSchema<T>) {
  return z.object({
    amountCents: z.number().int().min(1),
    /** When the rejection made it due; set once, in a transaction, before Stripe is asked. */
    dueAt: timestamp,
    refundId: z.string().optional(),
    refundedAt: timestamp.optional(),
    /** Stripe's last answer that did not refund it (the rejection reports it; staff reject again). */
    lastError: z.string().optional(),
  });
}
