import { createFileRoute } from '@tanstack/react-router';
import { X_TOUR_PAGE } from '@/content/tour-pages/x-tour';
import { BookingSlot } from '@/features/booking/booking-slot';
import { ExperiencePageView } from '@/ui/page/experience-page-view';

export const Route = createFileRoute('/tour/x')({
  component: XTourPage,
});

function XTourPage() {
  return (
    <ExperiencePageView
      page={X_TOUR_PAGE}
      back="tours"
      booking={<BookingSlot tourId={X_TOUR_PAGE.bookingId} />}
    />
  );
}
