import { createFileRoute } from '@tanstack/react-router';
import { POJEGA_PAGE } from '@/content/tour-pages/pojega';
import { BookingSlot } from '@/features/booking/booking-slot';
import { ExperiencePageView } from '@/ui/page/experience-page-view';

export const Route = createFileRoute('/tour/pojega')({
  component: PojegaPage,
});

function PojegaPage() {
  return (
    <ExperiencePageView
      page={POJEGA_PAGE}
      back="tours"
      booking={<BookingSlot tourId={POJEGA_PAGE.bookingId} />}
    />
  );
}
