import { createHash } from 'node:crypto';
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { normalizeMemberName } from '@/domain/members';
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

/** `holdOwners/{sha256(key)}`: the open holds of one member, address or account. */
export interface HoldOwnerDoc {
  holds: ListedHold[];
  /** TTL field: the document goes once its last hold has lapsed. */
  expiresAt: Timestamp;
}

/**
 * Who a booking's hold counts against: the member (by register id, or by the normalised name
 * typed when the register did not know it), the e-mail address and the signed-in account. Keys
 * are hashed into document ids, so no name or address is readable from the ids.
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

export function holdOwnerRef(db: Firestore, key: string) {
  return db.collection('holdOwners').doc(createHash('sha256').update(key).digest('hex'));
}
