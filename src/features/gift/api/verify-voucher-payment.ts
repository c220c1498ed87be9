import {
  voucherPaymentResponseSchema,
  type VerifyVoucherPaymentRequest,
} from '@/domain/api/vouchers';
import { usePaymentCheck } from '@/lib/query/use-payment-check';

/**
 * The gift's success page: its payment checked once (usePaymentCheck); a purchase still pending
 * is asked again by the page.
 */
export function useVerifyVoucherPayment(request: VerifyVoucherPaymentRequest | null) {
  return usePaymentCheck(
    request,
    ({ sessionId, voucherId }) => ['verifyVoucherPayment', sessionId, voucherId],
    voucherPaymentResponseSchema,
  );
}
