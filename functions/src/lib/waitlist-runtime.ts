import type { WaitlistDeps } from '@functions/services/waitlist/waitlist-deps';
import { BOOKING_LINK_SECRET, KEY_HASH_SECRET, SITE_URL } from './config';
import { db } from './firestore';

/** Secrets the waiting list's functions bind: the links' HMAC key, the counters' key. */
export const WAITLIST_SECRETS = [BOOKING_LINK_SECRET, KEY_HASH_SECRET];

/** The real dependencies of the waiting list, read from params inside a handler. */
export function waitlistDeps(): WaitlistDeps {
  return {
    db: db(),
    now: () => new Date(),
    links: { siteUrl: SITE_URL.value(), secret: BOOKING_LINK_SECRET.value() },
    keyHashSecret: KEY_HASH_SECRET.value(),
  };
}
