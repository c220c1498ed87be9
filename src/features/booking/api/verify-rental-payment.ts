import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  verifyRentalPaymentResponseSchema,
  type VerifyRentalPaymentRequest,
  type VerifyRentalPaymentResponse,
} from '@/domain/api/rental';
import { callFunction } from '@/lib/firebase/call-function';

export function verifyRentalPayment(
  request: VerifyRentalPaymentRequest,
): Promise<VerifyRentalPaymentResponse> {
  return callFunction('verifyPayment', request, verifyRentalPaymentResponseSchema);
}

/** Asked once per payment, however often the page mounts (as the booking's success page). */
function verifyRentalPaymentQueryOptions(request: VerifyRentalPaymentRequest) {
  return queryOptions({
    queryKey: ['verifyPayment', 'rental', request.sessionId, request.rentalId] as const,
    queryFn: () => verifyRentalPayment(request),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** `request` is null when a query parameter is missing: then nothing is asked. */
export function useVerifyRentalPayment(request: VerifyRentalPaymentRequest | null) {
  return useQuery({
    ...verifyRentalPaymentQueryOptions(request ?? { sessionId: '', rentalId: '' }),
    enabled: request !== null,
  });
}
