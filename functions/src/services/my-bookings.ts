import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { failure, parseInput } from '@functions/lib/callable-errors';
import {
  MY_BOOKINGS_LIMIT,
  myBookingsRequestSchema,
  type MyBooking,
  type MyBookingsResponse,
  type StatementChoices,
} from '@/domain/api/my-bookings';
import { normalizeMemberName } from '@/domain/members';
import { tourStartsAt, type Schedule } from '@/domain/schedule';
import type { TourId } from '@/domain/tours';
import {
  bookingHeadline,
  bookingsCollection,
  type BookingDoc,
} from '@functions/services/booking-base/booking-doc';
import type { ManageLinkSettings } from '@functions/services/booking-base/deps';
import { bookingChangeView } from './date-change/change-view';
import { scheduleForBooked } from './schedules';
import { participantWaiverLinks } from './waiver/participant-waivers';
import { receiptsCollection, type ReceiptDoc } from './receipts/receipt-doc';
import { receiptUrl } from './receipts/receipt-link';
import { rentalsCollection, toRentalSummary } from './rental/rental-docs';
import { rentalWaiverHolder } from './rental/rental-waivers';
import { holderWaiverLinks } from './waiver-base/waiver-holder';

/** The fields of `bookings/{id}` a person sees about their own booking. */
type StoredBooking = Pick<
  BookingDoc,
  | 'tourId'
  | 'tourName'
  | 'selectedDate'
  | 'participants'
  | 'participantNames'
  | 'customerName'
  | 'status'
  | 'amountTotalCents'
  | 'currency'
  | 'uid'
  | 'createdAt'
  | 'paidAt'
  | 'ticket'
  | 'waivers'
  | 'postponement'
  | 'checkedInAt'
>;

const iso = (timestamp: Timestamp) => timestamp.toDate().toISOString();

function toMyBooking(
  bookingId: string,
  booking: StoredBooking,
  schedule: Schedule,
  links: ManageLinkSettings,
  now: Date,
  receiptId: string | undefined,
): MyBooking {
  return {
    ...bookingHeadline(bookingId, booking),
    participantNames: booking.participantNames,
    customerName: booking.customerName,
    amountTotalCents: booking.amountTotalCents,
    createdAt: iso(booking.createdAt),
    ...(booking.paidAt ? { paidAt: iso(booking.paidAt) } : {}),
    // Only a paid booking's ticket admits anyone; a cancelled one's is no longer shown.
    ...(booking.status === 'paid' && booking.ticket ? { ticket: booking.ticket } : {}),
    startsAt: tourStartsAt(schedule, booking.selectedDate).toISOString(),
    waivers: participantWaiverLinks(bookingId, booking, links, now),
    ...(receiptId ? { receiptUrl: receiptUrl(receiptId, links) } : {}),
    ...bookingChangeView(booking, schedule, now),
  };
}

/**
 * The bookings made by this uid, newest first. The uid comes from the verified ID token, never
 * from the request. Sorted here rather than by the query: a person has few bookings, and an
 * equality filter alone needs no composite index.
 */
async function listBookingsOf(
  { db, links }: MyBookingsDeps,
  uid: string,
  now: Date,
): Promise<MyBookingsResponse> {
  const snapshot = await bookingsCollection(db).where('uid', '==', uid).get();
  const bookings = snapshot.docs
    .map((doc) => ({ id: doc.id, data: doc.data() }))
    // Defence in depth: the filter already guarantees it, a copy error must not leak a booking.
    .filter(({ data }) => data.uid === uid)
    .sort((a, b) => b.data.createdAt.toMillis() - a.data.createdAt.toMillis())
    .slice(0, MY_BOOKINGS_LIMIT);
  const [schedules, paid, rentals] = await Promise.all([
    schedulesOf(db, new Set(bookings.map(({ data }) => data.tourId))),
    receiptsOf(db, uid),
    rentalsOf(db, uid),
  ]);
  const receipts = receiptByPaidFor(paid);
  return {
    bookings: bookings.map(({ id, data }) =>
      toMyBooking(id, data, schedules[data.tourId], links, now, receipts.get(id)),
    ),
    rentals: rentals.map(({ id, data }) => {
      const receiptId = receipts.get(id);
      return {
        ...toRentalSummary(id, data),
        // Nothing to sign or show once the rental is over or no longer paid.
        waivers:
          data.status === 'paid' && data.endsAt.toMillis() > now.getTime()
            ? holderWaiverLinks(rentalWaiverHolder(id, data), links, now)
            : [],
        ...(receiptId ? { receiptUrl: receiptUrl(receiptId, links) } : {}),
      };
    }),
    statement: statementChoicesOf(paid),
    fees: feeReceiptsOf(paid, links),
    asOf: now.toISOString(),
  };
}

/** The uid's rentals that were paid or are being paid, newest first (one equality filter). */
async function rentalsOf(db: Firestore, uid: string) {
  const snapshot = await rentalsCollection(db).where('uid', '==', uid).get();
  return snapshot.docs
    .map((doc) => ({ id: doc.id, data: doc.data() }))
    .filter(({ data }) => data.uid === uid && data.status !== 'expired')
    .sort((a, b) => b.data.createdAt.toMillis() - a.data.createdAt.toMillis())
    .slice(0, MY_BOOKINGS_LIMIT);
}

type StoredReceipt = { id: string; data: ReceiptDoc };

/** The uid's receipts, newest first (one equality filter, no index). */
async function receiptsOf(db: Firestore, uid: string): Promise<StoredReceipt[]> {
  const snapshot = await receiptsCollection(db).where('uid', '==', uid).get();
  return snapshot.docs
    .map((doc) => ({ id: doc.id, data: doc.data() }))
    .filter(({ data }) => data.uid === uid)
    .sort((a, b) => b.data.issuedAt.toMillis() - a.data.issuedAt.toMillis());
}

/** Each booking's and rental's receipt, by the booking's or rental's id. */
function receiptByPaidFor(receipts: readonly StoredReceipt[]): Map<string, string> {
  return new Map(
    receipts.flatMap(({ id, data }) => {
      const paidFor = data.bookingId ?? data.rentalId;
      return paidFor ? [[paidFor, id] as const] : [];
    }),
  );
}

/**
 * What "Rendiconto annuale" offers: the years and participants the receipts name, newest first,
 * each person once however the name was typed (the statement matches names the same way).
 */
function statementChoicesOf(receipts: readonly StoredReceipt[]): StatementChoices {
  const named = receipts.filter(({ data }) => (data.participantNames ?? []).length > 0);
  const participants = new Map<string, string>();
  for (const name of named.flatMap(({ data }) => data.participantNames ?? [])) {
    const key = normalizeMemberName(name);
    if (key && !participants.has(key)) participants.set(key, name);
  }
  const years = [...new Set(named.map(({ data }) => data.year))].sort((a, b) => b - a);
  return { years, participants: [...participants.values()] };
}

/** "Quote associative": the membership fees paid, each with its receipt's link. */
function feeReceiptsOf(receipts: readonly StoredReceipt[], links: ManageLinkSettings) {
  return receipts
    .filter(({ data }) => data.kind === 'fee')
    .slice(0, MY_BOOKINGS_LIMIT)
    .map(({ id, data }) => ({
      title: data.description[0] ?? { it: '', en: '' },
      member: data.participantNames?.[0] ?? data.payer.name,
      amountCents: data.amountCents,
      receiptNumber: data.number,
      receiptUrl: receiptUrl(id, links),
    }));
}

/** The schedule of each tour booked (one read per tour), for the departure times. */
async function schedulesOf(db: Firestore, tourIds: Set<TourId>): Promise<Record<TourId, Schedule>> {
  const entries = await Promise.all(
    [...tourIds].map(async (tourId) => [tourId, await scheduleForBooked(db, tourId)] as const),
  );
  return Object.fromEntries(entries) as Record<TourId, Schedule>;
}

/** What the handler reads from a callable request: the verified token's uid and the data. */
export type MyBookingsCall = Pick<CallableRequest, 'auth' | 'data'>;

/** myBookings: the signed-in caller's own bookings; anyone else is refused. */
export interface MyBookingsDeps {
  db: Firestore;
  now: () => Date;
  /** Signs each participant's waiver link (the BOOKING_LINK_SECRET secret). */
  links: ManageLinkSettings;
}

export async function handleMyBookings(
  deps: MyBookingsDeps,
  request: MyBookingsCall,
): Promise<MyBookingsResponse> {
  const uid = request.auth?.uid;
  if (!uid) {
    throw failure(
      'unauthenticated',
      'UNAUTHENTICATED',
      'UNAUTHENTICATED: sign in to see your bookings',
    );
  }
  parseInput(myBookingsRequestSchema, request.data ?? {});
  const answer = await listBookingsOf(deps, uid, deps.now());
  logger.info('my bookings read', { count: answer.bookings.length });
  return answer;
}
