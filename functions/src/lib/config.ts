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

/** ARCHITECTURE.md's decision: off by default, a not-found member cannot book. */
export const ALLOW_UNVERIFIED_MEMBERS = defineBoolean('ALLOW_UNVERIFIED_MEMBERS', {
  default: false,
});

/**
 * How many proxies in front of the functions append to X-Forwarded-For (call-context.ts): 1 when
 * the function is reached directly (Google's front end appends the caller), 2 through Firebase
 * Hosting (its CDN appends the caller, Google's front end the CDN edge). README: "Rate limits".
 */
export const CLIENT_ADDRESS_HOPS = defineInt('CLIENT_ADDRESS_HOPS', { default: 1 });

/** Months after the tour date a booking keeps its personal fields (README: "Personal data"). */
export const BOOKING_RETENTION_MONTHS = defineInt('BOOKING_RETENTION_MONTHS', { default: 12 });
/** Months contact messages and membership applications are kept. */
export const MESSAGE_RETENTION_MONTHS = defineInt('MESSAGE_RETENTION_MONTHS', { default: 24 });
