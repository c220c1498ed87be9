import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ReviewsWidget } from '@/features/third-party/reviews-widget';
import { PageMeta } from '@/ui/page-meta';
import { CallToAction } from './-components/home/call-to-action';
import { FeaturedTours } from './-components/home/featured-tours';
import { GiftTeaser } from './-components/home/gift-teaser';
import { HomeBenefits } from './-components/home/home-benefits';
import { HomeHero } from './-components/home/home-hero';
import { HomeStats } from './-components/home/home-stats';

export const Route = createFileRoute('/')({
  component: HomePage,
});

function HomePage() {
  const { t } = useLingui();
  return (
    <>
      <PageMeta
        title={t`Tour in e-bike tra i vigneti della Valpolicella`}
        description={t`Tour guidati in e-bike, mountain bike e a piedi tra i vigneti della Valpolicella, con degustazioni nelle cantine partner, eventi e noleggio e-bike.`}
      />
      <HomeHero />
      <HomeStats />
      <HomeBenefits />
      <FeaturedTours />
      <GiftTeaser />
      <ReviewsWidget />
      <CallToAction />
    </>
  );
}
