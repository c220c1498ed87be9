import type Stripe from 'stripe';
import { RENTAL_CANCEL_PATH, RENTAL_SUCCESS_PATH } from '@/domain/api/rental';
import { createCardCheckout } from '@functions/services/booking-base/card-checkout';
import type { RentalDoc } from './rental-docs';
import { RENTAL_SESSION_KIND } from '@functions/services/booking-base/payment-kinds';

/** The rental a Checkout Session pays, from its metadata; undefined for a booking or voucher. */
export function rentalIdOfSession(
  session: Pick<Stripe.Checkout.Session, 'metadata'>,
): string | undefined {
  return session.metadata?.['kind'] === RENTAL_SESSION_KIND
    ? session.metadata['rentalId']
    : undefined;
}

const SLOT_WORDS = {
  it: { morning: 'mattina', afternoon: 'pomeriggio' },
  en: { morning: 'morning', afternoon: 'afternoon' },
} as const;

function lineItems(rental: RentalDoc): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const when =
    rental.startDate === rental.endDate
      ? `${rental.startDate}${rental.slot ? ` (${SLOT_WORDS[rental.locale][rental.slot]})` : ''}`
      : `${rental.startDate} → ${rental.endDate}`;
  return [
    {
      quantity: rental.bikes.length,
      price_data: {
        currency: rental.currency,
        unit_amount: rental.bikeUnitPriceCents,
        product_data: { name: rental.modelName, description: when },
      },
    },
    ...rental.addOns.map((line) => ({
      quantity: line.quantity,
      price_data: {
        currency: rental.currency,
        unit_amount: line.pricePerDayCents * rental.days,
        product_data: { name: line.name, description: when },
      },
    })),
  ];
}

/**
 * The Checkout Session of a pending rental: one line for the bikes at the price list's price and
 * one per add-on, cards only, expiring with the hold. Its metadata says `kind: 'rental'` and the
 * rental id, which the webhook dispatches on; the idempotency key is the rental id.
 */
export function createRentalSession(
  stripe: Stripe,
  rentalId: string,
  rental: RentalDoc,
  siteUrl: string,
  expiresAt: Date,
): Promise<Stripe.Checkout.Session> {
  const id = encodeURIComponent(rentalId);
  return createCardCheckout(stripe, {
    lineItems: lineItems(rental),
    email: rental.customerEmail,
    reference: rentalId,
    metadata: {
      kind: RENTAL_SESSION_KIND,
      rentalId,
      modelId: rental.modelId,
      startDate: rental.startDate,
    },
    intentMetadata: { kind: RENTAL_SESSION_KIND, rentalId },
    locale: rental.locale,
    expiresAt,
    siteUrl,
    successPath: `${RENTAL_SUCCESS_PATH}?session_id={CHECKOUT_SESSION_ID}&rental_id=${id}`,
    cancelPath: `${RENTAL_CANCEL_PATH}?rental_cancelled=${id}`,
    idempotencyKey: `rental-checkout-session-${rentalId}`,
  });
}
