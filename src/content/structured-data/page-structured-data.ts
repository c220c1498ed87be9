import { upcomingDates, DEFAULT_SCHEDULES } from '@/domain/schedule';
import { tourPage } from '@/content/tour-pages/tour-pages-by-slug';
import { localBusinessJsonLd } from './business';
import type { JsonLd, PageAddress } from './common';
import { eventJsonLd } from './event';
import { EVENT_PAGES } from './event-content';
import { tourJsonLd } from './tour';

/**
 * The structured data of a prerendered page (route: its path without the /en prefix), which the
 * prerender puts in the page's <head>: no JavaScript is spent on it. What the prerender knows of
 * an event is the catalogue's published schedule at build time: its dates still to come (or, once
 * all are past, concluded), on sale. Whether a date is full is only known live: an event page
 * rewrites its data once the live schedule has answered (src/features/booking/events).
 */
export function pageStructuredData(route: string, address: PageAddress, now: Date): JsonLd[] {
  if (route === '/') return [localBusinessJsonLd(address.siteUrl, address.locale)];
  const tour = /^\/tour\/([^/]+)$/.exec(route)?.[1];
  const tourContent = tour ? tourPage(tour) : undefined;
  if (tourContent) return [tourJsonLd({ ...address, page: tourContent })];
  const event = EVENT_PAGES[route];
  if (!event) return [];
  const schedule = DEFAULT_SCHEDULES[event.bookingId];
  const upcoming = upcomingDates(schedule, now);
  return eventJsonLd({
    ...address,
    page: event,
    status: upcoming.length > 0 ? 'available' : 'concluded',
    dates: upcoming.length > 0 ? upcoming : [...schedule.dates].sort(),
    startTime: schedule.startTime,
  });
}
