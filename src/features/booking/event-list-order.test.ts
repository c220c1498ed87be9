import { describe, expect, it } from 'vitest';
import { EVENTS, type EventSummary } from '@/content/events';
import { eventListOrder } from './event-list-order';

const bookable = EVENTS.find((event) => 'tourId' in event.price)!;
const onSite = EVENTS.find((event) => !('tourId' in event.price))!;

function onSiteOn(id: string, dates: string[]): EventSummary {
  return { ...onSite, id, dates };
}

describe('eventListOrder', () => {
  const now = new Date('2026-11-23T10:00:00Z');

  it('moves an event whose published dates are over after those that may be ahead', () => {
    const past = onSiteOn('past', ['2025-09-20']);
    const ahead = onSiteOn('ahead', ['2026-12-12']);
    expect(eventListOrder([past, bookable, ahead], now).map((event) => event.id)).toEqual([
      bookable.id,
      'ahead',
      'past',
    ]);
  });

  it('keeps an event booked online ahead whatever its published dates say', () => {
    // Its live schedule may hold later dates: ranking it on the answer would move the card.
    const publishedLongAgo = { ...bookable, dates: ['2020-01-04'] };
    expect(eventListOrder([onSiteOn('past', ['2025-09-20']), publishedLongAgo], now)).toEqual([
      publishedLongAgo,
      expect.objectContaining({ id: 'past' }),
    ]);
  });

  it('keeps the content’s order within each group', () => {
    const ids = eventListOrder(EVENTS, now).map((event) => event.id);
    expect(ids).toEqual(EVENTS.map((event) => event.id));
  });
});
