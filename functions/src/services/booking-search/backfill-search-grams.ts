import { FieldPath, FieldValue, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import { readableDocs } from '@functions/lib/document-converter';
import { bookingsCollection } from '@functions/services/booking-base/booking-doc';
import { searchGramsAt } from '@functions/services/booking-base/search-grams';

/** Bookings read and written per round: a batch takes up to 500 writes. */
const PAGE = 200;

export interface BackfillCounts {
  updated: number;
  unchanged: number;
  /** Anonymised bookings: nothing left to search, their grams (if any) removed. */
  anonymised: number;
}

/**
 * A `searchGrams` array (an earlier form of the index, which Firestore could only serve with a
 * composite index) holds the same pieces of personal data: it goes wherever it is found.
 */
const ARRAY_FORM = 'searchGrams';

function sameGrams(
  stored: Record<string, Timestamp> | undefined,
  wanted: Record<string, Timestamp>,
): boolean {
  if (stored === undefined) return false;
  const grams = Object.keys(wanted);
  return (
    Object.keys(stored).length === grams.length &&
    grams.every((gram) => stored[gram]?.isEqual(wanted[gram]!) === true)
  );
}

/**
 * Gives every booking the `searchGramsAt` the checkout writes today (bookings stored before the
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
    const arrayForm = new Set(
      snapshot.docs.filter((doc) => doc.get(ARRAY_FORM) !== undefined).map((doc) => doc.id),
    );
    const dropArrayForm = (id: string) =>
      arrayForm.has(id) ? { [ARRAY_FORM]: FieldValue.delete() } : {};
    const { docs } = readableDocs(snapshot, 'booking left without search grams');
    for (const { id, ref, data: booking } of docs) {
      if (booking.anonymisedAt) {
        counts.anonymised += 1;
        if (booking.searchGramsAt || arrayForm.has(id)) {
          batch.update(ref, { searchGramsAt: FieldValue.delete(), ...dropArrayForm(id) });
        }
        continue;
      }
      const grams = searchGramsAt({ bookingId: id, ...booking }, booking.createdAt);
      if (sameGrams(booking.searchGramsAt, grams) && !arrayForm.has(id)) {
        counts.unchanged += 1;
      } else {
        // The map is replaced whole: an update names its fields, so grams no longer held go.
        batch.update(ref, { searchGramsAt: grams, ...dropArrayForm(id) });
        counts.updated += 1;
      }
    }
    await batch.commit();
    after = snapshot.docs[snapshot.docs.length - 1]?.id;
  }
}
