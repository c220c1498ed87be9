import type { AvailabilityResponse } from '@/domain/api/availability';
import { datesToShow, eventStatus, upcomingListed, type EventStatus } from '@/domain/event-status';
import { DEFAULT_SCHEDULES } from '@/domain/schedule';
import type { TourId } from '@/domain/tours';

/** What an event card or page shows: its status and the dates it names. */
export interface LiveEvent {
  status: EventStatus;
  dates: readonly string[];
}

/**
 * An event as the calendar and its live schedule say at `now`: with a live answer, its status and
 * the dates still to come; without one (not yet known, or an event not booked online), the
 * published dates decide whether it is over.
 */
export function liveEvent(
  published: LiveEvent,
  tourId: TourId | undefined,
  answer: AvailabilityResponse | undefined,
  now: Date,
): LiveEvent {
  if (answer) {
    const { schedule } = answer;
    return {
      status: eventStatus(schedule, answer.remainingByDate, now),
      dates: datesToShow(schedule.dates, now, schedule.startTime),
    };
  }
  const startTime = tourId ? DEFAULT_SCHEDULES[tourId].startTime : '00:00';
  const upcoming = upcomingListed(published.dates, now, startTime);
  return {
    status: upcoming.length === 0 ? 'concluded' : published.status,
    dates: upcoming.length > 0 ? upcoming : published.dates,
  };
}
