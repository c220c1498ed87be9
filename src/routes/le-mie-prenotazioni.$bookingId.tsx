import { createFileRoute } from '@tanstack/react-router';
import { TicketView } from '@/features/my-bookings/ticket-view';

export const Route = createFileRoute('/le-mie-prenotazioni/$bookingId')({
  component: TicketRoute,
});

function TicketRoute() {
  const { bookingId } = Route.useParams();
  return <TicketView bookingId={bookingId} />;
}
