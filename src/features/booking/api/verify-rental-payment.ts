import {
  verifyRentalPaymentResponseSchema,
  type VerifyRentalPaymentRequest,
} from '@/domain/api/rental';
import { usePaymentCheck } from '@/lib/query/use-payment-check';

/** The rental's success page: its payment checked once (usePaymentCheck). */
export function useVerifyRentalPayment(request: VerifyRentalPaymentRequest | null) {
  return usePaymentCheck(
    request,
    ({ sessionId, rentalId }) => ['verifyPayment', 'rental', sessionId, rentalId],
    verifyRentalPaymentResponseSchema,
  );
}
