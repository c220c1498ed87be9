import { useQuery } from '@tanstack/react-query';
import { waitlistOfferResponseSchema, type WaitlistOfferResponse } from '@/domain/api/waitlist';
import { callFunction } from '@/lib/firebase/call-function';

export function getWaitlistOffer(token: string): Promise<WaitlistOfferResponse> {
  return callFunction('getWaitlistOffer', { token }, waitlistOfferResponseSchema);
}

/**
 * The seats an offer link holds (the page opened with `?offerta=`). Asked once: an ended offer
 * stays ended, and the checkout re-checks a held one anyway.
 */
export function useWaitlistOffer(token: string | null) {
  return useQuery({
    queryKey: ['waitlist-offer', token] as const,
    queryFn: () => getWaitlistOffer(token ?? ''),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  });
}
