import { FieldPath, type Timestamp } from 'firebase-admin/firestore';
import { bookingSearchGrams, type SearchableBooking } from '@/domain/booking-search';

/**
 * Where a booking's (and a voucher's) search grams are stored: `searchGramsAt`, a map from each
 * gram to the document's `createdAt`.
 *
 * Firestore indexes every field of a map on its own, so ordering the bookings by
 * `searchGramsAt.<gram>` (descending) lists exactly those holding the gram, newest first, from
 * that field's automatic index: no composite index to declare, and a page costs the documents it
 * returns. An `array-contains` on an array of grams would need a composite index in Firestore and,
 * in the emulator, compares every element of every booking (13 s for one page with 20,000
 * bookings, against 0.1 s for this). Only the descending index is kept (`fieldOverrides` in
 * firestore.indexes.json): the search orders by no other, and an ascending one would double each
 * booking's index entries.
 */
export const SEARCH_GRAMS_FIELD = 'searchGramsAt';

/** The field a query orders by to list the bookings holding `gram`. */
export function searchGramField(gram: string): FieldPath {
  return new FieldPath(SEARCH_GRAMS_FIELD, gram);
}

/** `searchGramsAt` of a document holding `grams`, created at `createdAt`. */
export function gramsStoredAt(grams: readonly string[], createdAt: Timestamp) {
  return Object.fromEntries(grams.map((gram) => [gram, createdAt])) as Record<string, Timestamp>;
}

/** The `searchGramsAt` a booking created at `createdAt` is stored with. */
export function searchGramsAt(
  booking: SearchableBooking,
  createdAt: Timestamp,
): Record<string, Timestamp> {
  return gramsStoredAt(bookingSearchGrams(booking), createdAt);
}
