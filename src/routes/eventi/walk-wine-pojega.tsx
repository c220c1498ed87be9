import { createFileRoute } from '@tanstack/react-router';
import { WALK_WINE_POJEGA_PAGE } from '@/content/event-pages/walk-wine-pojega';
import { LiveEventPageView } from '@/features/booking/events/live-event-page-view';

export const Route = createFileRoute('/eventi/walk-wine-pojega')({
  component: WalkWinePojegaPage,
});

function WalkWinePojegaPage() {
  return <LiveEventPageView content={WALK_WINE_POJEGA_PAGE} badgeIsStatus={true} />;
}
