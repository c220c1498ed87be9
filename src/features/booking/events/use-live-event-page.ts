import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLanguage } from '@/i18n/language-context';
import type { Fact } from '@/content/experience';
import type { EventStatus } from '@/domain/event-status';
import { formatEventDates } from '@/domain/format';
import { DEFAULT_SCHEDULES } from '@/domain/schedule';
import type { TourId } from '@/domain/tours';
import type { BadgeTone } from '@/ui/badge';
import { useHydrated } from '@/ui/use-hydrated';
import { liveEvent, type LiveEvent } from './live-event';
import { useLiveSchedules } from './live-schedule';

interface EventPageContent {
  bookingId: TourId;
  facts: readonly Fact[];
  keyInfo?: readonly Fact[];
}

const STATUS_TONES: Record<EventStatus, BadgeTone> = {
  available: 'success',
  'sold-out': 'danger',
  concluded: 'neutral',
};

/** The 'date' and 'dates' facts say the dates shown, derived from them, never typed by hand. */
function withDates(facts: readonly Fact[], dates: readonly string[]): Fact[] {
  const value = { it: formatEventDates(dates, 'it'), en: formatEventDates(dates, 'en') };
  return facts.map((fact) =>
    fact.kind === 'date' || fact.kind === 'dates' ? { ...fact, value } : fact,
  );
}

/**
 * An event's page as the calendar and its live schedule say: prerendered HTML names the published
 * dates (the catalogue's schedule); once interactive, the dates still to come and the live status
 * (the last known ones offline). `statusBadge` is the badge to show instead of the page's own: always
 * when the page's badge is its status, otherwise only once the event is full or over.
 */
export function useLiveEventPage<P extends EventPageContent>(
  page: P,
  { badgeIsStatus }: { badgeIsStatus: boolean },
): { page: P; statusBadge: { label: string; tone: BadgeTone } | undefined } {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const tourId = page.bookingId;
  const answer = useLiveSchedules([tourId])[tourId];
  const published: LiveEvent = { status: 'available', dates: DEFAULT_SCHEDULES[tourId].dates };
  const shown = hydrated ? liveEvent(published, tourId, answer, new Date()) : published;
  const labels: Record<EventStatus, string> = {
    available: t`Disponibile`,
    'sold-out': t`Esaurito`,
    concluded: t`Concluso`,
  };
  const { locale } = useLanguage();
  // The page's structured data (in its <head>, from the prerender) follows the live schedule:
  // sold out, a full date, new dates. Its code loads only once the live answer is there.
  useEffect(() => {
    if (!answer) return;
    void import('./live-structured-data').then(({ showLiveStructuredData }) =>
      showLiveStructuredData({ tourId, answer, locale, pathname: window.location.pathname }),
    );
  }, [answer, tourId, locale]);
  const statusBadge =
    badgeIsStatus || shown.status !== 'available'
      ? { label: labels[shown.status], tone: STATUS_TONES[shown.status] }
      : undefined;
  return {
    page: {
      ...page,
      facts: withDates(page.facts, shown.dates),
      ...(page.keyInfo && { keyInfo: withDates(page.keyInfo, shown.dates) }),
    },
    statusBadge,
  };
}
