import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { HOME_FEATURED_TOURS, type FeaturedTour } from '@/content/home';
import { FactChip } from '@/ui/page/fact-chip';
import { Icon } from '@/ui/page/icons';
import { PricePerPerson } from '@/ui/page/price-per-person';
import { StarRating } from '@/ui/page/star-rating';
import { useLocalized } from '@/i18n/use-localized';
import { ResponsiveImage } from '@/ui/responsive-image';

function FeaturedTourCard({ tour }: { tour: FeaturedTour }) {
  const localized = useLocalized();
  return (
    <article
      aria-labelledby={`featured-${tour.slug}`}
      data-testid="featured-tour"
      className="overflow-hidden rounded-2xl bg-white shadow-sm"
    >
      <ResponsiveImage
        id={tour.image}
        sizes="(min-width: 768px) 560px, 100vw"
        className="aspect-[3/2] h-auto w-full object-cover"
      />
      <div className="space-y-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 id={`featured-${tour.slug}`} className="text-xl font-semibold text-vine-900">
            {localized(tour.title)}
          </h3>
          <PricePerPerson tourId={tour.bookingId} />
        </div>
        <StarRating rating={tour.rating} reviews={tour.reviews} />
        <p className="text-stone-800">{localized(tour.description)}</p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
          <FactChip icon="clock" label={<Trans>Durata</Trans>}>
            {localized(tour.duration)}
          </FactChip>
          <FactChip icon="route" label={<Trans>Distanza</Trans>}>
            {localized(tour.distance)}
          </FactChip>
          <FactChip icon="gauge" label={<Trans>Difficoltà</Trans>}>
            {localized(tour.difficulty)}
          </FactChip>
        </ul>
        <Link
          to={tour.slug === 'pojega' ? '/tour/pojega' : '/tour/strada-del-vino'}
          className="inline-flex items-center gap-2 font-semibold text-vine-800 hover:underline"
        >
          <Trans>Scopri il tour</Trans>
          <span className="sr-only">{localized(tour.title)}</span>
          <Icon name="arrowRight" className="h-4 w-4" />
        </Link>
      </div>
    </article>
  );
}

export function FeaturedTours() {
  return (
    <section aria-labelledby="featured-title" className="bg-vine-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="featured-title" className="text-3xl font-bold text-vine-900">
          <Trans>Tour in evidenza</Trans>
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {HOME_FEATURED_TOURS.map((tour) => (
            <FeaturedTourCard key={tour.slug} tour={tour} />
          ))}
        </div>
        <Link
          to="/tour"
          className="mt-8 inline-flex rounded-md border-2 border-vine-700 px-5 py-2.5 font-semibold text-vine-800 hover:bg-vine-100"
        >
          <Trans>Vedi tutti i tour</Trans>
        </Link>
      </div>
    </section>
  );
}
