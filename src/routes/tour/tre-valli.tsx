import { createFileRoute } from '@tanstack/react-router';
import { TRE_VALLI_PAGE } from '@/content/tour-pages/tre-valli';
import { BookingSlot } from '@/features/booking/booking-slot';
import { ExperiencePageView } from '@/ui/page/experience-page-view';

export const Route = createFileRoute('/tour/tre-valli')({
  component: TreValliPage,
});

function TreValliPage() {
  return (
    <ExperiencePageView
      page={TRE_VALLI_PAGE}
      back="tours"
      booking={<BookingSlot tourId={TRE_VALLI_PAGE.bookingId} />}
    />
  );
}
