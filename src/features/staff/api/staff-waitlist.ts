import { useQuery } from '@tanstack/react-query';
import { staffWaitlistResponseSchema, type StaffWaitlistRequest } from '@/domain/api/waitlist';
import { callFunction } from '@/lib/firebase/call-function';

/** One date's waiting list (the server checks the staff claim); asked for only when shown. */
export function useStaffWaitlist(uid: string, request: StaffWaitlistRequest | null) {
  return useQuery({
    queryKey: ['staff-waitlist', uid, request?.tourId, request?.date] as const,
    queryFn: () => callFunction('staffWaitlist', request, staffWaitlistResponseSchema),
    enabled: request !== null,
    staleTime: 30_000,
    retry: false,
  });
}
