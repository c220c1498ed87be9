import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { HOME_FEATURED_TOURS, type FeaturedTour } from '../../../content/home';
import { TOURS } from '../../../domain/tours';
import { Icon } from '../../../features/content-pages/icons';
import { StarRating } from '../../../features/content-pages/star-rating';
import { useLanguage } from '../../../i18n/language-context';
import { useLocalized } from '../../../i18n/use-localized';
import { formatPrice } from '../../../ui/format-price';
import { ResponsiveImage } from '../../../ui/responsive-image';

function FeaturedTourCard({ tour }: { tour: FeaturedTour }) {
  const localized = useLocalized();
  const { locale } = useLanguage();
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
          <p className="text-right leading-tight">
            <span className="block text-2xl font-bold text-vine-800" data-testid="price">
              {formatPrice(TOURS[tour.bookingId].priceCents, locale)}
            </span>
            <span className="text-xs text-stone-700">
              <Trans>a persona</Trans>
            </span>
          </p>
        </div>
        <StarRating rating={tour.rating} reviews={tour.reviews} />
        <p className="text-stone-800">{localized(tour.description)}</p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
          <li className="flex items-center gap-1">
            <Icon name="clock" className="h-4 w-4" />
            <span className="sr-only">
              <Trans>Durata</Trans>:
            </span>
            {localized(tour.duration)}
          </li>
          <li className="flex items-center gap-1">
            <Icon name="route" className="h-4 w-4" />
            <span className="sr-only">
              <Trans>Distanza</Trans>:
            </span>
            {localized(tour.distance)}
          </li>
          <li className="flex items-center gap-1">
            <Icon name="gauge" className="h-4 w-4" />
            <span className="sr-only">
              <Trans>Difficoltà</Trans>:
            </span>
            {localized(tour.difficulty)}
          </li>
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
