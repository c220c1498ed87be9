import { describe, expect, it } from 'vitest';
import { EVENTS, type EventSummary } from '@/content/events';
import type { EventStatus } from '@/domain/event-status';
import { upcomingFirst } from './event-list-order';

const bookable = EVENTS.find((event) => 'tourId' in event.price)!;
const onSite = EVENTS.find((event) => !('tourId' in event.price))!;

const card = (event: EventSummary, id: string, status: EventStatus) => ({
  event: { ...event, id },
  status,
  dates: event.dates,
});
const ids = (cards: { event: EventSummary }[]) => cards.map((shown) => shown.event.id);

describe('upcomingFirst', () => {
  it('lists the events still to come first, each group in the content’s order', () => {
    const cards = [
      card(onSite, 'past', 'concluded'),
      card(onSite, 'ahead', 'available'),
      card(bookable, 'answered-ahead', 'sold-out'),
      card(bookable, 'answered-over', 'concluded'),
    ];
    expect(ids(upcomingFirst(cards, () => true))).toEqual([
      'ahead',
      'answered-ahead',
      'past',
      'answered-over',
    ]);
  });

  it('keeps an event booked online among those to come until its live schedule answers', () => {
    // Its published dates are over, but its schedule may hold later ones: moving it down now
    // and back up when the answer comes would shift the cards twice.
    const cards = [card(onSite, 'past', 'concluded'), card(bookable, 'waiting', 'concluded')];
    expect(ids(upcomingFirst(cards, () => false))).toEqual(['waiting', 'past']);
    expect(ids(upcomingFirst(cards, () => true))).toEqual(['past', 'waiting']);
  });
});
