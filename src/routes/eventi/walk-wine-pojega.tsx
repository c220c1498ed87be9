import { createFileRoute } from '@tanstack/react-router';
import { WALK_WINE_POJEGA_PAGE } from '@/content/event-pages/walk-wine-pojega';
import { LiveEventPageView } from '@/features/booking/events/live-event-page-view';
import { WithJoinForm } from '@/routes/-components/booking/with-join-form';

export const Route = createFileRoute('/eventi/walk-wine-pojega')({
  component: WalkWinePojegaPage,
});

function WalkWinePojegaPage() {
  return (
    <WithJoinForm>
      <LiveEventPageView content={WALK_WINE_POJEGA_PAGE} badgeIsStatus={true} />
    </WithJoinForm>
  );
}
