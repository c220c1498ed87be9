import { createFileRoute } from '@tanstack/react-router';
import { WALK_WINE_POJEGA_PAGE } from '@/content/event-pages/walk-wine-pojega';
import { BookingSlot } from '@/features/booking/booking-slot';
import { useLiveEventPage } from '@/features/booking/use-live-event-page';
import { ExperiencePageView } from '@/ui/page/experience-page-view';

export const Route = createFileRoute('/eventi/walk-wine-pojega')({
  component: WalkWinePojegaPage,
});

function WalkWinePojegaPage() {
  const { page, statusBadge } = useLiveEventPage(WALK_WINE_POJEGA_PAGE, { badgeIsStatus: true });
  return (
    <ExperiencePageView
      page={page}
      statusBadge={statusBadge}
      back="events"
      booking={<BookingSlot tourId={page.bookingId} />}
    />
  );
}
