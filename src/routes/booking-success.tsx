import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { BookingSuccessView } from '@/features/booking/result/booking-success-view';
import { QueryProvider } from '@/lib/query/query-provider';
import { textSearchParams } from '@/lib/routing/text-search-params';
import { NeedsConnection } from '@/ui/needs-connection';
import { PageMeta } from '@/ui/page-meta';

const validateSearch = textSearchParams(['session_id', 'booking_id']);

export const Route = createFileRoute('/booking-success')({
  validateSearch,
  component: BookingSuccessPage,
});

function BookingSuccessPage() {
  const { t } = useLingui();
  const { session_id: sessionId, booking_id: bookingId } = Route.useSearch();
  return (
    <>
      <PageMeta title={t`Verifica del pagamento`} noIndex />
      <QueryProvider>
        {/* Verifying the payment needs the server: offline, say so and verify once back online. */}
        <NeedsConnection className="mx-auto my-10 max-w-2xl">
          <BookingSuccessView sessionId={sessionId} bookingId={bookingId} />
        </NeedsConnection>
      </QueryProvider>
    </>
  );
}
