import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { SimplePage } from '../ui/simple-page';

const searchSchema = z.object({
  session_id: z.optional(z.string()),
  booking_id: z.optional(z.string()),
});

export const Route = createFileRoute('/booking-success')({
  validateSearch: searchSchema,
  component: BookingSuccessPage,
});

function BookingSuccessPage() {
  const { t } = useLingui();
  return <SimplePage title={t`Verifica del pagamento`} />;
}
