import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { CASTAGNE_PAGE as PAGE } from '@/content/event-pages/castagne';
import { BackLink } from '@/ui/page/back-link';
import { CheckList } from '@/ui/page/check-list';
import { NoticeBox } from '@/ui/page/content-section-view';
import { DetailHero } from '@/ui/page/detail-hero';
import { DetailLayout } from '@/ui/page/detail-layout';
import { FactsList } from '@/ui/page/facts-list';
import { HelpBox } from '@/ui/page/help-box';
import { ItineraryView } from '@/ui/page/itinerary-view';
import { PageSection } from '@/ui/page/page-section';
import { summarize } from '@/ui/page/summarize';
import { TOURS } from '@/domain/tours';
import { useLocalized } from '@/i18n/use-localized';
import { trackPixelEvent } from '@/lib/analytics/meta-pixel';
import { BookingSlot } from '@/features/booking/card/booking-slot';
import { useLiveEventPage } from '@/features/booking/events/use-live-event-page';
import { PageMeta } from '@/ui/page-meta';
import { WithJoinForm } from '@/routes/-components/booking/with-join-form';
import { EventDates, SpotsBanner } from './-components/castagne/event-dates';
import { ValueBreakdown } from './-components/castagne/value-breakdown';

export const Route = createFileRoute('/tour-delle-castagne')({
  component: ChestnutTourPage,
});

function ChestnutTourPage() {
  const { t } = useLingui();
  const localized = useLocalized();
  const { page: live, statusBadge } = useLiveEventPage(PAGE, { badgeIsStatus: false });
  useEffect(() => {
    trackPixelEvent('ViewContent', {
      content_name: TOURS.castagne.displayName,
      content_category: 'Event',
      value: TOURS.castagne.priceCents / 100,
      currency: 'EUR',
    });
  }, []);
  return (
    <>
      <PageMeta
        title={localized(PAGE.title)}
        description={summarize(localized(PAGE.description[0]!))}
        image={PAGE.image}
      />
      <DetailHero
        image={PAGE.image}
        title={localized(PAGE.title)}
        subtitle={localized(PAGE.subtitle)}
        rating={{ rating: PAGE.rating, reviews: PAGE.reviews }}
        badge={statusBadge ?? { label: t`Posti limitati`, tone: 'premium' }}
        back={
          <BackLink to="/eventi">
            <Trans>Torna agli eventi</Trans>
          </BackLink>
        }
      />
      <DetailLayout
        aside={
          <>
            <WithJoinForm>
              <BookingSlot tourId={PAGE.bookingId} />
            </WithJoinForm>
            <HelpBox />
          </>
        }
      >
        <SpotsBanner />
        <EventDates />
        <ValueBreakdown />
        <PageSection id="description" title={<Trans>Descrizione</Trans>}>
          {PAGE.description.map((paragraph, index) => (
            <p key={index} className="leading-relaxed text-stone-800">
              {localized(paragraph)}
            </p>
          ))}
        </PageSection>
        <PageSection id="details" title={<Trans>Dettagli</Trans>}>
          <FactsList facts={live.facts} />
        </PageSection>
        <PageSection id="highlights" title={<Trans>Punti salienti</Trans>}>
          <CheckList items={PAGE.highlights} />
        </PageSection>
        <PageSection id="includes" title={<Trans>Cosa include</Trans>}>
          <CheckList items={PAGE.includes} />
        </PageSection>
        <ItineraryView itinerary={{ kind: 'steps', steps: PAGE.itinerary }} />
        <NoticeBox section={PAGE.importantInformation} />
      </DetailLayout>
    </>
  );
}
