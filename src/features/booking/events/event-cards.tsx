import { EVENTS, type EventSummary } from '@/content/events';
import type { TourId } from '@/domain/tours';
import { EventCard } from '@/ui/page/event-card';
import { useHydrated } from '@/ui/use-hydrated';
import { upcomingFirst, type ShownEvent } from './event-list-order';
import { liveEvent } from './live-event';
import { useLiveSchedules, type LiveSchedules } from './live-schedule';

const BOOKABLE_EVENTS = EVENTS.flatMap((event) =>
  'tourId' in event.price ? [event.price.tourId] : [],
);

const tourIdOf = (event: EventSummary): TourId | undefined =>
  'tourId' in event.price ? event.price.tourId : undefined;

function shown(event: EventSummary, live: LiveSchedules, now: Date): ShownEvent {
  const tourId = tourIdOf(event);
  return { event, ...liveEvent(event, tourId, tourId ? live[tourId] : undefined, now) };
}

/**
 * The cards of /eventi. Prerendered HTML and hydration show the content as published; then each
 * event follows the calendar and its live schedule, upcoming events first (upcomingFirst).
 */
export function EventCards() {
  const hydrated = useHydrated();
  const live = useLiveSchedules(BOOKABLE_EVENTS);
  const now = new Date();
  const events: ShownEvent[] = hydrated
    ? upcomingFirst(
        EVENTS.map((event) => shown(event, live, now)),
        (event) => live[tourIdOf(event)!] !== undefined,
      )
    : EVENTS.map((event) => ({ event, status: event.status, dates: event.dates }));
  return (
    <div className="grid gap-8 md:grid-cols-2">
      {events.map(({ event, status, dates }, index) => (
        <EventCard
          key={event.id}
          event={event}
          status={status}
          dates={dates}
          priority={index === 0}
        />
      ))}
    </div>
  );
}
