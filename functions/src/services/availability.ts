import type { Firestore } from 'firebase-admin/firestore';
import type { AvailabilityResponse } from '@/domain/api/availability';
import { todayInRome } from '@/domain/calendar';
import { remainingSeats } from '@/domain/capacity';
import { TOURS, type TourId } from '@/domain/tours';

/** Remaining seats of a tour for every upcoming date that has seats held. */
export async function getAvailability(
  firestore: Firestore,
  tourId: TourId,
  now: Date,
): Promise<AvailabilityResponse> {
  const tour = TOURS[tourId];
  const snapshot = await firestore
    .collection('capacity')
    .where('tourId', '==', tourId)
    .where('date', '>=', todayInRome(now))
    .get();
  const remainingByDate: Record<string, number> = {};
  for (const doc of snapshot.docs) {
    const { date, seatsHeld } = doc.data() as { date: string; seatsHeld: number };
    remainingByDate[date] = remainingSeats(tour, seatsHeld);
  }
  return {
    tourId,
    seatsPerDate: tour.seatsPerDate,
    remainingByDate,
    asOf: now.toISOString(),
  };
}
