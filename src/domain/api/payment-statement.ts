import { z } from '@/domain/zod';
import { singleLineText } from './text';

/**
 * myPaymentStatement: the signed-in member's (or parent's) payments of a year for one named
 * participant, for a tax return, from the receipts of their account.
 */
export const PARTICIPANT_NAME_MAX_LENGTH = 120;

export const myPaymentStatementRequestSchema = z
  .object({
    year: z.number().int().min(2020).max(2100),
    participant: singleLineText(PARTICIPANT_NAME_MAX_LENGTH).min(1),
  })
  .strict();
export type MyPaymentStatementRequest = z.input<typeof myPaymentStatementRequestSchema>;

const text = z.string().max(600);
const cents = z.number().int().nonnegative();

export const myPaymentStatementResponseSchema = z.object({
  year: z.number().int(),
  participant: z.string().max(PARTICIPANT_NAME_MAX_LENGTH),
  payer: z.string().max(PARTICIPANT_NAME_MAX_LENGTH).nullable(),
  lines: z
    .array(
      z.object({
        receiptNumber: z.string().max(20),
        /** ISO instant the receipt was issued. */
        issuedAt: z.string().max(40),
        description: z.object({ it: text, en: text }),
        participants: z.number().int().min(1),
        /** The receipt's amount less its credit notes. */
        paidCents: cents,
        /** The participant's part of it: an equal share of the party. */
        shareCents: cents,
      }),
    )
    .max(200),
  totalCents: cents,
});
export type MyPaymentStatement = z.infer<typeof myPaymentStatementResponseSchema>;
