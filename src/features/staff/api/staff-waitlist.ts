import { skipToken, useQuery } from '@tanstack/react-query';
import { staffWaitlistResponseSchema, type StaffWaitlistRequest } from '@/domain/api/waitlist';
import { callFunction } from '@/lib/firebase/call-function';
import { waitlistQueryKey } from './staff-query-keys';

/** One date's waiting list (the server checks the staff claim); asked for only when shown. */
export function useStaffWaitlist(uid: string, request: StaffWaitlistRequest | null) {
  return useQuery({
    queryKey: waitlistQueryKey(uid, request?.tourId, request?.date),
    // skipToken (not `enabled`) so the call is typed with the request it needs.
    queryFn:
      request === null
        ? skipToken
        : () => callFunction('staffWaitlist', request, staffWaitlistResponseSchema),
    staleTime: 30_000,
    retry: false,
  });
}
