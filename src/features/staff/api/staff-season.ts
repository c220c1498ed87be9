import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  staffSeasonResponseSchema,
  type StaffSeason,
  type StaffSeasonRequest,
} from '@/domain/api/staff-season';
import { withDeviceCopy, type FromDevice } from '@/lib/auth/device-copy';
import { callFunction } from '@/lib/firebase/call-function';
import { seasonQueryKey } from './staff-query-keys';

export type SeasonData = FromDevice<StaffSeason>;

/** The season, kept on the device (emptied at sign-out) so Stagione opens offline, read-only. */
function loadSeason(uid: string): Promise<SeasonData> {
  const request: StaffSeasonRequest = {};
  return withDeviceCopy(
    {
      key: 'staff-season',
      uid,
      schema: staffSeasonResponseSchema,
      // Signed out or the claim revoked: the answer stands, no old copy covers it.
      refusals: ['unauthenticated', 'permission-denied'],
    },
    () => callFunction('staffSeason', request, staffSeasonResponseSchema),
  );
}

export function seasonQueryOptions(uid: string) {
  return queryOptions({
    queryKey: seasonQueryKey(uid),
    queryFn: () => loadSeason(uid),
    // Run offline too: the query function falls back to the device copy itself.
    networkMode: 'always',
    staleTime: 60_000,
    retry: false,
  });
}

export function useStaffSeason(uid: string) {
  return useQuery(seasonQueryOptions(uid));
}
