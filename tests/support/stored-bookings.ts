import { readBooking, type BookingDoc } from '@functions/services/booking-base/booking-doc';
import { capacityDocId } from '@/domain/capacity';
import { testDb } from './firestore';
import { SATURDAY } from './harness-dates';

/**
 * The stored `bookings/{id}` document, as the functions wrote it, read through the functions' own
 * converter: every booking a test looks at is also checked against the booking schema.
 */
export async function storedBooking(id: string): Promise<BookingDoc> {
  const booking = await readBooking(testDb(), id);
  if (!booking) throw new Error(`bookings/${id} does not exist`);
  return booking;
}

/** Seats held on a date of a tour, as the capacity counter says (E-Motion in Villa, SATURDAY). */
export async function seatsHeld(date = SATURDAY, tourId = 'emotion-in-villa'): Promise<number> {
  const doc = await testDb().collection('capacity').doc(capacityDocId(tourId, date)).get();
  return (doc.data()?.['seatsHeld'] as number | undefined) ?? 0;
}
