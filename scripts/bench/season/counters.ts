import { Timestamp } from 'firebase-admin/firestore';
import type { SeasonBooking } from './bookings';

export interface SeasonCounter {
  id: string;
  doc: { tourId: string; date: string; seatsHeld: number; updatedAt: Timestamp };
}

/** Seats held by `tourId_date`: the participants of every booking that holds seats. */
export function seatsHeldByDay(bookings: readonly SeasonBooking[]): Map<string, number> {
  const held = new Map<string, number>();
  for (const { doc } of bookings) {
    if (!doc.holdsSeats) continue;
    const key = `${doc.tourId}_${doc.selectedDate}`;
    held.set(key, (held.get(key) ?? 0) + doc.participants);
  }
  return held;
}

/** `capacity/{tourId}_{date}` as the seat counter leaves it, for every day with seats held. */
export function seatCounters(held: ReadonlyMap<string, number>, now: Date): SeasonCounter[] {
  return [...held].map(([id, seatsHeld]) => {
    const split = id.lastIndexOf('_');
    return {
      id,
      doc: {
        tourId: id.slice(0, split),
        date: id.slice(split + 1),
        seatsHeld,
        updatedAt: Timestamp.fromDate(now),
      },
    };
  });
}
