import { z } from '@/domain/zod';
import { checkoutSessionIdSchema, idSchema } from './ids';
import { URL_MAX_LENGTH } from './lengths';

/**
 * The membership fee paid online (quota associativa): `createFeeCheckout` opens the Checkout of
 * a stored application's fee, and `verifyPayment` naming `applicationId` answers whether it is
 * paid. The amount and the year are the server's (settings/membership.fees, the fee-year rule).
 */

/** Where Stripe sends the applicant back: the forms page, which shows the fee's outcome. */
export const FEE_RETURN_PATH = '/modulistica';

/**
 * The fee a booking made on an application adds to its Checkout, as a line of its own ("Quota
 * associativa 2027"): told to the booking card with the application, charged by the server from
 * its own settings, and shown paid on the success page.
 */
export const bookingFeeSchema = z.object({
  year: z.number().int().min(2000).max(2999),
  amountCents: z.number().int().min(1).max(1_000_000),
});
export type BookingFee = z.infer<typeof bookingFeeSchema>;

export const createFeeCheckoutRequestSchema = z.object({ applicationId: idSchema });
export type CreateFeeCheckoutRequest = z.infer<typeof createFeeCheckoutRequestSchema>;

/** The fee's figures, as the page shows them beside the pay button. */
const feeFigures = {
  amountCents: z.number().int().min(0).max(1_000_000),
  feeYear: z.number().int().min(2000).max(2999),
};

export const createFeeCheckoutResponseSchema = z.object({
  url: z.url().max(URL_MAX_LENGTH),
  ...feeFigures,
});
export type CreateFeeCheckoutResponse = z.infer<typeof createFeeCheckoutResponseSchema>;

/** verifyPayment from the fee's return page: the session and the application belong together. */
export const verifyFeePaymentRequestSchema = z.object({
  sessionId: checkoutSessionIdSchema,
  applicationId: idSchema,
});
export type VerifyFeePaymentRequest = z.infer<typeof verifyFeePaymentRequestSchema>;

/** `paid` once the fee is recorded; `open` while Stripe has not settled it; `expired` if lapsed. */
export const FEE_PAYMENT_STATES = ['paid', 'open', 'expired'] as const;

export const verifyFeePaymentResponseSchema = z.object({
  feeState: z.enum(FEE_PAYMENT_STATES),
  ...feeFigures,
});
export type VerifyFeePaymentResponse = z.infer<typeof verifyFeePaymentResponseSchema>;
