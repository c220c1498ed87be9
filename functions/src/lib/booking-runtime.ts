import type { BookingDeps, CheckoutSettings } from '@functions/services/booking-base/deps';
import { stripeClient } from '@functions/services/stripe-client';
import {
  ALLOW_UNVERIFIED_MEMBERS,
  BOOKING_LINK_SECRET,
  KEY_HASH_SECRET,
  SITE_URL,
  STRIPE_API_HOST,
  STRIPE_API_PORT,
  STRIPE_API_PROTOCOL,
  STRIPE_SECRET_KEY,
  TICKET_SIGNING_KEY,
} from './config';
import { db } from './firestore';

/** Secrets a function using `bookingDeps()` must bind (`secrets: [...]`). */
export const BOOKING_SECRETS = [
  STRIPE_SECRET_KEY,
  BOOKING_LINK_SECRET,
  TICKET_SIGNING_KEY,
  KEY_HASH_SECRET,
];

/** The real dependencies of the booking services, read from params inside a handler. */
export function bookingDeps(): BookingDeps {
  const firestore = db();
  return {
    db: firestore,
    stripe: stripeClient(
      STRIPE_SECRET_KEY.value(),
      {
        host: STRIPE_API_HOST.value(),
        port: STRIPE_API_PORT.value(),
        protocol: STRIPE_API_PROTOCOL.value(),
      },
      firestore,
    ),
    now: () => new Date(),
    links: { siteUrl: SITE_URL.value(), secret: BOOKING_LINK_SECRET.value() },
    tickets: { signingKey: TICKET_SIGNING_KEY.value() },
    keyHashSecret: KEY_HASH_SECRET.value(),
  };
}

export function checkoutSettings(): CheckoutSettings {
  return { siteUrl: SITE_URL.value(), allowUnverifiedMembers: ALLOW_UNVERIFIED_MEMBERS.value() };
}
