import { z } from '@/domain/zod';
import { TOUR_IDS } from '@/domain/tours';
import { isAllowedVoucherAmount } from '@/domain/vouchers/amount';
import { isVoucherCode, VOUCHER_CODE_INPUT_MAX, VOUCHER_CODE_LENGTH } from '@/domain/vouchers/code';
import { BOOKING_TEXT_LIMITS } from './booking';
import { VOUCHER_STATUSES } from '@/domain/documents/voucher';
import { LOCALES } from '@/domain/locale';
import { VOUCHER_ENTRY_KINDS } from '@/domain/vouchers/ledger';
import { checkoutSessionIdSchema } from './ids';
import { DATE_LENGTH, TIMESTAMP_MAX_LENGTH, TOUR_NAME_MAX_LENGTH, URL_MAX_LENGTH } from './lengths';
import { localeSchema } from './locale-schema';
import { partySizeSchema, PERSON_NAME_MAX_LENGTH } from './party';
import { multiLineText, singleLineText } from './text';
import { isoDateSchema } from './calendar-schemas';

/** The longest message a buyer may write on a voucher. */
export const VOUCHER_MESSAGE_MAX_LENGTH = 300;

/** What the voucher is worth: an amount (a preset or a free one), or a tour for its people. */
export const voucherValueSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('amount'),
    amountCents: z
      .number()
      .int()
      .refine(isAllowedVoucherAmount, { message: 'voucher:amount-out-of-range' }),
  }),
  z.object({
    kind: z.literal('tour'),
    tourId: z.enum(TOUR_IDS),
    people: partySizeSchema,
  }),
]);

/** Now to the buyer, or at an hour of a day (Italian time) straight to the recipient. */
export const voucherDeliverySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('now_to_buyer') }),
  z.object({
    kind: z.literal('scheduled'),
    recipientEmail: z.email().max(BOOKING_TEXT_LIMITS.email),
    date: isoDateSchema,
    hour: z.number().int().min(0).max(23),
  }),
]);

/** purchaseVoucher: anyone may buy a voucher (no membership). */
export const voucherPurchaseRequestSchema = z.object({
  value: voucherValueSchema,
  buyerName: singleLineText(PERSON_NAME_MAX_LENGTH).min(1),
  buyerEmail: z.email().max(BOOKING_TEXT_LIMITS.email),
  recipientName: singleLineText(PERSON_NAME_MAX_LENGTH).min(1),
  message: multiLineText(VOUCHER_MESSAGE_MAX_LENGTH).default(''),
  delivery: voucherDeliverySchema,
  /** The buyer's language: the mails and the voucher are written in it. */
  locale: localeSchema,
});
export type VoucherPurchaseRequest = z.input<typeof voucherPurchaseRequestSchema>;
export type ParsedVoucherPurchaseRequest = z.output<typeof voucherPurchaseRequestSchema>;

export const voucherPurchaseResponseSchema = z.object({
  url: z.url().max(URL_MAX_LENGTH),
});
export type VoucherPurchaseResponse = z.infer<typeof voucherPurchaseResponseSchema>;

/** A stored code as the success page names it (the twelve characters, no prefix). */
export const voucherIdSchema = z
  .string()
  .max(VOUCHER_CODE_LENGTH)
  .refine(isVoucherCode, 'Invalid voucher');

/** verifyPayment for a voucher purchase: the session and the voucher must belong together. */
export const verifyVoucherPaymentRequestSchema = z.object({
  sessionId: checkoutSessionIdSchema,
  voucherId: voucherIdSchema,
});
export type VerifyVoucherPaymentRequest = z.infer<typeof verifyVoucherPaymentRequestSchema>;

/** The purchase as its success page shows it. */
export const voucherPaymentResponseSchema = z.object({
  success: z.boolean(),
  status: z.enum(VOUCHER_STATUSES),
  voucher: z.object({
    /** The printed form, `VPT-XXXX-XXXX-XXXX`. */
    code: z.string().max(VOUCHER_CODE_INPUT_MAX),
    recipientName: z.string().max(PERSON_NAME_MAX_LENGTH),
    amountCents: z.number().int().min(0),
    tour: z
      .object({ tourName: z.string().max(TOUR_NAME_MAX_LENGTH), people: z.number().int() })
      .optional(),
    validUntil: z.string().max(DATE_LENGTH),
    /** When a scheduled delivery goes out (ISO), absent when it went to the buyer at once. */
    deliverAt: z.string().max(TIMESTAMP_MAX_LENGTH).optional(),
  }),
});
export type VoucherPaymentResponse = z.infer<typeof voucherPaymentResponseSchema>;

/** getVoucher: a voucher read from its code alone (`/buono`, the booking card's field). */
export const getVoucherRequestSchema = z.object({
  code: z.string().trim().min(1).max(VOUCHER_CODE_INPUT_MAX),
});
export type GetVoucherRequest = z.infer<typeof getVoucherRequestSchema>;

/** Whether a voucher can pay now, judged on the server's clock. */
export const VOUCHER_STATES = ['usable', 'expired', 'void', 'empty'] as const;

export const voucherViewSchema = z.object({
  /** The printed form, `VPT-XXXX-XXXX-XXXX`. */
  code: z.string().max(VOUCHER_CODE_INPUT_MAX),
  recipientName: z.string().max(PERSON_NAME_MAX_LENGTH),
  message: z.string().max(VOUCHER_MESSAGE_MAX_LENGTH),
  amountCents: z.number().int().min(0),
  tour: z
    .object({
      tourId: z.enum(TOUR_IDS),
      tourName: z.string().max(TOUR_NAME_MAX_LENGTH),
      people: z.number().int(),
    })
    .optional(),
  validUntil: z.string().max(DATE_LENGTH),
  balanceCents: z.number().int(),
  state: z.enum(VOUCHER_STATES),
  /** The buyer's language: the voucher is printed in it. */
  locale: z.enum(LOCALES),
  /** The ledger, oldest first; a booking's entries name its tour and date, never a person. */
  entries: z
    .array(
      z.object({
        kind: z.enum(VOUCHER_ENTRY_KINDS),
        amountCents: z.number().int(),
        at: z.string().max(TIMESTAMP_MAX_LENGTH),
        booking: z
          .object({
            tourName: z.string().max(TOUR_NAME_MAX_LENGTH),
            date: z.string().max(DATE_LENGTH),
          })
          .optional(),
      }),
    )
    .max(500),
});
export type VoucherView = z.infer<typeof voucherViewSchema>;
