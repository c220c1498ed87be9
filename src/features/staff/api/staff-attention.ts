import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  staffAttentionResponseSchema,
  staffResendMailResponseSchema,
  staffResolveAttentionResponseSchema,
  staffRetryRefundResponseSchema,
  type AttentionCursor,
  type StaffAttention,
  type StaffResendMailRequest,
  type StaffResolveAttentionRequest,
  type StaffRetryRefundRequest,
} from '@/domain/api/staff-attention';
import { DEVICE_COPY_QUERY, type FromDevice } from '@/lib/auth/device-copy';
import { callFunction } from '@/lib/firebase/call-function';
import { keptOnDevice } from './kept-on-device';
import { attentionQueryKey } from './staff-query-keys';

export type AttentionPage = FromDevice<StaffAttention>;

/**
 * One page of "Da controllare". The first is kept on the device (emptied at sign-out), so the
 * list opens offline with its "as of" time; the next ones are only ever read online.
 */
async function loadPage(uid: string, cursor: AttentionCursor | undefined): Promise<AttentionPage> {
  if (cursor) {
    const page = await callFunction('staffAttention', { cursor }, staffAttentionResponseSchema);
    return { ...page, fromDevice: false };
  }
  const copy = { key: 'staff-attention', uid };
  return keptOnDevice(copy, 'staffAttention', {}, staffAttentionResponseSchema);
}

export function attentionQueryOptions(uid: string) {
  return infiniteQueryOptions({
    queryKey: attentionQueryKey(uid),
    queryFn: ({ pageParam }) => loadPage(uid, pageParam),
    initialPageParam: undefined as AttentionCursor | undefined,
    // A copy from the device has no next page worth asking for: there is no network.
    getNextPageParam: (last) => (last.fromDevice ? undefined : last.nextCursor),
    // Offline too: the first page falls back to the device copy itself.
    ...DEVICE_COPY_QUERY,
    staleTime: 30_000,
  });
}

/** The list, shared by the view and the count in the staff navigation (one request). */
export function useStaffAttention(uid: string) {
  return useInfiniteQuery(attentionQueryOptions(uid));
}

/** "Risolto" (managers): a booking's reasons seen, or a given-up mail. */
export function resolveAttention(request: StaffResolveAttentionRequest) {
  return callFunction('staffResolveAttention', request, staffResolveAttentionResponseSchema);
}

/** "Riprova il rimborso" (managers): Stripe is asked again, now. */
export function retryRefund(request: StaffRetryRefundRequest) {
  return callFunction('staffRetryRefund', request, staffRetryRefundResponseSchema);
}

/** "Invia di nuovo" (managers): a given-up mail goes back to the outbox and is sent now. */
export function resendMail(request: StaffResendMailRequest) {
  return callFunction('staffResendMail', request, staffResendMailResponseSchema);
}
