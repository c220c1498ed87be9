import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';

/** What the booking services work with; tests pass the emulator, the stand-in and a fixed clock. */
export interface BookingDeps {
  db: Firestore;
  stripe: Stripe;
  now: () => Date;
  /** For the signed "manage your booking" link in e-mails (services/booking-base/manage-link). */
  links: ManageLinkSettings;
  tickets: TicketSettings;
  /** Keys the ids of rate-limit counters and hold owners (the KEY_HASH_SECRET Functions secret). */
  keyHashSecret: string;
}

export interface TicketSettings {
  /** The Ed25519 private key tickets are signed with (the TICKET_SIGNING_KEY Functions secret). */
  signingKey: string;
}

export interface ManageLinkSettings {
  /** The public site the link opens. */
  siteUrl: string;
  /** The HMAC key that signs it (the BOOKING_LINK_SECRET Functions secret). */
  secret: string;
}

export interface CheckoutSettings {
  /** The public site, for Stripe's success and cancel URLs. */
  siteUrl: string;
  /** When on, a name missing from the register may still book (docs/architecture.md, Decisions). */
  allowUnverifiedMembers: boolean;
}

/**
 * The Checkout Session and the seat hold both last this long. Stripe refuses an `expires_at` under
 * 30 minutes after it receives the request, so one minute of margin covers clock skew and latency.
 */
export const HOLD_MINUTES = 31;
