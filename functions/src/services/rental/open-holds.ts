import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import { openBookingHolds, type ListedHold } from '@functions/services/booking-base/hold-owners';
import { openRentalHolds, type RentalDoc } from './rental-docs';

/** The bookings and rentals listed on a person's hold owners that still hold unpaid, as read. */
export interface OpenHolds {
  bookings: Map<string, DocumentSnapshot<BookingDoc>>;
  rentals: Map<string, DocumentSnapshot<RentalDoc>>;
}

/**
 * Of the holds listed on the owners' documents (hold-owners.ts), the bookings and the rentals
 * still holding seats or stock unpaid, each read once: a hold paid, expired or released since
 * counts no more. Tours and rentals count against the same MAX_OPEN_HOLDS, so a seat hold and a
 * rental hold both judge the limit on this. It lives with the rentals because the owners' base
 * folder (booking-base) may not read them: service folders form no cycle.
 */
export async function openListedHolds(
  db: Firestore,
  listed: readonly ListedHold[][],
  now: Date,
): Promise<OpenHolds> {
  const idsOf = (rentals: boolean) => [
    ...new Set(
      listed
        .flat()
        .filter((hold) => (hold.kind === 'rental') === rentals)
        .map((hold) => hold.bookingId),
    ),
  ];
  const rentals = await openRentalHolds(db, idsOf(true), now);
  const bookings = await openBookingHolds(db, idsOf(false), now);
  return { bookings, rentals };
}

/** Each owner's listed holds that still count, but for those `replaced` by the hold being made. */
export function stillOpenHolds(
  listed: readonly ListedHold[][],
  open: OpenHolds,
  replaced: ReadonlySet<string>,
): ListedHold[][] {
  return listed.map((holds) =>
    holds.filter(
      (hold) =>
        !replaced.has(hold.bookingId) &&
        (hold.kind === 'rental' ? open.rentals : open.bookings).has(hold.bookingId),
    ),
  );
}
