import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  verifyFeePaymentResponseSchema,
  type VerifyFeePaymentRequest,
  type VerifyFeePaymentResponse,
} from '@/domain/api/membership-fee';
import { callFunction } from '@/lib/firebase/call-function';

export function verifyFeePayment(
  request: VerifyFeePaymentRequest,
): Promise<VerifyFeePaymentResponse> {
  return callFunction('verifyPayment', request, verifyFeePaymentResponseSchema);
}

/** Asked once per payment, however often the page mounts (as a booking's success page). */
function verifyFeePaymentQueryOptions(request: VerifyFeePaymentRequest) {
  return queryOptions({
    queryKey: ['verifyPayment', 'fee', request.sessionId, request.applicationId] as const,
    queryFn: () => verifyFeePayment(request),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** `request` is null when the return brought no session: then nothing is asked. */
export function useVerifyFeePayment(request: VerifyFeePaymentRequest | null) {
  return useQuery({
    ...verifyFeePaymentQueryOptions(request ?? { sessionId: '', applicationId: '' }),
    enabled: request !== null,
  });
}
