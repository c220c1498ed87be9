import { Trans, useLingui } from '@lingui/react/macro';
import { SAMPLE_TOUR } from '@/content/tour-pages/sample-tour';
import type { Fact } from '@/content/experience';
import { BackLink } from '@/ui/page/back-link';
import { CheckList } from '@/ui/page/check-list';
import { DetailHero } from '@/ui/page/detail-hero';
import { DetailLayout } from '@/ui/page/detail-layout';
import { FactsList } from '@/ui/page/facts-list';
import { PageSection } from '@/ui/page/page-section';
import { summarize } from '@/ui/page/summarize';
import { useLocalized } from '@/i18n/use-localized';
import { PageMeta } from '@/ui/page-meta';
import { SampleBookingBox } from './sample-booking-box';

const FACTS: readonly Fact[] = [
  { kind: 'duration', value: SAMPLE_TOUR.duration },
  { kind: 'distance', value: SAMPLE_TOUR.distance },
  { kind: 'difficulty', value: SAMPLE_TOUR.difficulty },
  { kind: 'participants', value: SAMPLE_TOUR.participants },
];

/** The spec's hard-coded sample, shown at any /tour/{slug} without a page of its own. */
export function SampleTourPage() {
  const { t } = useLingui();
  const localized = useLocalized();
  return (
    <>
      <PageMeta
        title={localized(SAMPLE_TOUR.title)}
        description={summarize(localized(SAMPLE_TOUR.description))}
        noIndex
      />
      <p className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-stone-900">
        <Trans>Pagina di esempio: i contenuti sono dimostrativi.</Trans>
      </p>
      <DetailHero
        image={SAMPLE_TOUR.image}
        title={localized(SAMPLE_TOUR.title)}
        subtitle={t`Esempio di scheda tour`}
        rating={{ rating: SAMPLE_TOUR.rating, reviews: SAMPLE_TOUR.reviews }}
        back={
          <BackLink to="/tour">
            <Trans>Torna ai tour</Trans>
          </BackLink>
        }
      />
      <DetailLayout aside={<SampleBookingBox />}>
        <PageSection title={<Trans>Descrizione</Trans>}>
          <p className="leading-relaxed text-stone-800">{localized(SAMPLE_TOUR.description)}</p>
        </PageSection>
        <PageSection title={<Trans>Dettagli</Trans>}>
          <FactsList facts={FACTS} />
        </PageSection>
        <PageSection title={<Trans>Cosa include</Trans>}>
          <CheckList items={SAMPLE_TOUR.includes} />
        </PageSection>
      </DetailLayout>
    </>
  );
}
