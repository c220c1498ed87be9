import type { DocumentReference, Firestore, Query } from 'firebase-admin/firestore';
import { isId } from '@/domain/api/ids';
import { waitlistEntrySchema, type WaitlistStatus } from '@/domain/documents/waitlist';
import type { z } from '@/domain/zod';
import { timestampSchema, typedCollection } from '@functions/lib/document-converter';
import { emailIdentity } from '@/domain/email-address';

const entrySchema = waitlistEntrySchema(timestampSchema);

/** An entry as stored in `waitlist/{entryId}` (its schema: src/domain/documents/waitlist.ts). */
export type WaitlistEntryDoc = z.infer<typeof entrySchema>;

/** The statuses of an entry still in line: waiting, or holding seats for its offer. */
export const LIVE_STATUSES: readonly WaitlistStatus[] = ['waiting', 'offered'];

export const WAITLIST_COLLECTION = 'waitlist';

export const waitlistCollection = typedCollection(WAITLIST_COLLECTION, entrySchema);

/** An entry by id; an id of another shape (it came from a link) is refused before any read. */
export function waitlistRef(db: Firestore, entryId: string): DocumentReference<WaitlistEntryDoc> {
  if (!isId(entryId)) throw new Error('refused to read a waiting-list entry by a malformed id');
  return waitlistCollection(db).doc(entryId);
}

/** A fresh random id, chosen before the transaction so a retried transaction keeps it. */
export function newWaitlistEntryId(db: Firestore): string {
  return waitlistCollection(db).doc().id;
}

/**
 * The entries still in line for one date, oldest first (the line's order). Served by the
 * composite index tourId + date + status + createdAt (firestore.indexes.json).
 */
export function liveEntriesOf(
  db: Firestore,
  where: { tourId: string; date: string },
): Query<WaitlistEntryDoc> {
  return waitlistCollection(db)
    .where('tourId', '==', where.tourId)
    .where('date', '==', where.date)
    .where('status', 'in', [...LIVE_STATUSES])
    .orderBy('createdAt');
}

/**
 * Every entry of one address on one date, whatever its status (the join judges which still hold
 * the address). Equality filters only: Firestore serves them from its single-field indexes.
 */
export function entriesOfEmail(
  db: Firestore,
  where: { tourId: string; date: string },
  email: string,
): Query<WaitlistEntryDoc> {
  return waitlistCollection(db)
    .where('tourId', '==', where.tourId)
    .where('date', '==', where.date)
    .where('email', '==', emailIdentity(email));
}
