import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { tourPage } from '@/content/tour-pages/tour-pages-by-slug';
import { BookingSlot } from '@/features/booking/card/booking-slot';
import { ExperiencePageView } from '@/ui/page/experience-page-view';
import { WithJoinForm } from '@/routes/-components/booking/with-join-form';

// Only a slug without a page of its own shows the sample: its booking box (the form kit) stays
// out of the tour pages' first load.
const loadSample = () => import('@/routes/-components/sample-tour/sample-tour-page');
let loadedSample: Awaited<ReturnType<typeof loadSample>> | undefined;
const SampleTourPage = lazy(() =>
  loadSample().then((module) => ({ default: module.SampleTourPage })),
);

export const Route = createFileRoute('/tour/$slug')({
  // Another tour is another page: its booking card starts afresh, with nothing of the last tour.
  remountDeps: ({ params }) => params.slug,
  // The sample's code is loaded with the route, so the app's first render (which replaces the
  // prerendered sample served for every such slug) shows the page at once, never an empty
  // Suspense fallback in its place.
  loader: async ({ params }) => {
    if (!tourPage(params.slug)) loadedSample ??= await loadSample();
  },
  component: TourPage,
});

/** Every /tour/{slug}: the tour's own page (src/content/tour-pages), or the spec's sample. */
function TourPage() {
  const { slug } = Route.useParams();
  const page = tourPage(slug);
  if (!page) {
    if (loadedSample) return <loadedSample.SampleTourPage />;
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
