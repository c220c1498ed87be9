import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import type { BookingHandle } from '@/domain/api/cancellation';
import { ManageBookingPage } from '@/features/my-bookings/cancellation/manage-booking-page';
import { textSearchParams } from '@/lib/routing/text-search-params';
import { QueryProvider } from '@/lib/query/query-provider';
import { PageMeta } from '@/ui/page-meta';

/** `token` from the confirmation e-mail's link; `booking_id` from "Le mie prenotazioni". */
const validateSearch = textSearchParams(['token', 'booking_id']);

export const Route = createFileRoute('/gestisci-prenotazione')({
  validateSearch,
  component: ManageBookingRoute,
});

function ManageBookingRoute() {
  const { t } = useLingui();
  const { token, booking_id: bookingId } = Route.useSearch();
  const handle: BookingHandle | null = token ? { token } : bookingId ? { bookingId } : null;
  return (
    <QueryProvider>
      <PageMeta title={t`Gestisci la prenotazione`} noIndex />
      <ManageBookingPage handle={handle} />
    </QueryProvider>
  );
}
