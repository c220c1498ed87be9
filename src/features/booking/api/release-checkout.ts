import { useQuery } from '@tanstack/react-query';
import {
  releaseCheckoutResponseSchema,
  type ReleaseCheckoutResponse,
} from '@/domain/api/cancellation';
import { callFunction } from '@/lib/firebase/call-function';

function releaseCheckout(bookingId: string): Promise<ReleaseCheckoutResponse> {
  return callFunction('releaseCheckout', { bookingId }, releaseCheckoutResponseSchema);
}

/**
 * Asks once per booking (however often React mounts the page) to expire the abandoned Checkout
 * Session and free its seats; nothing is asked without a booking id.
 */
export function useReleaseCheckout(bookingId: string | undefined) {
  return useQuery({
    queryKey: ['releaseCheckout', bookingId ?? ''] as const,
    queryFn: () => releaseCheckout(bookingId ?? ''),
    enabled: Boolean(bookingId),
    retry: 1,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
