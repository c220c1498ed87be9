import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { HOME_FEATURED_TOURS } from '@/content/home';
import { buttonClass } from '@/ui/button-class';
import { TourCard } from '@/ui/page/tour-card';

export function FeaturedTours() {
  return (
    <section aria-labelledby="featured-title" className="bg-vine-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="featured-title" className="text-3xl font-bold text-vine-900">
          <Trans>Tour in evidenza</Trans>
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {HOME_FEATURED_TOURS.map((tour) => (
            <TourCard key={tour.slug} tour={tour} variant="home" />
          ))}
        </div>
        <Link to="/tour" className={`mt-8 ${buttonClass('outline')}`}>
          <Trans>Vedi tutti i tour</Trans>
        </Link>
      </div>
    </section>
  );
}
