import { FieldPath, Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  SEARCH_PAGE_SIZE,
  staffFindBookingsRequestSchema,
  type FoundBooking,
  type StaffFindBookingsResponse,
} from '@/domain/api/staff-booking-search';
import { isSearchable, lookupGram, matchesNeedle, searchNeedle } from '@/domain/booking-search';
import { logger } from 'firebase-functions';
import { failure, parseInput } from '@functions/lib/callable-errors';
import { MalformedDocumentError } from '@functions/lib/document-converter';
import { requireStaff, type StaffAuthDeps, type StaffCall } from '@functions/lib/require-staff';
import {
  bookingHeadline,
  bookingsCollection,
  type BookingDoc,
} from '@functions/services/booking-base/booking-doc';
import { recordStaffAction } from '@functions/services/audit-log/audit-log';
import { searchGramField } from '@functions/services/booking-base/search-grams';

export interface FindBookingsDeps extends StaffAuthDeps {
  db: Firestore;
  now: () => Date;
}

/**
 * Bookings read per batch, and batches per call: a common trigram ("ros") is held by many
 * bookings the full query does not match, so one call looks at up to 400 of them, newest first,
 * and says where to go on when the page is not full by then.
 */
const BATCH_SIZE = 100;
const MAX_BATCHES = 4;

interface Cursor {
  createdAt: Timestamp;
  bookingId: string;
}

function readCursor(cursor: string): Cursor {
  const dot = cursor.indexOf('.');
  return {
    createdAt: Timestamp.fromMillis(Number(cursor.slice(0, dot))),
    bookingId: cursor.slice(dot + 1),
  };
}

const writeCursor = ({ createdAt, bookingId }: Cursor) => `${createdAt.toMillis()}.${bookingId}`;

export function toFoundBooking(bookingId: string, booking: BookingDoc): FoundBooking {
  return {
    ...bookingHeadline(bookingId, booking),
    customerName: booking.customerName,
    customerEmail: booking.customerEmail,
    ...(booking.customerPhone ? { customerPhone: booking.customerPhone } : {}),
    createdAt: booking.createdAt.toDate().toISOString(),
  };
}

/**
 * staffFindBookings: the bookings whose reference, name, e-mail or phone holds the query, newest
 * first, a page at a time. Ordering by one of the query's trigrams in `searchGramsAt` (whose
 * value is the booking's `createdAt`) hands over the bookings holding it, newest first, from that
 * field's own index; those whose keys hold the whole query are kept. Never a whole collection read.
 */
export async function handleStaffFindBookings(
  deps: FindBookingsDeps,
  call: StaffCall,
): Promise<StaffFindBookingsResponse> {
  const member = await requireStaff(deps, call);
  const { query, cursor } = parseInput(staffFindBookingsRequestSchema, call.data ?? {});
  if (!isSearchable(query)) {
    throw failure('invalid-argument', 'SEARCH_TOO_SHORT', 'SEARCH_TOO_SHORT: 3 characters', {
      fields: ['query'],
    });
  }
  const needle = searchNeedle(query);
  const gramField = searchGramField(lookupGram(needle));
  const base = bookingsCollection(deps.db)
    .orderBy(gramField, 'desc')
    .orderBy(FieldPath.documentId(), 'desc');

  const found: FoundBooking[] = [];
  let after = cursor ? readCursor(cursor) : undefined;
  let exhausted = false;
  for (let batch = 0; batch < MAX_BATCHES && found.length < SEARCH_PAGE_SIZE; batch += 1) {
    const page = after ? base.startAfter(after.createdAt, after.bookingId) : base;
    const snapshot = await page.limit(BATCH_SIZE).get();
    for (const doc of snapshot.docs) {
      // The cursor is read past the converter, so a malformed booking is stepped over, not re-read.
      after = { createdAt: doc.get(gramField) as Timestamp, bookingId: doc.id };
      let booking: BookingDoc;
      try {
        booking = doc.data();
      } catch (error) {
        if (!(error instanceof MalformedDocumentError)) throw error;
        logger.error('booking left out of the search', { path: error.path, fields: error.fields });
        continue;
      }
      if (matchesNeedle({ bookingId: doc.id, ...booking }, needle)) {
        found.push(toFoundBooking(doc.id, booking));
        if (found.length === SEARCH_PAGE_SIZE) break;
      }
    }
    if (snapshot.size < BATCH_SIZE && found.length < SEARCH_PAGE_SIZE) {
      exhausted = true;
      break;
    }
  }
  // The bookings found are customers' data: the page is recorded before it is answered, with how
  // many it lists. The query is not kept (it is often a customer's name or address).
  const now = deps.now();
  await recordStaffAction(
    deps.db,
    member,
    { action: 'bookings_searched', target: 'bookings', details: { results: found.length } },
    now,
  );
  return {
    bookings: found,
    ...(!exhausted && after ? { nextCursor: writeCursor(after) } : {}),
    asOf: now.toISOString(),
  };
}
