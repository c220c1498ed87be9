import type { Firestore } from 'firebase-admin/firestore';
import { judgeDate, weekdayCode, type Schedule } from '@/domain/schedule';
import type { TourId } from '@/domain/tours';
import { failure } from '@functions/lib/callable-errors';
import {
  loadSchedule,
  openForBooking,
  scheduleIn,
  scheduleRef,
} from '@functions/services/schedules';

/**
 * The schedule once a date is postponed: the new date becomes a departure day (listed if its
 * weekday is not a regular one) and open again if it was closed, so the bookings can move there
 * and its free seats can be sold; the postponed date is closed, so nobody books it any more.
 */
export function scheduleWithPostponement(
  schedule: Schedule,
  date: string,
  newDate: string,
): Schedule {
  const offered =
    schedule.dates.includes(newDate) || schedule.weekdays.includes(weekdayCode(newDate));
  const closedDates = schedule.closedDates.filter((closed) => closed !== newDate);
  return {
    ...schedule,
    dates: offered ? schedule.dates : [...schedule.dates, newDate],
    closedDates: closedDates.includes(date) ? closedDates : [...closedDates, date],
  };
}

/**
 * Refuses a new date a booking could not be moved to once the schedule is edited: a paused or
 * unreadable schedule, a date too soon for the tour's notice or beyond its horizon. The moves
 * judge it the same way (judgeDate 'allowed'), so the refusal comes first, with nothing changed.
 */
function judged(schedule: Schedule | null, date: string, newDate: string, now: Date): Schedule {
  const edited = scheduleWithPostponement(openForBooking(schedule), date, newDate);
  if (judgeDate(edited, newDate, now) !== 'allowed') {
    throw failure(
      'invalid-argument',
      'INVALID_DATE',
      'INVALID_DATE: the new date is not bookable',
      {
        fields: ['newDate'],
      },
    );
  }
  return edited;
}

/** The schedule a postponement would leave, judged, without writing it (the preview). */
export async function previewPostponedSchedule(
  db: Firestore,
  where: { tourId: TourId; date: string; newDate: string },
  now: Date,
): Promise<Schedule> {
  return judged(await loadSchedule(db, where.tourId), where.date, where.newDate, now);
}

/** Writes the postponement into `schedules/{tourId}` in one transaction; answers the result. */
export async function postponeInSchedule(
  db: Firestore,
  where: { tourId: TourId; date: string; newDate: string },
  now: Date,
): Promise<Schedule> {
  const ref = scheduleRef(db, where.tourId);
  return db.runTransaction(async (tx) => {
    const edited = judged(
      scheduleIn(where.tourId, await tx.get(ref)),
      where.date,
      where.newDate,
      now,
    );
    tx.update(ref, { dates: edited.dates, closedDates: edited.closedDates });
    return edited;
  });
}
