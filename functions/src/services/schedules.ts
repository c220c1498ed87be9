import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { DEFAULT_SCHEDULES, type Schedule } from '@/domain/schedule';
import { readSchedule } from '@/domain/schedule-schema';
import type { TourId } from '@/domain/tours';
import { failure } from '@functions/lib/callable-errors';

/** `schedules/{tourId}`: the document staff edit in the console (docs/operations.md, "Running the season"). */
export function scheduleRef(db: Firestore, tourId: TourId) {
  return db.collection('schedules').doc(tourId);
}

/**
 * The live schedule in a document, or null when it is missing or malformed: the tour is then not
 * bookable online (it fails closed), and the log names the fields staff must correct.
 */
export function scheduleIn(tourId: TourId, snapshot: DocumentSnapshot): Schedule | null {
  if (!snapshot.exists) {
    logger.error('schedule missing: the tour is not bookable online', { tourId });
    return null;
  }
  const reading = readSchedule(snapshot.data());
  if (reading.ok) return reading.schedule;
  logger.error('schedule malformed: the tour is not bookable online', {
    tourId,
    fields: reading.fields,
  });
  return null;
}

/** Reads the live schedule, inside a transaction when one is given (capacity is read there). */
export async function loadSchedule(
  db: Firestore,
  tourId: TourId,
  tx?: Transaction,
): Promise<Schedule | null> {
  const ref = scheduleRef(db, tourId);
  return scheduleIn(tourId, await (tx ? tx.get(ref) : ref.get()));
}

/**
 * The schedule a new booking, move or waiting-list entry is judged on: refused with BOOKING_CLOSED
 * while online booking of the tour is paused, or its schedule is missing or malformed.
 */
export function openForBooking(schedule: Schedule | null): Schedule {
  if (!schedule || !schedule.bookable) {
    throw failure(
      'failed-precondition',
      'BOOKING_CLOSED',
      'BOOKING_CLOSED: online booking is paused',
    );
  }
  return schedule;
}

/**
 * The live schedule, or the catalogue's default where it is missing or malformed: for bookings
 * already made (their start time, capacity and refund deadline), which a broken document must not
 * leave without an answer. New bookings use `loadSchedule` and fail closed instead.
 */
export async function scheduleForBooked(
  db: Firestore,
  tourId: TourId,
  tx?: Transaction,
): Promise<Schedule> {
  return (await loadSchedule(db, tourId, tx)) ?? DEFAULT_SCHEDULES[tourId];
}
