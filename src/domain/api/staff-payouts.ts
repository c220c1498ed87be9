import { z } from '@/domain/zod';
import { PAID_FOR_KINDS, PAYOUT_LINE_KINDS } from '@/domain/documents/payout';
import { DATE_LENGTH, TIMESTAMP_MAX_LENGTH, TOUR_NAME_MAX_LENGTH } from './lengths';
import { PERSON_NAME_MAX_LENGTH } from './party';

/**
 * "Cassa" in the staff area (managers only): Stripe's payouts as `reconcilePayouts` stored them
 * (staffPayouts), and one payout's lines with who paid and what for (staffPayoutLines).
 */

/** Payouts one read answers: Stripe pays out daily, so about two months. */
export const PAYOUTS_LISTED = 60;

/**
 * The most lines one payout answers: a day of Stripe's activity for an association is tens; the
 * stored document (1 MiB) holds a few thousand.
 */
export const PAYOUT_LINES_MAX = 5_000;
/** Receipts or credit notes of one line (a fee and a tour paid together have two receipts). */
const MAX_NUMBERS = 20;

const cents = z.number().int();
const payoutId = z
  .string()
  .max(67)
  .regex(/^po_[A-Za-z0-9]{1,64}$/, 'Invalid payout');
const stripeId = z.string().max(120);
const timestamp = z.string().max(TIMESTAMP_MAX_LENGTH);

export const staffPayoutsRequestSchema = z.object({}).strict();

export const staffPayoutSchema = z.object({
  payoutId,
  /** Stripe's status: `paid`, `in_transit`, `pending`, `failed`, `canceled`. */
  status: z.string().max(20),
  createdAt: timestamp,
  /** The day the money reaches the bank (Europe/Rome), `YYYY-MM-DD`. */
  arrivalDate: z.string().max(DATE_LENGTH),
  amountCents: cents,
  grossCents: cents,
  feeCents: cents,
  addsUp: z.boolean(),
  lineCount: z.number().int().nonnegative(),
  unmatchedCount: z.number().int().nonnegative(),
});
export type StaffPayout = z.infer<typeof staffPayoutSchema>;

export const staffPayoutsResponseSchema = z.object({
  payouts: z.array(staffPayoutSchema).max(PAYOUTS_LISTED),
});
export type StaffPayouts = z.infer<typeof staffPayoutsResponseSchema>;

export const staffPayoutLinesRequestSchema = z.object({ payoutId }).strict();
export type StaffPayoutLinesRequest = z.input<typeof staffPayoutLinesRequestSchema>;

/** What a line paid for; a booking's tour and day as the booking says them today. */
export const paidForViewSchema = z.object({
  kind: z.enum(PAID_FOR_KINDS),
  id: stripeId,
  tourName: z.string().max(TOUR_NAME_MAX_LENGTH).optional(),
  selectedDate: z.string().max(DATE_LENGTH).optional(),
});
export type PaidForView = z.infer<typeof paidForViewSchema>;

export const staffPayoutLineSchema = z.object({
  balanceTransactionId: stripeId,
  kind: z.enum(PAYOUT_LINE_KINDS),
  at: timestamp,
  /** The payer's name, when what was paid is found and still holds it. */
  payer: z.string().max(PERSON_NAME_MAX_LENGTH).nullable(),
  paidFor: paidForViewSchema.nullable(),
  grossCents: cents,
  feeCents: cents,
  netCents: cents,
  receiptNumbers: z.array(z.string().max(20)).max(MAX_NUMBERS),
  creditNoteNumbers: z.array(z.string().max(20)).max(MAX_NUMBERS),
  matched: z.boolean(),
});
export type StaffPayoutLine = z.infer<typeof staffPayoutLineSchema>;

export const staffPayoutLinesResponseSchema = z.object({
  payoutId,
  lines: z.array(staffPayoutLineSchema).max(PAYOUT_LINES_MAX),
});
export type StaffPayoutLines = z.infer<typeof staffPayoutLinesResponseSchema>;
