import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { tourPage } from '@/content/tour-pages/tour-pages-by-slug';
import { BookingSlot } from '@/features/booking/card/booking-slot';
import { ExperiencePageView } from '@/ui/page/experience-page-view';
import { WithJoinForm } from '@/routes/-components/booking/with-join-form';

// Only a slug without a page of its own shows the sample: its booking box (the form kit) stays
// out of the tour pages' first load.
const SampleTourPage = lazy(() =>
  import('@/routes/-components/sample-tour/sample-tour-page').then((module) => ({
    default: module.SampleTourPage,
  })),
);

export const Route = createFileRoute('/tour/$slug')({
  // Another tour is another page: its booking card starts afresh, with nothing of the last tour.
  remountDeps: ({ params }) => params.slug,
  component: TourPage,
});

/** Every /tour/{slug}: the tour's own page (src/content/tour-pages), or the spec's sample. */
function TourPage() {
  const { slug } = Route.useParams();
  const page = tourPage(slug);
  if (!page) {
    return (
      <Suspense fallback={null}>
        <SampleTourPage />
      </Suspense>
    );
  }
  return (
    <ExperiencePageView
      page={page}
      back="tours"
      booking={
        <WithJoinForm>
          <BookingSlot tourId={page.bookingId} />
        </WithJoinForm>
      }
    />
  );
}
