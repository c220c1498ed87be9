import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  voucherPaymentResponseSchema,
  type VerifyVoucherPaymentRequest,
  type VoucherPaymentResponse,
} from '@/domain/api/vouchers';
import { callFunction } from '@/lib/firebase/call-function';

export function verifyVoucherPayment(
  request: VerifyVoucherPaymentRequest,
): Promise<VoucherPaymentResponse> {
  return callFunction('verifyPayment', request, voucherPaymentResponseSchema);
}

/**
 * Keyed by the two ids and never refetched on its own: the success page asks once per payment,
 * however often React mounts it; a purchase still pending is asked again by the page.
 */
export function verifyVoucherPaymentQueryOptions(request: VerifyVoucherPaymentRequest) {
  return queryOptions({
    queryKey: ['verifyVoucherPayment', request.sessionId, request.voucherId] as const,
    queryFn: () => verifyVoucherPayment(request),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** `request` is null when a query parameter is missing: then nothing is asked. */
export function useVerifyVoucherPayment(request: VerifyVoucherPaymentRequest | null) {
  return useQuery({
    ...verifyVoucherPaymentQueryOptions(request ?? { sessionId: '', voucherId: '' }),
    enabled: request !== null,
  });
}
