import type { EventSummary } from '@/content/events';
import type { EventStatus } from '@/domain/event-status';

/** An event as a card shows it. */
export interface ShownEvent {
  event: EventSummary;
  status: EventStatus;
  dates: readonly string[];
}

/**
 * The order of /eventi once hydrated: events still to come first, each group in the content's
 * order. An event booked online whose live schedule has not answered yet counts as to come,
 * whatever its published dates say: its schedule may hold later dates, and ranking it last until
 * the answer arrives would move the cards under the reader's eyes when it does (a layout shift of
 * 0.5 to 1.1 measured on a phone). Only an answer that says it is over moves it down.
 */
export function upcomingFirst(
  events: readonly ShownEvent[],
  hasLiveAnswer: (event: EventSummary) => boolean,
): ShownEvent[] {
  const ahead = ({ event, status }: ShownEvent) =>
    'tourId' in event.price && !hasLiveAnswer(event) ? true : status !== 'concluded';
  return [...events.filter(ahead), ...events.filter((shown) => !ahead(shown))];
}
