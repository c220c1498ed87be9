import {
  verifyFeePaymentResponseSchema,
  type VerifyFeePaymentRequest,
} from '@/domain/api/membership-fee';
import { usePaymentCheck } from '@/lib/query/use-payment-check';

/** The fee's return to /modulistica: its payment checked once (usePaymentCheck). */
export function useVerifyFeePayment(request: VerifyFeePaymentRequest | null) {
  return usePaymentCheck(
    request,
    ({ sessionId, applicationId }) => ['verifyPayment', 'fee', sessionId, applicationId],
    verifyFeePaymentResponseSchema,
  );
}
