import { createFileRoute } from '@tanstack/react-router';
import { EMOTION_IN_VILLA_PAGE } from '@/content/tour-pages/emotion-in-villa';
import { BookingSlot } from '@/features/booking/booking-slot';
import { ExperiencePageView } from '@/ui/page/experience-page-view';

export const Route = createFileRoute('/tour/emotion-in-villa')({
  component: EmotionInVillaPage,
});

function EmotionInVillaPage() {
  return (
    <ExperiencePageView
      page={EMOTION_IN_VILLA_PAGE}
      back="tours"
      booking={<BookingSlot tourId={EMOTION_IN_VILLA_PAGE.bookingId} />}
    />
  );
}
