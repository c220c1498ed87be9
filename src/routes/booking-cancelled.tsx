import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { SimplePage } from '../ui/simple-page';

const searchSchema = z.object({
  booking_id: z.optional(z.string()),
});

export const Route = createFileRoute('/booking-cancelled')({
  validateSearch: searchSchema,
  component: BookingCancelledPage,
});

function BookingCancelledPage() {
  const { t } = useLingui();
  return <SimplePage title={t`Prenotazione Annullata`} />;
}
