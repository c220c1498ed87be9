import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { holdOwnerDocumentSchema } from '@/domain/documents/hold-owner';
import { normalizeMemberName } from '@/domain/members';
import type { z } from '@/domain/zod';
import { failure } from '@functions/lib/callable-errors';
import { documentConverter, getAllOf, timestampSchema } from '@functions/lib/document-converter';
import { keyedId, type KeyedStore } from '@functions/lib/keyed-id';
import { writeIfUnchanged } from '@functions/lib/optimistic-commit';
import { bookingRef, type BookingDoc } from './booking-doc';
import { DAY_MS } from '@/domain/time-units';
import { emailIdentity } from '@/domain/email-address';

/**
 * Open (unpaid, seat- or stock-holding) bookings and rentals one member, e-mail address or account
 * may have at once.
 */
export const MAX_OPEN_HOLDS = 2;

const holdOwnerSchema = holdOwnerDocumentSchema(timestampSchema);

/** `holdOwners/{HMAC-SHA256(KEY_HASH_SECRET, key)}`: the open holds of one member, address or account. */
export type HoldOwnerDoc = z.infer<typeof holdOwnerSchema>;

/** One open hold as listed on its owners' documents. */
export type ListedHold = HoldOwnerDoc['holds'][number];

/** Every read of `holdOwners` goes through this: a malformed list throws, naming its path. */
const holdOwnerConverter = documentConverter(holdOwnerSchema);

/**
 * Who a booking's hold counts against: the member (by register id, or by the normalised name
 * typed when the register did not know it), the e-mail address and the signed-in account. Keys
 * are hashed under a secret into document ids (lib/keyed-id.ts), so no name or address can be read
 * or guessed from the ids.
 */
export function holdOwnerKeys(
  booking: Pick<BookingDoc, 'gating' | 'customerEmail' | 'uid'>,
): string[] {
  const { gating } = booking;
  const member = gating.memberId
    ? `member:${gating.memberId}`
    : gating.memberNameEntered
      ? `member-name:${normalizeMemberName(gating.memberNameEntered)}`
      : null;
  return [
    ...(member ? [member] : []),
    `email:${emailIdentity(booking.customerEmail)}`,
    ...(booking.uid ? [`uid:${booking.uid}`] : []),
  ];
}

export function holdOwnerRef(
  { db, keyHashSecret }: KeyedStore,
  key: string,
): DocumentReference<HoldOwnerDoc> {
  return db
    .collection('holdOwners')
    .doc(keyedId(keyHashSecret, key))
    .withConverter(holdOwnerConverter);
}

/** The owners' documents a hold counts against, in `holdOwnerKeys`' order. */
export function holdOwnerRefs(
  store: KeyedStore,
  holder: Pick<BookingDoc, 'gating' | 'customerEmail' | 'uid'>,
): DocumentReference<HoldOwnerDoc>[] {
  return holdOwnerKeys(holder).map((key) => holdOwnerRef(store, key));
}

/**
 * Refuses a new hold (TOO_MANY_HOLDS) when one of its owners already has MAX_OPEN_HOLDS holds
 * still open, tours and rentals alike.
 */
export function requireUnderHoldLimit(stillOpen: readonly ListedHold[][]): void {
  if (stillOpen.some((holds) => holds.length >= MAX_OPEN_HOLDS)) {
    throw failure(
      'failed-precondition',
      'TOO_MANY_HOLDS',
      `TOO_MANY_HOLDS: at most ${MAX_OPEN_HOLDS} unpaid bookings and rentals may be open at once`,
    );
  }
}

/**
 * Lists a new hold on each of its owners' documents beside the holds still open there, in the
 * hold's own commit and only if each document is as read (so two holds racing for the last place
 * cannot both land). `owners[i]` was read as `reads[i]` and still has `stillOpen[i]` open.
 */
export function listHoldOnOwners(
  batch: WriteBatch,
  owners: { refs: DocumentReference<HoldOwnerDoc>[]; reads: DocumentSnapshot<HoldOwnerDoc>[] },
  stillOpen: ListedHold[][],
  hold: ListedHold,
): void {
  owners.refs.forEach((owner, index) => {
    const holds = [...stillOpen[index]!, hold];
    const lastExpiry = Math.max(...holds.map((listed) => listed.expiresAt.toMillis()));
    writeIfUnchanged(batch, owner, owners.reads[index]!, {
      holds,
      // A day's margin: the hold's own expiry may move a little when its session is created.
      expiresAt: Timestamp.fromMillis(lastExpiry + DAY_MS),
    } satisfies HoldOwnerDoc);
  });
}

/** A booking still holding its seats unpaid: pending, holding, and its hold not yet expired. */
export function isOpenBookingHold(booking: BookingDoc | undefined, now: Date): boolean {
  return (
    booking?.status === 'pending' &&
    booking.holdsSeats &&
    booking.expiresAt.toMillis() > now.getTime()
  );
}

/**
 * Of the bookings listed on hold owners' documents, those still holding seats unpaid, read in one
 * round trip (a hold paid, expired or released since counts no more). A new hold reads them
 * with the rentals through rental/open-holds.ts.
 */
export async function openBookingHolds(
  db: Firestore,
  bookingIds: string[],
  now: Date,
): Promise<Map<string, DocumentSnapshot<BookingDoc>>> {
  const reads = await getAllOf(
    db,
    bookingIds.map((id) => bookingRef(db, id)),
  );
  return new Map(reads.filter((read) => isOpenBookingHold(read.data(), now)).map((r) => [r.id, r]));
}
