import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { TourCardContent } from '@/content/tour-list';
import { useLocalized } from '@/i18n/use-localized';
import { Badge } from '@/ui/badge';
import { buttonClass } from '@/ui/button-class';
import { ResponsiveImage } from '@/ui/responsive-image';
import { FactChip } from './fact-chip';
import { Icon } from './icons';
import { PricePerPerson } from './price-per-person';
import { StarRating } from './star-rating';

/**
 * One tour card for /tour (`list`: a level-2 heading, badges, a ring on the featured tour, a button)
 * and for the home page (`home`: a level-3 heading under the section's, a text link). The facts shown
 * are the ones the content gives: duration, distance, difficulty, group size.
 */
export function TourCard({
  tour,
  variant,
  priority = false,
}: {
  tour: TourCardContent;
  variant: 'list' | 'home';
  /** The first card of a list: its picture is the largest above the fold, fetched first. */
  priority?: boolean;
}) {
  const localized = useLocalized();
  const titleId = `${variant === 'list' ? 'tour-card' : 'featured'}-${tour.slug}`;
  const Heading = variant === 'list' ? 'h2' : 'h3';
  const ring = tour.featured ? 'ring-4 ring-wine-600' : 'ring-1 ring-stone-200';
  return (
    <article
      aria-labelledby={titleId}
      data-testid={variant === 'list' ? 'tour-card' : 'featured-tour'}
      className={`flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ${variant === 'list' ? ring : ''}`}
    >
      <div className="relative">
        <ResponsiveImage
          id={tour.image}
          sizes={
            variant === 'list'
              ? '(min-width: 1024px) 560px, (min-width: 640px) 50vw, 100vw'
              : '(min-width: 768px) 560px, 100vw'
          }
          priority={priority}
          className="aspect-[3/2] h-auto w-full object-cover"
        />
        {tour.category && (
          <div className="absolute top-3 left-3 flex flex-wrap gap-2">
            <Badge>{localized(tour.category)}</Badge>
            {tour.featured && (
              <Badge tone="premium">
                <Trans>In evidenza</Trans>
              </Badge>
            )}
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <Heading id={titleId} className="text-xl font-semibold text-vine-900">
            {localized(tour.title)}
          </Heading>
          <PricePerPerson tourId={tour.bookingId} />
        </div>
        <StarRating rating={tour.rating} reviews={tour.reviews} />
        <p className="text-stone-800">{localized(tour.description)}</p>
        <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
          <FactChip icon="clock" label={<Trans>Durata</Trans>}>
            {localized(tour.duration)}
          </FactChip>
          {tour.distance && (
            <FactChip icon="route" label={<Trans>Distanza</Trans>}>
              {localized(tour.distance)}
            </FactChip>
          )}
          <FactChip icon="gauge" label={<Trans>Difficoltà</Trans>}>
            {localized(tour.difficulty)}
          </FactChip>
          {tour.groupSize && (
            <FactChip icon="users" label={<Trans>Gruppo</Trans>}>
              {localized(tour.groupSize)}
            </FactChip>
          )}
        </ul>
        <Link
          to="/tour/$slug"
          params={{ slug: tour.slug }}
          className={
            variant === 'list'
              ? `mt-2 gap-2 ${buttonClass('primary')}`
              : 'inline-flex items-center gap-2 font-semibold text-vine-800 hover:underline'
          }
        >
          <Trans>Scopri il tour</Trans>
          <span className="sr-only">{localized(tour.title)}</span>
          <Icon name="arrowRight" className="h-4 w-4" />
        </Link>
      </div>
    </article>
  );
}
