import { defineBoolean, defineInt, defineSecret, defineString } from 'firebase-functions/params';

/**
 * Deployment configuration. Secrets live in Secret Manager (`firebase functions:secrets:set`);
 * strings in functions/.env.<project>. The local stack writes both for the emulators.
 */
export const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');
export const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');
export const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');
/** Signs the "manage your booking" links in e-mails (HMAC-SHA256); any long random string. */
export const BOOKING_LINK_SECRET = defineSecret('BOOKING_LINK_SECRET');
/**
 * Signs tickets (Ed25519, PKCS#8 DER in base64url). Make one with
 * `node -e "console.log(require('crypto').generateKeyPairSync('ed25519').privateKey.export({format:'der',type:'pkcs8'}).toString('base64url'))"`.
 */
export const TICKET_SIGNING_KEY = defineSecret('TICKET_SIGNING_KEY');

/** Empty in production (the real Stripe API); the local Stripe stand-in's address on the emulators. */
export const STRIPE_API_HOST = defineString('STRIPE_API_HOST', { default: '' });
export const STRIPE_API_PORT = defineString('STRIPE_API_PORT', { default: '' });
export const STRIPE_API_PROTOCOL = defineString('STRIPE_API_PROTOCOL', { default: '' });

/** The public site, for Stripe's success and cancel URLs and links in e-mails. */
export const SITE_URL = defineString('SITE_URL');

export const SMTP_HOST = defineString('SMTP_HOST');
export const SMTP_PORT = defineString('SMTP_PORT', { default: '587' });
export const SMTP_SECURE = defineBoolean('SMTP_SECURE', { default: false });
export const SMTP_USER = defineString('SMTP_USER', { default: '' });
export const MAIL_FROM = defineString('MAIL_FROM');
/** Where contact messages, membership applications and staff alerts arrive. */
export const ASSOCIATION_INBOX = defineString('ASSOCIATION_INBOX');

/** Off by default: a not-found member cannot book (docs/architecture.md, Decisions). */
export const ALLOW_UNVERIFIED_MEMBERS = defineBoolean('ALLOW_UNVERIFIED_MEMBERS', {
  default: false,
});

/**
 * The address blocks Firebase Hosting's edge connects to the functions from, as comma-separated
 * CIDRs: a request whose last X-Forwarded-For entry lies inside them came through Hosting, and the
 * caller is the entry before (lib/client-address.ts). Empty: every request is read as a direct
 * call, so all of Hosting's visitors would share the edge's allowance. docs/deploy.md: "Rate limits".
 */
export const HOSTING_EDGE_RANGES = defineString('HOSTING_EDGE_RANGES', { default: '' });

/**
 * Keys the HMAC-SHA256 that turns addresses, names and e-mail addresses into the ids of rate-limit
 * counters and hold-owner documents, so none can be recovered from an id by hashing guesses; any
 * long random string (changing it only restarts the counters).
 */
export const KEY_HASH_SECRET = defineSecret('KEY_HASH_SECRET');

/** Months after the tour date a booking keeps its personal fields (docs/operations.md: "Personal data"). */
export const BOOKING_RETENTION_MONTHS = defineInt('BOOKING_RETENTION_MONTHS', { default: 12 });
/** Months contact messages and membership applications are kept. */
export const MESSAGE_RETENTION_MONTHS = defineInt('MESSAGE_RETENTION_MONTHS', { default: 24 });
