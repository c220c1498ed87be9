import { env } from '@/config/env';
import { jsonLdText } from '@/content/structured-data/common';
import { eventJsonLd } from '@/content/structured-data/event';
import { EVENT_PAGES } from '@/content/structured-data/event-content';
import type { AvailabilityResponse } from '@/domain/api/availability';
import type { Locale } from '@/domain/locale';
import type { TourId } from '@/domain/tours';
import { localeAddress, withoutLocalePrefix } from '@/i18n/locale-address';
import { liveEvent } from './live-event';

/**
 * Rewrites an event page's structured data (the <script type="application/ld+json"> the
 * prerender put in <head>) from the live schedule: its dates still to come, SoldOut when the event
 * or a date is full, no offer once it is over. Loaded by useLiveEventPage once the answer is in.
 */
export function showLiveStructuredData({
  tourId,
  answer,
  locale,
  pathname,
}: {
  tourId: TourId;
  answer: AvailabilityResponse;
  locale: Locale;
  pathname: string;
}): void {
  const route = withoutLocalePrefix(pathname);
  const page = EVENT_PAGES[route];
  if (page?.bookingId !== tourId) return;
  const shown = liveEvent({ status: 'available', dates: [] }, tourId, answer, new Date());
  const data = eventJsonLd({
    page,
    siteUrl: new URL(env.VITE_SITE_URL).origin,
    locale,
    path: localeAddress(route, locale),
    status: shown.status,
    dates: shown.dates,
    remainingByDate: answer.remainingByDate,
    startTime: answer.schedule.startTime,
  });
  let script = document.head.querySelector('script[type="application/ld+json"]');
  if (!script) {
    script = document.createElement('script');
    script.setAttribute('type', 'application/ld+json');
    document.head.append(script);
  }
  script.textContent = jsonLdText(data);
}
