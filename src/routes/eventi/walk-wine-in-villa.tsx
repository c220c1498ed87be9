import { createFileRoute } from '@tanstack/react-router';
import { WALK_WINE_IN_VILLA_PAGE } from '@/content/event-pages/walk-wine-in-villa';
import { BookingSlot } from '@/features/booking/booking-slot';
import { useLiveEventPage } from '@/features/booking/use-live-event-page';
import { ExperiencePageView } from '@/ui/page/experience-page-view';

export const Route = createFileRoute('/eventi/walk-wine-in-villa')({
  component: WalkWineInVillaPage,
});

function WalkWineInVillaPage() {
  const { page, statusBadge } = useLiveEventPage(WALK_WINE_IN_VILLA_PAGE, { badgeIsStatus: false });
  return (
    <ExperiencePageView
      page={page}
      statusBadge={statusBadge}
      back="events"
      booking={<BookingSlot tourId={page.bookingId} />}
    />
  );
}
