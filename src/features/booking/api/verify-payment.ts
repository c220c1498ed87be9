import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  verifyPaymentResponseSchema,
  type VerifyPaymentRequest,
  type VerifyPaymentResponse,
} from '@/domain/api/booking';
import { callFunction } from '@/lib/firebase/call-function';

export function verifyPayment(request: VerifyPaymentRequest): Promise<VerifyPaymentResponse> {
  return callFunction('verifyPayment', request, verifyPaymentResponseSchema);
}

/**
 * Keyed by the two ids and never refetched: the success page asks once per payment, however often
 * React mounts it (StrictMode runs effects twice in development).
 */
function verifyPaymentQueryOptions(request: VerifyPaymentRequest) {
  return queryOptions({
    queryKey: ['verifyPayment', request.sessionId, request.bookingId] as const,
    queryFn: () => verifyPayment(request),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** `request` is null when a query parameter is missing: then nothing is asked. */
export function useVerifyPayment(request: VerifyPaymentRequest | null) {
  return useQuery({
    ...verifyPaymentQueryOptions(request ?? { sessionId: '', bookingId: '' }),
    enabled: request !== null,
  });
}
