import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffSeasonResponseSchema, type StaffSeason } from '@/domain/api/staff-season';
import { DEVICE_COPY_QUERY, type FromDevice } from '@/lib/auth/device-copy';
import { keptOnDevice } from './kept-on-device';
import { seasonQueryKey } from './staff-query-keys';

export type SeasonData = FromDevice<StaffSeason>;

/** The season, kept on the device (emptied at sign-out) so Stagione opens offline, read-only. */
function loadSeason(uid: string): Promise<SeasonData> {
  return keptOnDevice({ key: 'staff-season', uid }, 'staffSeason', {}, staffSeasonResponseSchema);
}

export function seasonQueryOptions(uid: string) {
  return queryOptions({
    queryKey: seasonQueryKey(uid),
    queryFn: () => loadSeason(uid),
    ...DEVICE_COPY_QUERY,
    staleTime: 60_000,
  });
}

export function useStaffSeason(uid: string) {
  return useQuery(seasonQueryOptions(uid));
}
