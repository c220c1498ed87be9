import type { Timestamp } from 'firebase-admin/firestore';
import { normalizeMemberName } from '@/domain/members';
import { keyedId, type KeyedStore } from '@functions/lib/keyed-id';
import type { BookingDoc } from './booking-doc';

/** Open (unpaid, seat-holding) bookings one member, e-mail address or account may have at once. */
export const MAX_OPEN_HOLDS = 2;

/** One open hold as listed on its owners' documents. */
export interface ListedHold {
  bookingId: string;
  tourId: string;
  date: string;
  expiresAt: Timestamp;
}

/** `holdOwners/{HMAC-SHA256(KEY_HASH_SECRET, key)}`: the open holds of one member, address or account. */
export interface HoldOwnerDoc {
  holds: ListedHold[];
  /** TTL field: the document goes once its last hold has lapsed. */
  expiresAt: Timestamp;
}

/**
 * Who a booking's hold counts against: the member (by register id, or by the normalised name
 * typed when the register did not know it), the e-mail address and the signed-in account. Keys
 * are hashed under a secret into document ids (lib/keyed-id.ts), so no name or address can be read
 * or guessed from the ids.
 */
export function holdOwnerKeys(booking: BookingDoc): string[] {
  const { gating } = booking;
  const member = gating.memberId
    ? `member:${gating.memberId}`
    : gating.memberNameEntered
      ? `member-name:${normalizeMemberName(gating.memberNameEntered)}`
      : null;
  return [
    ...(member ? [member] : []),
    `email:${booking.customerEmail.trim().toLowerCase()}`,
    ...(booking.uid ? [`uid:${booking.uid}`] : []),
  ];
}

export function holdOwnerRef({ db, keyHashSecret }: KeyedStore, key: string) {
  return db.collection('holdOwners').doc(keyedId(keyHashSecret, key));
}
