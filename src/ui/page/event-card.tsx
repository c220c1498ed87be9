import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { EventSummary } from '@/content/events';
import type { EventStatus } from '@/domain/event-status';
import type { Fact } from '@/content/experience';
import { TOURS } from '@/domain/tours';
import { useLanguage } from '@/i18n/language-context';
import { useLocalized } from '@/i18n/use-localized';
import { Badge } from '@/ui/badge';
import { formatEventDates, formatPrice } from '@/domain/format';
import { ResponsiveImage } from '@/ui/responsive-image';
import { FactsList } from './facts-list';

const buttonClass = 'inline-flex w-full justify-center rounded-md px-4 py-2.5 font-medium';

const BADGES: Record<EventStatus, { tone: 'success' | 'danger' | 'neutral'; label: ReactNode }> = {
  available: { tone: 'success', label: <Trans>Disponibile</Trans> },
  'sold-out': { tone: 'danger', label: <Trans>Esaurito</Trans> },
  concluded: { tone: 'neutral', label: <Trans>Concluso</Trans> },
};

/**
 * An event of /eventi with its status badge: green "available", red "sold out" or grey
 * "concluded"; only an available event offers "Prenota ora". The route passes the status and the
 * dates (the content's in prerendered HTML, the live schedule's once the page is interactive).
 */
export function EventCard({
  event,
  status,
  dates,
  priority = false,
}: {
  event: EventSummary;
  status: EventStatus;
  dates: readonly string[];
  /** The first card: its picture is the largest above the fold, fetched first. */
  priority?: boolean;
}) {
  const localized = useLocalized();
  const { locale } = useLanguage();
  const titleId = `event-card-${event.id}`;
  const cents = 'tourId' in event.price ? TOURS[event.price.tourId].priceCents : event.price.cents;
  const facts: Fact[] = [
    {
      kind: 'date',
      value: { it: formatEventDates(dates, 'it'), en: formatEventDates(dates, 'en') },
    },
    { kind: 'time', value: { it: event.time, en: event.time } },
    { kind: 'location', value: event.location },
    { kind: 'participants', value: event.participants },
  ];
  const soldOut = status !== 'available';
  const badge = BADGES[status];
  return (
    <article
      aria-labelledby={titleId}
      data-testid="event-card"
      className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
    >
      <div className="relative">
        <ResponsiveImage
          id={event.image}
          sizes="(min-width: 1024px) 560px, (min-width: 640px) 50vw, 100vw"
          priority={priority}
          className={`aspect-[3/2] h-auto w-full object-cover ${soldOut ? 'grayscale-[40%]' : ''}`}
        />
        <div className="absolute top-3 left-3">
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-4 p-5">
        <h2 id={titleId} className="text-xl font-semibold text-vine-900">
          {localized(event.title)}
        </h2>
        <FactsList facts={facts} compact />
        <p className="text-stone-800">{localized(event.description)}</p>
        <p className="mt-auto">
          <span className="text-2xl font-bold text-vine-800" data-testid="price">
            {formatPrice(cents, locale)}
          </span>{' '}
          <span className="text-sm text-stone-700">
            <Trans>a persona</Trans>
          </span>
        </p>
        {status === 'concluded' ? (
          // The button's room stays, empty: a card that turns concluded once the live schedule
          // answers keeps its height, so the cards below it do not move.
          <span aria-hidden="true" className={`${buttonClass} invisible`}>
            &nbsp;
          </span>
        ) : !soldOut && event.link ? (
          <Link
            to={event.link}
            className={`${buttonClass} bg-vine-700 text-white hover:bg-vine-800`}
          >
            <Trans>Prenota ora</Trans>
            <span className="sr-only">: {localized(event.title)}</span>
          </Link>
        ) : (
          <button
            type="button"
            disabled
            className={`${buttonClass} cursor-not-allowed bg-stone-300 text-stone-800`}
          >
            {soldOut ? <Trans>Tutto esaurito</Trans> : <Trans>Prenota ora</Trans>}
          </button>
        )}
      </div>
    </article>
  );
}
