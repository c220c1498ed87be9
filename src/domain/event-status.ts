import {
  bookableDates,
  hasLimitedSeats,
  tourStartsAt,
  upcomingDates,
  type Schedule,
} from './schedule';

/** How an event is shown: bookable, full, or over. */
export type EventStatus = 'available' | 'sold-out' | 'concluded';

/** Free seats per bookable date, as the availability answer tells them (limited tours only). */
export type RemainingByDate = Readonly<Record<string, number>>;

/**
 * An event's status on its schedule at `now`: concluded once every listed date has started, sold
 * out when no date can still be booked or every bookable date of a limited event is full.
 */
export function eventStatus(
  schedule: Schedule,
  remainingByDate: RemainingByDate | undefined,
  now: Date,
): EventStatus {
  if (upcomingDates(schedule, now).length === 0 && schedule.weekdays.length === 0) {
    return 'concluded';
  }
  const dates = bookableDates(schedule, now);
  if (dates.length === 0) return 'sold-out';
  if (hasLimitedSeats(schedule) && remainingByDate) {
    return dates.every((date) => (remainingByDate[date] ?? 1) === 0) ? 'sold-out' : 'available';
  }
  return 'available';
}

/** The listed dates still to come, in order, for a departure at `startTime` (Europe/Rome). */
export function upcomingListed(listed: readonly string[], now: Date, startTime: string): string[] {
  return [...listed]
    .filter((date) => tourStartsAt({ startTime }, date).getTime() > now.getTime())
    .sort();
}

/** The dates an event card names: those still to come, else the last ones it had. */
export function datesToShow(listed: readonly string[], now: Date, startTime: string): string[] {
  const upcoming = upcomingListed(listed, now, startTime);
  return upcoming.length > 0 ? upcoming : [...listed].sort();
}
