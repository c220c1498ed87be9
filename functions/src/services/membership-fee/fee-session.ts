import type Stripe from 'stripe';
import { FEE_RETURN_PATH } from '@/domain/api/membership-fee';
import type { Locale } from '@/domain/locale';
import { feeLineName } from '@/domain/membership-fee/fee-line-name';
import { createCardCheckout } from '@functions/services/booking-base/card-checkout';
import { FEE_SESSION_KIND } from '@functions/services/booking-base/payment-kinds';

/** The application and year a Checkout Session pays the fee of; undefined for any other session. */
export function feeOfSession(
  session: Pick<Stripe.Checkout.Session, 'metadata'>,
): { applicationId: string; year: number } | undefined {
  const metadata = session.metadata;
  if (metadata?.['kind'] !== FEE_SESSION_KIND) return undefined;
  const applicationId = metadata['applicationId'];
  const year = Number(metadata['feeYear']);
  if (!applicationId || !Number.isInteger(year)) return undefined;
  return { applicationId, year };
}

export interface FeeSessionInput {
  applicationId: string;
  attempt: number;
  year: number;
  amountCents: number;
  email: string;
  locale: Locale;
  expiresAt: Date;
}

/**
 * The Checkout Session of one application's fee: one line, cards only. The idempotency key names
 * the application and the attempt, and every parameter is stored before the call, so a double tap
 * (two calls on the same attempt) gets the same session back from Stripe, never a second one.
 */
export function createFeeSession(
  stripe: Stripe,
  input: FeeSessionInput,
  siteUrl: string,
): Promise<Stripe.Checkout.Session> {
  const id = encodeURIComponent(input.applicationId);
  const metadata = {
    kind: FEE_SESSION_KIND,
    applicationId: input.applicationId,
    feeYear: String(input.year),
  };
  return createCardCheckout(stripe, {
    lineItems: [
      {
        quantity: 1,
        price_data: {
          currency: 'eur',
          unit_amount: input.amountCents,
          product_data: { name: feeLineName(input.year, input.locale) },
        },
      },
    ],
    email: input.email,
    reference: input.applicationId,
    metadata,
    intentMetadata: metadata,
    locale: input.locale,
    expiresAt: input.expiresAt,
    siteUrl,
    successPath: `${FEE_RETURN_PATH}?fee_session=${'{CHECKOUT_SESSION_ID}'}&application=${id}`,
    cancelPath: `${FEE_RETURN_PATH}?fee_cancelled=${id}`,
    idempotencyKey: `fee-checkout-${input.applicationId}-${input.attempt}`,
  });
}
