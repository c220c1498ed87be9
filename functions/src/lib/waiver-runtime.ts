import { WAIVER } from '@/content/waiver';
import type { WaiverLinkDeps } from '@functions/services/waiver/waiver-deps';
import { BOOKING_LINK_SECRET, KEY_HASH_SECRET } from './config';
import { db } from './firestore';

/** Secrets the participant's waiver callables bind: the link's HMAC key, the counters' key. */
export const WAIVER_LINK_SECRETS = [BOOKING_LINK_SECRET, KEY_HASH_SECRET];

/** The real dependencies of getWaiver and signWaiver, read from params inside a handler. */
export function waiverLinkDeps(): WaiverLinkDeps {
  return {
    db: db(),
    now: () => new Date(),
    links: { secret: BOOKING_LINK_SECRET.value() },
    keyHashSecret: KEY_HASH_SECRET.value(),
    waiver: WAIVER,
  };
}
