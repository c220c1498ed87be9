import { createFileRoute, redirect } from '@tanstack/react-router';
import { useState } from 'react';
import { BookingSuccessView } from '@/features/booking/result/booking-success-view';
import { keepPaymentReturn, keptPaymentReturn } from '@/features/booking/result/payment-return';
import { textSearchParams } from '@/lib/routing/text-search-params';
import { PaymentReturnPage } from '@/ui/page/payment-return-page';

const validateSearch = textSearchParams(['session_id', 'booking_id']);

export const Route = createFileRoute('/booking-success')({
  validateSearch,
  // Before anything renders (and so before any third-party script): the ids leave the address
  // bar, replaced in the history, and the page reads them from the tab's storage.
  beforeLoad: ({ search }) => {
    if (typeof window === 'undefined') return;
    if (search.session_id === undefined && search.booking_id === undefined) return;
    keepPaymentReturn({ sessionId: search.session_id, bookingId: search.booking_id });
    throw redirect({ to: '/booking-success', search: {}, replace: true });
  },
  component: BookingSuccessPage,
});

function BookingSuccessPage() {
  const [{ sessionId, bookingId }] = useState(keptPaymentReturn);
  return (
    <PaymentReturnPage>
      <BookingSuccessView sessionId={sessionId} bookingId={bookingId} />
    </PaymentReturnPage>
  );
}
