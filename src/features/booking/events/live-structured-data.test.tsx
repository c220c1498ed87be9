import { addDays, formatISO } from 'date-fns';
import { afterEach, describe, expect, it } from 'vitest';
import type { AvailabilityResponse } from '@/domain/api/availability';
import { DEFAULT_SCHEDULES } from '@/domain/schedule';
import { showLiveStructuredData } from './live-structured-data';

const day = (offset: number) => formatISO(addDays(new Date(), offset), { representation: 'date' });

function castagne(dates: string[], remainingByDate: Record<string, number>): AvailabilityResponse {
  const schedule = { ...DEFAULT_SCHEDULES.castagne, dates };
  return { tourId: 'castagne', schedule, dates, remainingByDate, asOf: '' };
}

function headData(): { startDate: string; offers?: { availability: string } }[] {
  const script = document.head.querySelector('script[type="application/ld+json"]');
  const data = JSON.parse(script?.textContent ?? 'null') as unknown;
  return (Array.isArray(data) ? data : [data]) as never;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the event page structured data, live', () => {
  it('replaces the prerendered data with the live dates, a full date SoldOut', () => {
    document.head.innerHTML = '<script type="application/ld+json">{"@type":"Event"}</script>';
    const [first, second] = [day(20), day(27)];
    showLiveStructuredData({
      tourId: 'castagne',
      answer: castagne([first, second], { [first]: 0, [second]: 4 }),
      locale: 'it',
      pathname: '/tour-delle-castagne',
    });
    const events = headData();
    expect(events.map((event) => event.startDate.slice(0, 10))).toEqual([first, second]);
    expect(events.map((event) => event.offers?.availability)).toEqual([
      'https://schema.org/SoldOut',
      'https://schema.org/InStock',
    ]);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('says SoldOut for every date of a sold-out event', () => {
    const [first, second] = [day(20), day(27)];
    showLiveStructuredData({
      tourId: 'castagne',
      answer: castagne([first, second], { [first]: 0, [second]: 0 }),
      locale: 'en',
      pathname: '/en/tour-delle-castagne',
    });
    expect(headData().map((event) => event.offers?.availability)).toEqual([
      'https://schema.org/SoldOut',
      'https://schema.org/SoldOut',
    ]);
  });

  it('offers nothing once the event is over', () => {
    showLiveStructuredData({
      tourId: 'castagne',
      answer: castagne([day(-30)], {}),
      locale: 'it',
      pathname: '/tour-delle-castagne',
    });
    const events = headData();
    expect(events).toHaveLength(1);
    expect(events[0]!.offers).toBeUndefined();
  });
});
