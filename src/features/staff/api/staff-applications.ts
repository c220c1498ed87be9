import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  staffApplicationsResponseSchema,
  staffDecideApplicationsResponseSchema,
  type StaffDecideApplicationsRequest,
  type StaffDecideApplicationsResponse,
} from '@/domain/api/staff-members';
import { callFunction } from '@/lib/firebase/call-function';
import { applicationsQueryKey } from './staff-query-keys';

/**
 * The applications waiting for the board (the server checks the manager claim and records the
 * read in the audit log, since they carry tax codes and documents): asked for only when shown,
 * and not again behind the board's back while it decides.
 */
export function applicationsQueryOptions(uid: string) {
  return queryOptions({
    queryKey: applicationsQueryKey(uid),
    queryFn: () => callFunction('staffApplications', {}, staffApplicationsResponseSchema),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export function useStaffApplications(uid: string, enabled: boolean) {
  return useQuery({ ...applicationsQueryOptions(uid), enabled });
}

/** Admits or rejects applications; the server decides each one and answers each outcome. */
export function decideApplications(
  request: StaffDecideApplicationsRequest,
): Promise<StaffDecideApplicationsResponse> {
  return callFunction('staffDecideApplications', request, staffDecideApplicationsResponseSchema);
}
