import { createFileRoute } from '@tanstack/react-router';
import { MyBookingsList } from '@/features/my-bookings/my-bookings-list';

export const Route = createFileRoute('/le-mie-prenotazioni/')({
  component: MyBookingsList,
});
