import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { BookingCancelledView } from '@/features/booking/result/booking-cancelled-view';
import { QueryProvider } from '@/lib/query/query-provider';
import { textSearchParams } from '@/lib/routing/text-search-params';
import { PageMeta } from '@/ui/page-meta';

const validateSearch = textSearchParams(['booking_id']);

export const Route = createFileRoute('/booking-cancelled')({
  validateSearch,
  component: BookingCancelledPage,
});

function BookingCancelledPage() {
  const { t } = useLingui();
  const { booking_id: bookingId } = Route.useSearch();
  return (
    <>
      <PageMeta title={t`Prenotazione Annullata`} noIndex />
      {/* The page asks the server to free the abandoned checkout's seats (a query). */}
      <QueryProvider>
        <BookingCancelledView bookingId={bookingId} />
      </QueryProvider>
    </>
  );
}
