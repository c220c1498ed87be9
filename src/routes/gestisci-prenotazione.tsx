import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import type { BookingHandle } from '@/domain/api/cancellation';
import { ManageBookingPage } from '@/features/my-bookings/cancellation/manage-booking-page';
import {
  keepManageToken,
  keptManageToken,
} from '@/features/my-bookings/cancellation/manage-link-token';
import { secretLeavesAddress } from '@/lib/routing/secret-leaves-address';
import { textSearchParams } from '@/lib/routing/text-search-params';
import { QueryProvider } from '@/lib/query/query-provider';
import { PageMeta } from '@/ui/page-meta';

/**
 * `token` from the confirmation e-mail's link; `booking_id` from "Le mie prenotazioni"; `rinvio`
 * the answer a postponement mail's button carries (the page acts on it).
 */
const validateSearch = textSearchParams(['token', 'booking_id', 'rinvio']);

export const Route = createFileRoute('/gestisci-prenotazione')({
  validateSearch,
  // Before anything renders (and so before any third-party script or request): the tab stops
  // sending Referers, and the token leaves the address bar, replaced in the history; the page
  // reads it from the tab's storage.
  beforeLoad: secretLeavesAddress({
    path: '/gestisci-prenotazione',
    secret: 'token',
    keep: keepManageToken,
    stay: ['booking_id', 'rinvio'],
  }),
  component: ManageBookingRoute,
});

function ManageBookingRoute() {
  const { t } = useLingui();
  const { booking_id: bookingId } = Route.useSearch();
  const [token] = useState(keptManageToken);
  // A booking named in the address (one's own, signed in) comes before a link opened earlier in
  // the tab.
  const handle: BookingHandle | null = bookingId ? { bookingId } : token ? { token } : null;
  return (
    <QueryProvider>
      <PageMeta title={t`Gestisci la prenotazione`} noIndex />
      <ManageBookingPage handle={handle} />
    </QueryProvider>
  );
}
