import { createFileRoute } from '@tanstack/react-router';
import { COLOMBARE_PAGE } from '@/content/tour-pages/colombare';
import { BookingSlot } from '@/features/booking/booking-slot';
import { ExperiencePageView } from '@/ui/page/experience-page-view';

export const Route = createFileRoute('/tour/colombare')({
  component: ColombarePage,
});

function ColombarePage() {
  return (
    <ExperiencePageView
      page={COLOMBARE_PAGE}
      back="tours"
      booking={<BookingSlot tourId={COLOMBARE_PAGE.bookingId} />}
    />
  );
}
