import { createFileRoute } from '@tanstack/react-router';
import { WALK_WINE_POJEGA_PAGE } from '@/content/event-pages/walk-wine-pojega';
import { BookingSlot } from '@/features/booking/booking-slot';
import { ExperiencePageView } from '@/ui/page/experience-page-view';

export const Route = createFileRoute('/eventi/walk-wine-pojega')({
  component: WalkWinePojegaPage,
});

function WalkWinePojegaPage() {
  return (
    <ExperiencePageView
      page={WALK_WINE_POJEGA_PAGE}
      back="events"
      booking={<BookingSlot tourId={WALK_WINE_POJEGA_PAGE.bookingId} />}
    />
  );
}
