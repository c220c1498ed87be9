import { FieldPath, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { bookingSearchGrams } from '@/domain/booking-search';
import { readableDocs } from '@functions/lib/document-converter';
import { bookingsCollection } from '@functions/services/booking-base/booking-doc';

/** Bookings read and written per round: a batch takes up to 500 writes. */
const PAGE = 200;

export interface BackfillCounts {
  updated: number;
  unchanged: number;
  /** Anonymised bookings: nothing left to search, their grams (if any) removed. */
  anonymised: number;
}

const sameGrams = (a: readonly string[] | undefined, b: readonly string[]) =>
  a !== undefined && a.length === b.length && a.every((gram, i) => gram === b[i]);

/**
 * Gives every booking the `searchGrams` the checkout writes today (bookings stored before the
 * search existed, or under an older folding rule), a page at a time in id order. An anonymised
 * booking gets none. Changes only what differs, so it may be run again.
 */
export async function backfillSearchGrams(db: Firestore): Promise<BackfillCounts> {
  const counts: BackfillCounts = { updated: 0, unchanged: 0, anonymised: 0 };
  let after: string | undefined;
  for (;;) {
    let query = bookingsCollection(db).orderBy(FieldPath.documentId()).limit(PAGE);
    if (after) query = query.startAfter(after);
    const snapshot = await query.get();
    if (snapshot.empty) return counts;
    const batch = db.batch();
    const { docs } = readableDocs(snapshot, 'booking left without search grams');
    for (const { id, ref, data: booking } of docs) {
      if (booking.anonymisedAt) {
        counts.anonymised += 1;
        if (booking.searchGrams) batch.update(ref, { searchGrams: FieldValue.delete() });
        continue;
      }
      const grams = bookingSearchGrams({ bookingId: id, ...booking });
      if (sameGrams(booking.searchGrams, grams)) {
        counts.unchanged += 1;
      } else {
        batch.update(ref, { searchGrams: grams });
        counts.updated += 1;
      }
    }
    await batch.commit();
    after = snapshot.docs[snapshot.docs.length - 1]?.id;
  }
}
