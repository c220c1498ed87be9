import { describe, expect, it } from 'vitest';
import { CASTAGNE_PAGE } from '@/content/event-pages/castagne';
import { WALK_WINE_POJEGA_PAGE } from '@/content/event-pages/walk-wine-pojega';
import { OPENING_HOURS, WEEKLY_HOURS } from '@/content/contact';
import { POJEGA_PAGE } from '@/content/tour-pages/pojega';
import { ASSOCIATION } from '@/content/association';
import { localBusinessJsonLd } from './business';
import type { JsonLd } from './common';
import { eventJsonLd, type EventPageData } from './event';
import { pageStructuredData } from './page-structured-data';
import { tourJsonLd } from './tour';

const SITE = 'https://tours.example';

/** Google Search Central's required properties, as dotted paths into each item. */
const REQUIRED = {
  Event: ['name', 'startDate', 'location.name', 'location.address.streetAddress'],
  Product: ['name', 'offers.price', 'offers.priceCurrency'],
  LocalBusiness: ['name', 'address.streetAddress', 'address.addressLocality'],
} as const;

function at(item: JsonLd, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], item);
}

function missing(item: JsonLd, kind: keyof typeof REQUIRED): string[] {
  return REQUIRED[kind].filter((path) => at(item, path) === undefined || at(item, path) === '');
}

const castagne = (overrides: Partial<EventPageData> = {}): EventPageData => ({
  page: CASTAGNE_PAGE,
  siteUrl: SITE,
  locale: 'it',
  path: '/tour-delle-castagne',
  status: 'available',
  dates: ['2025-10-12', '2025-10-19'],
  startTime: '09:00',
  ...overrides,
});

describe('event structured data', () => {
  it('is one Event per date with every required property, its offer and its organizer', () => {
    const events = eventJsonLd(castagne());
    expect(events).toHaveLength(2);
    for (const event of events) {
      expect(event['@type']).toBe('Event');
      expect(missing(event, 'Event')).toEqual([]);
      expect(at(event, 'offers.priceCurrency')).toBe('EUR');
      expect(at(event, 'offers.price')).toBe('90.00');
      expect(at(event, 'offers.availability')).toBe('https://schema.org/InStock');
      expect(at(event, 'offers.url')).toBe(`${SITE}/tour-delle-castagne`);
      expect(event.eventStatus).toBe('https://schema.org/EventScheduled');
      expect(at(event, 'organizer.name')).toBe(ASSOCIATION.legalName);
    }
    // Its departure in Rome, with the offset of that day (summer time in October).
    expect(events[0]!.startDate).toBe('2025-10-12T09:00:00+02:00');
    expect(events[0]!.endDate).toBe('2025-10-12T14:00:00+02:00');
  });

  it('says SoldOut for a sold-out event, and for a full date of one still on sale', () => {
    for (const event of eventJsonLd(castagne({ status: 'sold-out' }))) {
      expect(at(event, 'offers.availability')).toBe('https://schema.org/SoldOut');
    }
    const [full, open] = eventJsonLd(
      castagne({ remainingByDate: { '2025-10-12': 0, '2025-10-19': 3 } }),
    );
    expect(at(full!, 'offers.availability')).toBe('https://schema.org/SoldOut');
    expect(at(open!, 'offers.availability')).toBe('https://schema.org/InStock');
  });

  it('offers nothing for a concluded event, which still names its dates and place', () => {
    const events = eventJsonLd(
      castagne({ page: WALK_WINE_POJEGA_PAGE, status: 'concluded', dates: ['2025-10-11'] }),
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.offers).toBeUndefined();
    expect(missing(events[0]!, 'Event')).toEqual([]);
  });

  it('speaks the page language and names its own address', () => {
    const [event] = eventJsonLd(castagne({ locale: 'en', path: '/en/tour-delle-castagne' }));
    expect(event!.name).toBe(CASTAGNE_PAGE.title.en);
    expect(event!.description).toBe(CASTAGNE_PAGE.description[0]!.en);
    expect(event!.url).toBe(`${SITE}/en/tour-delle-castagne`);
  });
});

describe('tour structured data', () => {
  it('is a Product (a tourist trip) with its price and the rating the page shows', () => {
    const tour = tourJsonLd({
      page: POJEGA_PAGE,
      siteUrl: SITE,
      locale: 'it',
      path: '/tour/pojega',
    });
    expect(tour['@type']).toEqual(['Product', 'TouristTrip']);
    expect(missing(tour, 'Product')).toEqual([]);
    expect(at(tour, 'offers.price')).toBe('80.00');
    expect(at(tour, 'aggregateRating.ratingValue')).toBe(POJEGA_PAGE.rating);
    expect(at(tour, 'aggregateRating.reviewCount')).toBe(POJEGA_PAGE.reviews);
  });
});

describe('association structured data', () => {
  const business = localBusinessJsonLd(SITE, 'it');

  it('is a local business with address, phone and opening hours, closed on Monday', () => {
    expect(business['@type']).toBe('SportsActivityLocation');
    expect(missing(business, 'LocalBusiness')).toEqual([]);
    expect(business.telephone).toBe(ASSOCIATION.phone);
    const hours = business.openingHoursSpecification as { dayOfWeek: string[] }[];
    const open = hours.flatMap((slot) => slot.dayOfWeek);
    expect(open).toHaveLength(6);
    expect(open).not.toContain('Monday');
  });

  it('says what the contact page says', () => {
    expect(WEEKLY_HOURS).toHaveLength(OPENING_HOURS.length);
    WEEKLY_HOURS.forEach((slot, index) => {
      const shown = OPENING_HOURS[index]!.hours.it;
      if (!slot.opens) return expect(shown).toBe('Chiuso');
      const toShown = (time: string) => time.replace(/^0/, '');
      expect(shown).toBe(`${toShown(slot.opens)} – ${toShown(slot.closes!)}`);
    });
  });
});

describe('the structured data of each prerendered page', () => {
  const address = (path: string) => ({ siteUrl: SITE, locale: 'it' as const, path });

  it('names the association on the home page and each tour on its page', () => {
    expect(pageStructuredData('/', address('/'), new Date())[0]!['@type']).toBe(
      'SportsActivityLocation',
    );
    expect(pageStructuredData('/tour/pojega', address('/tour/pojega'), new Date())[0]!.name).toBe(
      POJEGA_PAGE.title.it,
    );
    expect(pageStructuredData('/gallery', address('/gallery'), new Date())).toEqual([]);
  });

  it('gives an event its published dates still to come, on sale, and none once all are past', () => {
    const before = pageStructuredData(
      '/tour-delle-castagne',
      address('/tour-delle-castagne'),
      new Date('2025-10-01T08:00:00Z'),
    );
    expect(before.map((event) => event.startDate)).toEqual([
      '2025-10-12T09:00:00+02:00',
      '2025-10-19T09:00:00+02:00',
    ]);
    expect(before.every((event) => at(event, 'offers.availability'))).toBe(true);
    const after = pageStructuredData(
      '/tour-delle-castagne',
      address('/tour-delle-castagne'),
      new Date('2025-11-01T08:00:00Z'),
    );
    expect(after).toHaveLength(2);
    expect(after.every((event) => event.offers === undefined)).toBe(true);
  });
});
