import { Timestamp } from 'firebase-admin/firestore';
import {
  SEARCH_PAGE_SIZE,
  staffFindBookingsRequestSchema,
  type FoundBooking,
  type StaffFindBookingsResponse,
} from '@/domain/api/staff-booking-search';
import { isSearchable, lookupGram, matchesNeedle, searchNeedle } from '@/domain/booking-search';
import { failure, parseInput } from '@functions/lib/callable-errors';
import { requireStaff, type StaffCall, type StaffDeps } from '@functions/lib/require-staff';
import {
  bookingHeadline,
  bookingsCollection,
  type BookingDoc,
} from '@functions/services/booking-base/booking-doc';
import { recordStaffAction } from '@functions/services/audit-log/audit-log';
import { scanByGram, type GramPosition } from '@functions/services/booking-base/scan-by-gram';

function readCursor(cursor: string): GramPosition {
  const dot = cursor.indexOf('.');
  return { at: Timestamp.fromMillis(Number(cursor.slice(0, dot))), id: cursor.slice(dot + 1) };
}

const writeCursor = ({ at, id }: GramPosition) => `${at.toMillis()}.${id}`;

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
  deps: StaffDeps,
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
  const found: FoundBooking[] = [];
  const { last, exhausted } = await scanByGram(
    bookingsCollection(deps.db),
    lookupGram(needle),
    (bookingId, booking) => {
      if (matchesNeedle({ bookingId, ...booking }, needle)) {
        found.push(toFoundBooking(bookingId, booking));
      }
      return found.length === SEARCH_PAGE_SIZE ? 'enough' : 'more';
    },
    cursor ? readCursor(cursor) : undefined,
  );
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
    ...(!exhausted && last ? { nextCursor: writeCursor(last) } : {}),
    asOf: now.toISOString(),
  };
}
