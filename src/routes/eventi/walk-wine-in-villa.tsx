import { createFileRoute } from '@tanstack/react-router';
import { WALK_WINE_IN_VILLA_PAGE } from '@/content/event-pages/walk-wine-in-villa';
import { LiveEventPageView } from '@/features/booking/events/live-event-page-view';
import { WithJoinForm } from '@/routes/-components/booking/with-join-form';

export const Route = createFileRoute('/eventi/walk-wine-in-villa')({
  component: WalkWineInVillaPage,
});

function WalkWineInVillaPage() {
  return (
    <WithJoinForm>
      <LiveEventPageView content={WALK_WINE_IN_VILLA_PAGE} badgeIsStatus={false} />
    </WithJoinForm>
  );
}
