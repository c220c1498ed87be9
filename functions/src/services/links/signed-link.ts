import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one shape of every link a mail carries instead of an account: `<field>.<field>….<signature>`,
 * the signature being HMAC-SHA256 (base64url) of `<purpose>:<fields joined by '.'>` under the
 * BOOKING_LINK_SECRET Functions secret. The purpose is inside the MAC, so a token signed for one
 * purpose never reads as another even when its fields look alike. A purpose with a lifetime carries
 * its expiry as one more signed field (seconds since the epoch, base 36) before the signature.
 *
 * The four links sent before this owner existed (manage, waiting list, waiver, renewal) used exactly
 * this layout with no expiry field, so every link already in a mailbox still reads.
 */

/** `<name>:v<version>`: no '.', and the only ':' is the version's, so MAC inputs cannot collide. */
export type LinkPurpose = `${string}:v${number}`;
const PURPOSE_SHAPE = /^[a-z][a-z-]*:v\d+$/;

export interface SignOptions {
  /** After this instant the token no longer reads (a purpose without a lifetime omits it). */
  expiresAt?: Date;
}

export interface ReadOptions {
  /** How many fields the purpose signs (not counting an expiry). */
  fields: number;
  /** The purpose's tokens carry an expiry; one without, or past it, does not read. */
  expires?: boolean;
  /** The clock the expiry is judged by (tests inject theirs). */
  now?: Date;
}

/**
 * The signature of `fields` under `purpose`: base64url in a link, hex where an id allows only
 * letters and digits (the success page's session id of a booking a voucher paid in full).
 */
export function linkMac(
  purpose: LinkPurpose,
  fields: readonly string[],
  secret: string,
  encoding: 'base64url' | 'hex' = 'base64url',
): string {
  if (!secret) throw new Error(`BOOKING_LINK_SECRET is not set: cannot sign ${purpose} links`);
  return createHmac('sha256', secret)
    .update(`${purpose}:${fields.join('.')}`)
    .digest(encoding);
}

/** Whether a signature given matches the one expected, compared in constant time. */
export function sameMac(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function expiryField(at: Date): string {
  return Math.ceil(at.getTime() / 1000).toString(36);
}

/**
 * A token for `fields` under `purpose`. A field is never empty and never holds '.' or ':' (they
 * would make two different claims sign the same text); what a field must look like beyond that is
 * the caller's rule, judged again when the token is read.
 */
export function signLink(
  purpose: LinkPurpose,
  fields: readonly string[],
  secret: string,
  options: SignOptions = {},
): string {
  if (!PURPOSE_SHAPE.test(purpose)) throw new Error(`malformed link purpose ${purpose}`);
  if (fields.some((field) => !field || /[.:]/.test(field))) {
    throw new Error(`refused to sign a ${purpose} link with an empty field or one holding . or :`);
  }
  const signed = options.expiresAt ? [...fields, expiryField(options.expiresAt)] : [...fields];
  return `${signed.join('.')}.${linkMac(purpose, signed, secret)}`;
}

/**
 * The fields a token was signed with for `purpose`, or null for anything forged, mistyped, cut
 * short, signed for another purpose or past its expiry. The signature is compared in constant
 * time; the caller still checks each field's shape before it reaches a Firestore path.
 */
export function readLink(
  purpose: LinkPurpose,
  token: string,
  secret: string,
  options: ReadOptions,
): string[] | null {
  if (!secret || typeof token !== 'string') return null;
  const parts = token.split('.');
  const signedCount = options.fields + (options.expires ? 1 : 0);
  if (parts.length !== signedCount + 1 || parts.some((part) => !part)) return null;
  const signed = parts.slice(0, signedCount);
  if (!sameMac(linkMac(purpose, signed, secret), parts[signedCount]!)) return null;
  if (options.expires) {
    const expiresAt = parseInt(signed[signedCount - 1]!, 36) * 1000;
    if (!Number.isFinite(expiresAt) || (options.now ?? new Date()).getTime() > expiresAt) {
      return null;
    }
  }
  return parts.slice(0, options.fields);
}
