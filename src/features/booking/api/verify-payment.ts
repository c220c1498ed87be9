import { verifyPaymentResponseSchema, type VerifyPaymentRequest } from '@/domain/api/booking';
import { usePaymentCheck } from '@/lib/query/use-payment-check';

/** The booking's success page: its payment checked once (usePaymentCheck). */
export function useVerifyPayment(request: VerifyPaymentRequest | null) {
  return usePaymentCheck(
    request,
    ({ sessionId, bookingId }) => ['verifyPayment', sessionId, bookingId],
    verifyPaymentResponseSchema,
  );
}
