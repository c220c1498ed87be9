import { createFileRoute } from '@tanstack/react-router';
import { tourPage } from '@/content/tour-pages/tour-pages-by-slug';
import { isTourPageSlug } from '@/content/tour-pages/tour-page-slugs';
import { BookingSlot } from '@/features/booking/card/booking-slot';
import { ExperiencePageView } from '@/ui/page/experience-page-view';
import { WithJoinForm } from '@/routes/-components/booking/with-join-form';
import {
  loadSampleTourPage,
  SampleTourPageWhenLoaded,
} from '@/routes/-components/sample-tour/sample-tour-loader';

export const Route = createFileRoute('/tour/$slug')({
  // Another tour is another page: its booking card starts afresh, with nothing of the last tour.
  remountDeps: ({ params }) => params.slug,
  // A slug without a page of its own shows the sample, whose code is loaded with the route: the
  // app's first render replaces the prerendered sample served there with the same page at once.
  // The loader goes in the page's own chunk (loaded before it runs), not in every page's first
  // load with the route tree.
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ params }) => {
    if (!isTourPageSlug(params.slug)) await loadSampleTourPage();
  },
  component: TourPage,
});

/** Every /tour/{slug}: the tour's own page (src/content/tour-pages), or the spec's sample. */
function TourPage() {
  const { slug } = Route.useParams();
  const page = tourPage(slug);
  if (!page) return <SampleTourPageWhenLoaded />;
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
