import { EVENTS, type EventSummary } from '@/content/events';
import { datesToShow, eventStatus, upcomingListed, type EventStatus } from '@/domain/event-status';
import { DEFAULT_SCHEDULES } from '@/domain/schedule';
import type { TourId } from '@/domain/tours';
import { EventCard } from '@/ui/page/event-card';
import { useHydrated } from '@/ui/use-hydrated';
import { useLiveSchedules, type LiveSchedules } from './live-schedule';

const BOOKABLE_EVENTS = EVENTS.flatMap((event) =>
  'tourId' in event.price ? [event.price.tourId] : [],
);

interface ShownEvent {
  event: EventSummary;
  status: EventStatus;
  dates: readonly string[];
}

function shown(event: EventSummary, live: LiveSchedules, now: Date): ShownEvent {
  const tourId: TourId | undefined = 'tourId' in event.price ? event.price.tourId : undefined;
  const answer = tourId ? live[tourId] : undefined;
  if (answer) {
    const { schedule } = answer;
    return {
      event,
      status: eventStatus(schedule, answer.remainingByDate, now),
      dates: datesToShow(schedule.dates, now, schedule.startTime),
    };
  }
  // Not (yet) known live: the published dates decide whether the event is over.
  const startTime = tourId ? DEFAULT_SCHEDULES[tourId].startTime : '00:00';
  const upcoming = upcomingListed(event.dates, now, startTime);
  return {
    event,
    status: upcoming.length === 0 ? 'concluded' : event.status,
    dates: upcoming.length > 0 ? upcoming : event.dates,
  };
}

/**
 * The cards of /eventi. Prerendered HTML and hydration show the content as published; then each
 * event follows the calendar and its live schedule, upcoming events first.
 */
export function EventCards() {
  const hydrated = useHydrated();
  const live = useLiveSchedules(BOOKABLE_EVENTS);
  const now = new Date();
  const events: ShownEvent[] = hydrated
    ? EVENTS.map((event) => shown(event, live, now)).sort(
        (a, b) => Number(a.status === 'concluded') - Number(b.status === 'concluded'),
      )
    : EVENTS.map((event) => ({ event, status: event.status, dates: event.dates }));
  return (
    <div className="grid gap-8 md:grid-cols-2">
      {events.map(({ event, status, dates }) => (
        <EventCard key={event.id} event={event} status={status} dates={dates} />
      ))}
    </div>
  );
}
