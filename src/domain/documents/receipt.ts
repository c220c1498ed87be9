import { z } from '@/domain/zod';
import { RECEIPT_KINDS } from '@/domain/receipts/kinds';
import type { TimestampSchema } from './stored';

/** Words in both languages of the receipt: Italian for the association, English for the tourist. */
const bilingual = z.object({ it: z.string(), en: z.string() });

/**
 * `receipts/{id}`: the receipt of one payment, written once by `issueReceipt` in the transaction
 * that records the payment (functions/src/services/receipts/). Its content is never edited or
 * deleted: a refund is a credit note pointing at it. Only the payout fields are filled in later,
 * by the payouts reconciliation, which annotates the receipt without changing what it states.
 */
export function receiptDocumentSchema<T>(timestamp: TimestampSchema<T>) {
  return z.object({
    /** `YYYY/NNNN`: the year's series, without gaps, never reused. */
    number: z.string().regex(/^\d{4}\/\d{4,}$/),
    year: z.number().int(),
    sequence: z.number().int().min(1),
    kind: z.enum(RECEIPT_KINDS),
    amountCents: z.number().int().min(1),
    currency: z.literal('eur'),
    issuedAt: timestamp,
    /** Stripe's payment intent, or null when nothing was paid through Stripe. */
    paymentIntentId: z.string().nullable(),
    /** What was paid for: exactly one of these, by kind. */
    bookingId: z.string().optional(),
    voucherId: z.string().optional(),
    rentalId: z.string().optional(),
    memberId: z.string().optional(),
    /** A fee paid before its member existed: the application it was paid with. */
    applicationId: z.string().optional(),
    /** The account that paid, so "Le mie prenotazioni" lists its receipts. */
    uid: z.string().optional(),
    /** The issuer as it was on the day of issue (src/content/association.ts). */
    association: z.object({
      legalName: z.string(),
      addressLines: z.array(z.string()),
      taxCode: z.string(),
      vatNumber: z.string(),
    }),
    payer: z.object({ name: z.string(), taxCode: z.string().nullable() }),
    /** What the payment is for, as lines on the receipt (tour and date, voucher value, fee year). */
    description: z.array(bilingual),
    /** The participants a booking paid for: the yearly statement is asked for one of them. */
    participantNames: z.array(z.string()).optional(),
    /** The tax-regime wording of the kind, from `settings/receipts` on the day of issue. */
    wording: bilingual,
    /** The stamp duty marked on the receipt, when `settings/receipts` asks for it. */
    stampDutyCents: z.number().int().min(0),
    locale: z.enum(['it', 'en']),
    /** Filled in by the payouts reconciliation: the Stripe payout that paid it out, and its fee. */
    payout: z.string().nullable(),
    stripeFeeCents: z.number().int().nullable(),
  });
}

/**
 * `creditNotes/{refundId}`: the credit note (nota di credito) of one refund, pointing at the
 * receipt it reduces; keyed by Stripe's refund id, so a replayed refund event finds it issued.
 */
export function creditNoteDocumentSchema<T>(timestamp: TimestampSchema<T>) {
  return z.object({
    /** `YYYY/NNNN` in the credit notes' own yearly series. */
    number: z.string().regex(/^\d{4}\/\d{4,}$/),
    year: z.number().int(),
    sequence: z.number().int().min(1),
    receiptId: z.string(),
    receiptNumber: z.string(),
    kind: z.enum(RECEIPT_KINDS),
    refundId: z.string(),
    amountCents: z.number().int().min(1),
    currency: z.literal('eur'),
    issuedAt: timestamp,
    payer: z.object({ name: z.string(), taxCode: z.string().nullable() }),
    uid: z.string().optional(),
    bookingId: z.string().optional(),
    /** Filled in by the payouts reconciliation, as on the receipt. */
    payout: z.string().nullable(),
  });
}

/** `receiptCounters/{series}-{year}`: the last number of the year's series handed out. */
export const receiptCounterSchema = z.object({ last: z.number().int().min(0) });
