import { EVENTS, type EventSummary } from '@/content/events';
import type { EventStatus } from '@/domain/event-status';
import type { TourId } from '@/domain/tours';
import { EventCard } from '@/ui/page/event-card';
import { useHydrated } from '@/ui/use-hydrated';
import { eventListOrder } from './event-list-order';
import { liveEvent } from './live-event';
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
  return { event, ...liveEvent(event, tourId, tourId ? live[tourId] : undefined, now) };
}

/**
 * The cards of /eventi. Prerendered HTML and hydration show the content as published; then each
 * event follows the calendar and its live schedule, upcoming events first (eventListOrder).
 */
export function EventCards() {
  const hydrated = useHydrated();
  const live = useLiveSchedules(BOOKABLE_EVENTS);
  const now = new Date();
  const events: ShownEvent[] = hydrated
    ? eventListOrder(EVENTS, now).map((event) => shown(event, live, now))
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
