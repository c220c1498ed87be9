import { Timestamp } from 'firebase-admin/firestore';
import { DAY_MS } from '@/domain/time-units';

/** A sent mail's body is dropped after this long (the scheduled retention job does it). */
export const MAIL_BODY_DAYS = 30;
/** A settled outbox entry (sent or abandoned, body long gone) is deleted by TTL after this long. */
export const OUTBOX_ENTRY_DAYS = 180;

/**
 * The retention fields a settled outbox entry gets: `bodyExpiresAt`, after which the retention
 * job replaces the message's text and HTML with nothing, and `expiresAt`, the TTL field on which
 * Firestore deletes the entry. Pending and failing entries have neither: they are never lost.
 */
export function retentionAfterSending(now: Date): {
  bodyExpiresAt: Timestamp;
  expiresAt: Timestamp;
} {
  return {
    bodyExpiresAt: Timestamp.fromMillis(now.getTime() + MAIL_BODY_DAYS * DAY_MS),
    expiresAt: Timestamp.fromMillis(now.getTime() + OUTBOX_ENTRY_DAYS * DAY_MS),
  };
}
