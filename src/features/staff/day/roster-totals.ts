import type { RosterBooking } from '@/domain/api/staff';
import { checkedInAtOf } from '@/domain/staff/checked-in-at';

export interface TourTotals {
  /** People in paid bookings. */
  booked: number;
  checkedIn: number;
  /** Booked and not yet checked in. */
  toCome: number;
}

/** A tour's day in figures (people, not bookings): what the guide counts at the meeting point. */
export function tourTotals(
  bookings: readonly RosterBooking[],
  unsent: ReadonlyMap<string, string>,
): TourTotals {
  const paid = bookings.filter((booking) => booking.status === 'paid');
  const booked = paid.reduce((sum, booking) => sum + booking.participants, 0);
  const checkedIn = paid
    .filter((booking) => checkedInAtOf(booking, unsent) !== undefined)
    .reduce((sum, booking) => sum + booking.participants, 0);
  return { booked, checkedIn, toCome: booked - checkedIn };
}

/** The roster's bookings grouped by tour, in the roster's order. */
export function byTour(bookings: readonly RosterBooking[]): RosterBooking[][] {
  const groups = new Map<string, RosterBooking[]>();
  for (const booking of bookings) {
    groups.set(booking.tourId, [...(groups.get(booking.tourId) ?? []), booking]);
  }
  return [...groups.values()];
}
