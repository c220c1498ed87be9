/**
 * What a Checkout Session's and its payment's metadata say they pay for (`kind`), beside a
 * booking's, which names none: the webhook, refunds, credit notes and payouts route by it, so
 * every writer and reader takes the word from here (the shared contract with Stripe's records).
 */
export const RENTAL_SESSION_KIND = 'rental';
export const FEE_SESSION_KIND = 'fee';
