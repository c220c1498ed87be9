import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { BookingDoc } from '@functions/services/booking-base/booking-doc';
import {
  openBookingHolds,
  type HoldOwnerDoc,
  type ListedHold,
} from '@functions/services/booking-base/hold-owners';
import { openRentalHolds, type RentalDoc } from './rental-docs';

/** The holds listed on a person's hold owners, and those still holding unpaid, as read. */
export interface OpenHolds {
  /** Each owner's listed holds, in the order the owners were read. */
  listed: ListedHold[][];
  bookings: Map<string, DocumentSnapshot<BookingDoc>>;
  rentals: Map<string, DocumentSnapshot<RentalDoc>>;
}

/**
 * Of the holds listed on the owners' documents as read (hold-owners.ts), the bookings and the
 * rentals still holding seats or stock unpaid, each read once: a hold paid, expired or released
 * since counts no more. Tours and rentals count against the same MAX_OPEN_HOLDS, so a seat hold and a
 * rental hold both judge the limit on this. It lives with the rentals because the owners' base
 * folder (booking-base) may not read them: service folders form no cycle.
 */
export async function openListedHolds(
  db: Firestore,
  owners: readonly DocumentSnapshot<HoldOwnerDoc>[],
  now: Date,
): Promise<OpenHolds> {
  const listed = owners.map((owner) => owner.data()?.holds ?? []);
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
  return { listed, bookings, rentals };
}

/** Each owner's listed holds that still count, but for those `replaced` by the hold being made. */
export function stillOpenHolds(open: OpenHolds, replaced: ReadonlySet<string>): ListedHold[][] {
  return open.listed.map((holds) =>
    holds.filter(
      (hold) =>
        !replaced.has(hold.bookingId) &&
        (hold.kind === 'rental' ? open.rentals : open.bookings).has(hold.bookingId),
    ),
  );
}
