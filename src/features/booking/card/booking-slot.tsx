import { lazy, Suspense, type ComponentProps } from 'react';
import type { TourId } from '@/domain/tours';
import { WhenNearViewport } from '@/ui/when-near-viewport';

/*
 * The booking card (with its day picker, dialog and form logic) must not weigh on a tour page's
 * first load, so each page renders this slot and the card's chunk arrives right after the page is
 * shown.
 */
const BookingCard = lazy(async () => {
  // TanStack Query comes with the card: pages get it only where something calls the backend.
  const [{ default: Card }, { QueryProvider }] = await Promise.all([
    import('./booking-card'),
    import('@/lib/query/query-provider'),
  ]);
  function BookingCardWithQuery(props: ComponentProps<typeof Card>) {
    return (
      <QueryProvider>
        <Card {...props} />
      </QueryProvider>
    );
  }
  return { default: BookingCardWithQuery };
});

/**
 * Same height as the card's first paint (collapsed date picker), so nothing below it moves when the
 * card replaces the skeleton.
 */
const SLOT_MIN_HEIGHT = 'min-h-[81.25rem]';

/**
 * The card's outline. It pulses only while the card's code is on its way, and not for visitors who
 * ask for less motion: until the visitor nears it nothing is loading, and a pulse that never ends
 * would keep a phone's compositor drawing frames for as long as the page is open.
 */
function BookingCardSkeleton({ loading }: { loading: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={`${SLOT_MIN_HEIGHT} rounded-xl border border-stone-200 bg-white p-6 shadow-sm${loading ? ' motion-safe:animate-pulse' : ''}`}
    >
      <div className="h-7 w-2/3 rounded bg-stone-200" />
      <div className="mt-2 h-4 w-1/2 rounded bg-stone-100" />
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} className="mt-6">
          <div className="h-4 w-1/3 rounded bg-stone-200" />
          <div className="mt-2 h-10 rounded bg-stone-100" />
        </div>
      ))}
    </div>
  );
}

export function BookingSlot({ tourId }: { tourId: TourId }) {
  return (
    <div className={SLOT_MIN_HEIGHT}>
      {/* The card depends on today's date and the visitor's session: prerendered pages hold the
          skeleton. On phones it sits below the tour's text: it renders as the visitor nears it. */}
      <WhenNearViewport fallback={<BookingCardSkeleton loading={false} />}>
        <Suspense fallback={<BookingCardSkeleton loading />}>
          <BookingCard tourId={tourId} />
        </Suspense>
      </WhenNearViewport>
    </div>
  );
}
