import { createFileRoute } from '@tanstack/react-router';
import { WALK_WINE_IN_VILLA_PAGE } from '@/content/event-pages/walk-wine-in-villa';
import { BookingSlot } from '@/features/booking/booking-slot';
import { ExperiencePageView } from '@/ui/page/experience-page-view';

export const Route = createFileRoute('/eventi/walk-wine-in-villa')({
  component: WalkWineInVillaPage,
});

function WalkWineInVillaPage() {
  return (
    <ExperiencePageView
      page={WALK_WINE_IN_VILLA_PAGE}
      back="events"
      booking={<BookingSlot tourId={WALK_WINE_IN_VILLA_PAGE.bookingId} />}
    />
  );
}
