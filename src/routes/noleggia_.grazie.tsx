import { createFileRoute, redirect } from '@tanstack/react-router';
import { useState } from 'react';
import { keepRentalReturn, keptRentalReturn } from '@/features/booking/rental/result/rental-return';
import { RentalSuccessView } from '@/features/booking/rental/result/rental-success-view';
import { TicketQr } from '@/features/my-bookings/ticket-qr';
import { textSearchParams } from '@/lib/routing/text-search-params';
import { PaymentReturnPage } from '@/ui/page/payment-return-page';

const validateSearch = textSearchParams(['session_id', 'rental_id']);

export const Route = createFileRoute('/noleggia_/grazie')({
  validateSearch,
  // Before anything renders (and so before any third-party script): the ids leave the address
  // bar, replaced in the history; the page reads them from the tab's storage.
  beforeLoad: ({ search }) => {
    if (typeof window === 'undefined') return;
    if (search.session_id === undefined && search.rental_id === undefined) return;
    keepRentalReturn({ sessionId: search.session_id, rentalId: search.rental_id });
    throw redirect({ to: '/noleggia/grazie', search: {}, replace: true });
  },
  component: RentalThanksPage,
});

function RentalThanksPage() {
  const [{ sessionId, rentalId }] = useState(keptRentalReturn);
  return (
    <PaymentReturnPage>
      <RentalSuccessView
        sessionId={sessionId}
        rentalId={rentalId}
        renderTicket={(ticket) => <TicketQr ticket={ticket} />}
      />
    </PaymentReturnPage>
  );
}
