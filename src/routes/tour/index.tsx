import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { buttonClass } from '@/ui/button-class';
import { TOUR_LIST } from '@/content/tour-list';
import { sortByPrice } from '@/ui/page/sort-by-price';
import { TourCard } from '@/ui/page/tour-card';
import { ReviewsWidget } from '@/features/third-party/reviews-widget';
import { PageMeta } from '@/ui/page-meta';
import { PageHeader } from '@/ui/page/page-header';
import { TitledSection } from '@/ui/titled-section';

export const Route = createFileRoute('/tour/')({
  component: ToursPage,
});

const TOURS_BY_PRICE = sortByPrice(TOUR_LIST);

function ToursPage() {
  const { t } = useLingui();
  return (
    <>
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-10">
        <PageMeta
          title={t`I nostri Tour`}
          description={t`Tour guidati in e-bike in Valpolicella: Pojega, Strada del Vino, Colombare e 3 Valli, con prezzi, durata, difficoltà e recensioni.`}
          image="tour-strada-del-vino"
        />
        <PageHeader
          title={<Trans>I nostri Tour</Trans>}
          lead={
            <Trans>
              Tour guidati in e-bike tra vigneti, ville e cantine della Valpolicella, con guide MTB
              certificate.
            </Trans>
          }
        />
        <div className="grid gap-8 md:grid-cols-2">
          {TOURS_BY_PRICE.map((tour, index) => (
            <TourCard key={tour.slug} tour={tour} variant="list" priority={index === 0} />
          ))}
        </div>
        <TitledSection
          title={<Trans>Non trovi il tour che cerchi?</Trans>}
          className="rounded-2xl bg-vine-50 p-8 text-center"
          titleClassName="text-2xl font-semibold text-vine-900"
        >
          <p className="mx-auto mt-2 max-w-2xl text-stone-700">
            <Trans>
              Organizziamo tour su misura per gruppi, famiglie e aziende. Raccontaci cosa desideri e
              lo costruiamo insieme.
            </Trans>
          </p>
          <Link to="/contatti" className={`mt-5 ${buttonClass('primary', 'large')}`}>
            <Trans>Contattaci</Trans>
          </Link>
        </TitledSection>
      </div>
      <ReviewsWidget />
    </>
  );
}
