import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one e-mail; resolves once the mail server accepted it. */
export type SendMail = (mail: OutgoingMail) => Promise<void>;

/** What the booking services work with; tests pass the emulator, the stand-in and a fixed clock. */
export interface BookingDeps {
  db: Firestore;
  stripe: Stripe;
  now: () => Date;
  sendMail: SendMail;
}

export interface CheckoutSettings {
  /** The public site, for Stripe's success and cancel URLs. */
  siteUrl: string;
  /** ARCHITECTURE.md's decision: when on, a name missing from the register may still book. */
  allowUnverifiedMembers: boolean;
}

/** The Checkout Session and the seat hold both last this long (Stripe's minimum is 30 minutes). */
export const HOLD_MINUTES = 31;
