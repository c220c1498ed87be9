import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { BadgeTone as ContentBadgeTone, ExperiencePage } from '@/content/experience';
import { useLocalized } from '@/i18n/use-localized';
import type { BadgeTone } from '@/ui/badge';
import { PageMeta } from '@/ui/page-meta';
import { AsideBox } from './aside-box';
import { BackLink } from './back-link';
import { CheckList } from './check-list';
import { ContentSectionView, NoticeBox } from './content-section-view';
import { DetailHero } from './detail-hero';
import { DetailLayout } from './detail-layout';
import { FactsList } from './facts-list';
import { GiftBox } from './gift-box';
import { HelpBox } from './help-box';
import { ItineraryView } from './itinerary-view';
import { PageSection } from './page-section';
import { summarize } from './summarize';
import { useViewContentPixel } from './use-view-content-pixel';

const BADGE_TONES: Record<ContentBadgeTone, BadgeTone> = {
  premium: 'premium',
  available: 'success',
  exclusive: 'exclusive',
  category: 'neutral',
};

/**
 * Every tour and event page: rendered from its content, with the booking column beside it. The
 * route passes the booking card in (`booking`): a presentation kit knows no feature. `statusBadge`,
 * when given, replaces the content's badge (an event's live status); `lead`, when given, comes
 * first in the main column (the chestnut tour's spots, dates and value).
 */
export function ExperiencePageView({
  page,
  back,
  booking,
  statusBadge,
  lead,
}: {
  page: ExperiencePage;
  back: 'tours' | 'events';
  booking: ReactNode;
  statusBadge?: { label: string; tone: BadgeTone } | undefined;
  lead?: ReactNode;
}) {
  const localized = useLocalized();
  useViewContentPixel(page.bookingId, back === 'tours' ? 'Tour' : 'Event');
  return (
    <>
      <PageMeta
        title={localized(page.title)}
        description={summarize(localized(page.description[0]!))}
        image={page.image}
      />
      <DetailHero
        image={page.image}
        title={localized(page.title)}
        subtitle={localized(page.subtitle)}
        rating={{ rating: page.rating, reviews: page.reviews }}
        badge={
          statusBadge ??
          (page.badge && { label: localized(page.badge.label), tone: BADGE_TONES[page.badge.tone] })
        }
        back={
          back === 'tours' ? (
            <BackLink to="/tour">
              <Trans>Torna ai tour</Trans>
            </BackLink>
          ) : (
            <BackLink to="/eventi">
              <Trans>Torna agli eventi</Trans>
            </BackLink>
          )
        }
      />
      <DetailLayout
        aside={
          <>
            {booking}
            {page.keyInfo && (
              <AsideBox title={<Trans>Informazioni chiave</Trans>}>
                <div className="mt-3">
                  <FactsList facts={page.keyInfo} compact />
                </div>
              </AsideBox>
            )}
            <GiftBox tourId={page.bookingId} />
            <HelpBox />
          </>
        }
      >
        {lead}
        <PageSection title={<Trans>Descrizione</Trans>}>
          {page.description.map((paragraph, index) => (
            <p key={index} className="leading-relaxed text-stone-800">
              {localized(paragraph)}
            </p>
          ))}
        </PageSection>
        <PageSection title={<Trans>Dettagli</Trans>}>
          <FactsList facts={page.facts} />
        </PageSection>
        {page.highlights && (
          <PageSection title={<Trans>Punti salienti</Trans>}>
            <CheckList items={page.highlights} />
          </PageSection>
        )}
        {page.sections?.map((section) => (
          <ContentSectionView key={section.id} section={section} />
        ))}
        {page.includes && (
          <PageSection title={<Trans>Cosa include</Trans>}>
            <CheckList items={page.includes} />
          </PageSection>
        )}
        {page.itinerary && <ItineraryView itinerary={page.itinerary} />}
        {page.closingSections?.map((section) => (
          <ContentSectionView key={section.id} section={section} />
        ))}
        {page.notice && <NoticeBox section={page.notice} />}
      </DetailLayout>
    </>
  );
}
