import { TZDate } from '@date-fns/tz';
import type { EventStatus, RemainingByDate } from '@/domain/event-status';
import { ASSOCIATION_TIME_ZONE } from '@/domain/locale';
import { tourStartsAt } from '@/domain/schedule';
import { TOURS } from '@/domain/tours';
import { ASSOCIATION } from '@/content/association';
import {
  BASE_GEO,
  IN_STOCK,
  imageUrl,
  organizer,
  postalAddress,
  price,
  SCHEMA,
  SOLD_OUT,
  type JsonLd,
  type TourPageData,
} from './common';

/** Where the association's tours and events start: its base. */
function basePlace(): JsonLd {
  return {
    '@type': 'Place',
    name: ASSOCIATION.name,
    address: postalAddress(),
    geo: BASE_GEO,
  };
}

export interface EventPageData extends TourPageData {
  /** The event's status and dates as the page shows them (published, then live). */
  status: EventStatus;
  dates: readonly string[];
  /** Free seats by date, where the live schedule tells them. */
  remainingByDate?: RemainingByDate | undefined;
  /** The departure time of its dates (the schedule's). */
  startTime: string;
}

/** ISO 8601 with the association's offset, e.g. 2025-10-12T09:00:00+02:00. */
function isoInRome(instant: Date): string {
  return new TZDate(instant, ASSOCIATION_TIME_ZONE).toISOString().replace('.000', '');
}

/**
 * One Event per date the page names. An event still to come offers its seats (SoldOut when the
 * event or that date is full); a concluded one names its past dates and offers nothing.
 */
export function eventJsonLd(data: EventPageData): JsonLd[] {
  const { page, path, siteUrl, locale, status, dates, remainingByDate, startTime } = data;
  const url = new URL(path, siteUrl).href;
  const minutes = TOURS[page.bookingId].durationMinutes;
  return dates.map((date) => {
    const starts = tourStartsAt({ startTime }, date);
    const full = status === 'sold-out' || remainingByDate?.[date] === 0;
    return {
      '@context': SCHEMA,
      '@type': 'Event',
      name: page.title[locale],
      description: page.description[0]![locale],
      image: imageUrl(page.image, siteUrl),
      url,
      startDate: isoInRome(starts),
      endDate: isoInRome(new Date(starts.getTime() + minutes * 60_000)),
      eventStatus: `${SCHEMA}/EventScheduled`,
      eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
      location: basePlace(),
      organizer: organizer(siteUrl),
      ...(status === 'concluded'
        ? {}
        : {
            offers: {
              '@type': 'Offer',
              price: price(page.bookingId),
              priceCurrency: 'EUR',
              availability: full ? SOLD_OUT : IN_STOCK,
              url,
            },
          }),
    };
  });
}
