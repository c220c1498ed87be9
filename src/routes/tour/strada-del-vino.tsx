import { createFileRoute } from '@tanstack/react-router';
import { STRADA_DEL_VINO_PAGE } from '@/content/tour-pages/strada-del-vino';
import { BookingSlot } from '@/features/booking/booking-slot';
import { ExperiencePageView } from '@/ui/page/experience-page-view';

export const Route = createFileRoute('/tour/strada-del-vino')({
  component: StradaDelVinoPage,
});

function StradaDelVinoPage() {
  return (
    <ExperiencePageView
      page={STRADA_DEL_VINO_PAGE}
      back="tours"
      booking={<BookingSlot tourId={STRADA_DEL_VINO_PAGE.bookingId} />}
    />
  );
}
